/** Types of `build-provision.mjs`. */
export declare const DEFAULT_OUT: string;
export declare function buildProvision(out?: string): Promise<string>;
