/**
 * `npm run provision-server`: the provisioning service for a production CouchDB, on its own
 * port; the reverse proxy sends the app's `/sync/_kb/` here and `/sync/` to CouchDB. In
 * production it runs built (`npm run build:provision`, then `node build/provision-server.mjs`,
 * Node 20 or newer; `deploy/koenigsblock-provision.service`).
 *
 * COUCHDB_URL        how this process reaches CouchDB (default http://127.0.0.1:5984): the load
 *                    balancer, or the nodes of a cluster comma-separated (tried in turn)
 * COUCHDB_ADMIN      the server admin's login, `name:password` (required; kept in this process only)
 * PROVISION_HOST     the address to listen on (default 127.0.0.1)
 * PROVISION_PORT     the port (default 5985)
 */
import { startProvisionServer } from './provision-service';

const major = Number(process.versions.node.split('.')[0]);
if (major < 20) {
  console.error(`The provisioning service needs Node 20 or newer (this is ${process.versions.node}).`);
  process.exit(2);
}

const adminText = process.env.COUCHDB_ADMIN ?? '';
const at = adminText.indexOf(':');
if (at < 1) {
  console.error('COUCHDB_ADMIN must be name:password of the CouchDB server admin');
  process.exit(2);
}
const couchUrl = process.env.COUCHDB_URL ?? 'http://127.0.0.1:5984';
const host = process.env.PROVISION_HOST ?? '127.0.0.1';
const port = Number(process.env.PROVISION_PORT ?? 5985);
startProvisionServer({ couchUrl, admin: { name: adminText.slice(0, at), password: adminText.slice(at + 1) }, host, port }).then(
  () => console.log(`Provisioning for ${couchUrl.split(',').join(', ')} on http://${host}:${port}`),
  (e: unknown) => {
    console.error(`The provisioning service could not start: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
