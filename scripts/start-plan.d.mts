/** Types of `start-plan.mjs`. */
export declare const HTTPS_NOTICE: string;
export declare function startPlan(env: Record<string, string | undefined>): {
  exposed: boolean;
  previewArgs: string[];
  syncEnv: Record<string, string | undefined>;
  notice: string | null;
};
