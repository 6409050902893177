/**
 * `npm run check:couchdb -- URL`: the provisioning and role checks against a real CouchDB
 * (what the embedded server cannot show: CouchDB's own answers, a cluster, a proxy in front).
 * The admin credential comes from COUCHDB_ADMIN (`name:password`) or from the URL
 * (`https://admin:secret@couch.example.org`). A throw-away tournament, a director and two
 * table logins are created and removed again.
 */
import { runRoleChecks } from '../server/role-checks';

async function main(): Promise<number> {
  const arg = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!arg) {
    console.error('usage: npm run check:couchdb -- URL   (admin login in COUCHDB_ADMIN=name:password or in the URL)');
    return 2;
  }
  let url: URL;
  try {
    url = new URL(arg);
  } catch {
    console.error(`not a URL: ${arg}`);
    return 2;
  }
  const fromEnv = process.env.COUCHDB_ADMIN ?? '';
  const at = fromEnv.indexOf(':');
  const admin = url.username
    ? { name: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }
    : at > 0 ? { name: fromEnv.slice(0, at), password: fromEnv.slice(at + 1) } : null;
  if (!admin) {
    console.error('no admin login: set COUCHDB_ADMIN=name:password or put it in the URL');
    return 2;
  }
  url.username = '';
  url.password = '';
  const base = url.toString().replace(/\/+$/, '');
  const results = await runRoleChecks(base, admin);
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name}${r.detail ? `  (${r.detail})` : ''}`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(failed === 0 ? `\nAll ${results.length} checks passed on ${base}.` : `\n${failed} of ${results.length} checks failed on ${base}.`);
  return failed === 0 ? 0 : 1;
}

main().then((code) => process.exit(code), (e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
});
