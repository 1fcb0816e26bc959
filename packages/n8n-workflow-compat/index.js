'use strict';
/*
 * `require('n8n-workflow')` from a community package installed in <user folder>/nodes resolves here.
 * The exports are the node API of the Weft server that loaded the package: the very module instances its
 * engine uses, so a `NodeOperationError` a package throws is the engine's own class (its `instanceof`
 * checks hold), whether the server runs from its build or from its sources.
 */
const api = globalThis[Symbol.for('weft.n8n-workflow')];
if (api === undefined) {
  throw new Error('n8n-workflow is provided by the Weft server: load this package through Weft');
}
module.exports = api;
