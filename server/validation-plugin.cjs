/*
 * The document validation of the embedded sync server: pouchdb-validation 4.2.0
 * (Copyright 2013-2015 Marten de Vries, Apache License 2.0) with one change.
 *
 * The original sets `newDoc._revisions = (oldDoc || {})._revisions` on the document it is
 * about to store, so a replicated edit (`_bulk_docs` with `new_edits: false`, carrying its
 * new revision in `_revisions`) is stored under the OLD revision and still answered as a
 * success: edits made on a device are silently lost once a validation function exists
 * (pouchdb/pouchdb-server#272). Here the validation functions get a copy of the document;
 * the document that is stored is never touched.
 *
 * A second change, for parity with Apache CouchDB: a write without `_rev` to a document that
 * exists is answered `409 conflict` before the validation functions run, as CouchDB does (the
 * original validated first and answered their 401/403). Replicated writes (`new_edits: false`)
 * carry their revisions and are validated as before.
 *
 * The sync server puts this module in place of pouchdb-validation before express-pouchdb
 * loads it (see `server/embedded.ts`).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module, loaded by require */
'use strict';

const { createRequire } = require('node:module');
const fromExpressPouchdb = createRequire(require.resolve('express-pouchdb/package.json'));
const fromValidation = createRequire(fromExpressPouchdb.resolve('pouchdb-validation/package.json'));
const coucheval = fromValidation('couchdb-eval');
const couchdbObjects = fromValidation('couchdb-objects');
const wrappers = fromValidation('pouchdb-wrappers');
const createBulkDocsWrapper = fromValidation('pouchdb-bulkdocs-wrapper');
const PouchPluginError = fromValidation('pouchdb-plugin-error');
const { randomUUID } = require('node:crypto');

function oldDoc(db, id) {
  return db.get(id, { revs: true }).catch(() => null);
}

function validate(validationFuncs, newDoc, old, options) {
  // The functions see a copy: whatever they (or this wrapper) set never reaches the stored document.
  const candidate = JSON.parse(JSON.stringify(newDoc));
  if (candidate._revisions === undefined && old && old._revisions) candidate._revisions = old._revisions;
  try {
    for (const { func, designDoc } of validationFuncs) {
      func.call(designDoc, JSON.parse(JSON.stringify(candidate)), old, options.userCtx, options.secObj);
    }
  } catch (e) {
    if (e && typeof e.unauthorized !== 'undefined') throw new PouchPluginError({ name: 'unauthorized', message: e.unauthorized, status: 401 });
    if (e && typeof e.forbidden !== 'undefined') throw new PouchPluginError({ name: 'forbidden', message: e.forbidden, status: 403 });
    throw coucheval.wrapExecutionError(e);
  }
}

function getValidationFunctions(db) {
  return db.allDocs({ startkey: '_design/', endkey: '_design0', include_docs: true }).then((resp) =>
    resp.rows
      .filter((row) => typeof row.doc.validate_doc_update !== 'undefined')
      .map((row) => ({ designDoc: row.doc, func: coucheval.evaluate(row.doc, {}, row.doc.validate_doc_update) })),
  );
}

function completeValidationOptions(db, options) {
  if (!options.secObj) options.secObj = {};
  const userCtx = options.userCtx ? Promise.resolve(options.userCtx) : db.info().then(couchdbObjects.buildUserContextObject);
  return userCtx.then((ctx) => {
    options.userCtx = ctx;
    return options;
  });
}

function doValidation(db, newDoc, options) {
  const isHttp = ['http', 'https'].includes(db.type());
  if (isHttp && !options.checkHttp) return Promise.resolve();
  const id = String(newDoc._id);
  if (id.startsWith('_design/') || id.startsWith('_local')) return Promise.resolve();
  return getValidationFunctions(db).then((funcs) => {
    if (!funcs.length) return undefined;
    return Promise.all([completeValidationOptions(db, options), oldDoc(db, newDoc._id)]).then(([opts, old]) => {
      if (old && newDoc._rev === undefined && opts.new_edits !== false) {
        throw new PouchPluginError({ name: 'conflict', message: 'Document update conflict.', status: 409 });
      }
      validate(funcs, newDoc, old, opts);
    });
  });
}

const wrapperApi = {
  put: (orig, args) => doValidation(args.base, args.doc, args.options).then(orig),
  post: (orig, args) => {
    args.doc._id = args.doc._id || randomUUID();
    return doValidation(args.base, args.doc, args.options).then(orig);
  },
  remove: (orig, args) => {
    args.doc._deleted = true;
    return doValidation(args.base, args.doc, args.options).then(orig);
  },
  bulkDocs: createBulkDocsWrapper((doc, args) => {
    doc._id = doc._id || randomUUID();
    return doValidation(args.base, doc, args.options);
  }),
  putAttachment: (orig, args) =>
    args.base
      .get(args.docId, { rev: args.rev, revs: true })
      .catch(() => ({ _id: args.docId }))
      .then((doc) => {
        doc._attachments = doc._attachments || {};
        doc._attachments[args.attachmentId] = { content_type: args.type, data: args.doc };
        return doValidation(args.base, doc, args.options);
      })
      .then(orig),
  removeAttachment: (orig, args) =>
    args.base
      .get(args.docId, { rev: args.rev, revs: true })
      .then((doc) => {
        delete doc._attachments[args.attachmentId];
        return doValidation(args.base, doc, args.options);
      })
      .then(orig),
};

for (const name of Object.keys(wrapperApi)) {
  const exportName = `validating${name[0].toUpperCase()}${name.slice(1)}`;
  exports[exportName] = wrappers.createWrapperMethod(name, function (...args) { return this[name](...args); }, wrapperApi[name]);
}

exports.installValidationMethods = function installValidationMethods() {
  try {
    wrappers.installWrapperMethods(this, wrapperApi);
  } catch {
    throw new PouchPluginError({ status: 500, name: 'already_installed', message: 'Validation methods are already installed on this database.' });
  }
};

exports.uninstallValidationMethods = function uninstallValidationMethods() {
  try {
    wrappers.uninstallWrapperMethods(this, wrapperApi);
  } catch {
    throw new PouchPluginError({ status: 500, name: 'already_uninstalled', message: 'Validation methods are not installed on this database.' });
  }
};
