// What `npm start` runs, decided from the environment (pure; tested in tests/unit/start-plan.test.ts).
//
// HOST   the address the app listens on (default: this machine only). Beyond it — e.g.
//        HOST=0.0.0.0 for a try-out on a venue's Wi-Fi — other devices reach the app and, through
//        its /sync/, the sync server: then the sync server refuses the well-known director login
//        (set SYNC_DIRECTOR) and the start says plainly that phones need HTTPS.

const LOOPBACK = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|\[::1\])$/i;

export const HTTPS_NOTICE = [
  'The app can be reached from other devices on this network — a try-out, not a cup night:',
  'phones need HTTPS for the camera (scanning QR codes), for installing the app and for working offline',
  '(the service worker); over plain HTTP from this machine they get none of these.',
  'For a cup night put the app and its sync server behind HTTPS on a server (docs/online.md, "Production").',
].join('\n');

/** @param {Record<string, string | undefined>} env */
export function startPlan(env) {
  const host = (env.HOST ?? '').trim();
  const exposed = host !== '' && !LOOPBACK.test(host);
  const previewArgs = ['vite', 'preview', '--port', '4173', '--strictPort', ...(host ? ['--host', host] : [])];
  const syncEnv = { ...env, ...(exposed ? { SYNC_EXPOSED: '1' } : {}) };
  return { exposed, previewArgs, syncEnv, notice: exposed ? HTTPS_NOTICE : null };
}
