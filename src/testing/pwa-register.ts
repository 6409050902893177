/**
 * Unit tests' stand-in for vite-plugin-pwa's generated `virtual:pwa-register`
 * (it exists only in a Vite build); tests that need it mock `registerSW`.
 */
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return () => Promise.resolve();
}
