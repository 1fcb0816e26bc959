// The node library's entry: the registry (descriptions now, each node's code on first use) and the
// helpers the server calls. Node classes are not exported: importing one here would load it, and
// its libraries, with the entry.
export { builtinNodeTypes, builtinNodes, listNodeTypeDescriptions } from './builtin-node-types.js';
export { getNodeIcon, readNodeIcon } from './node-icons.js';
export type { NodeIcon } from './node-icons.js';
export { builtinCredentialTypes, builtinCredentialTypeList } from './credentials/builtin-credential-types.js';
export { formSubmittedAnswer, formFailedAnswer, redirectAnswer } from './FormTrigger/form-answers.js';
export { renderMessagePage } from './FormTrigger/form-page.renderer.js';
export { FORM_NEXT_PAGE_HEADER } from './FormTrigger/form-webhook.handler.js';
export { CHAT_USER_HEADER } from './ChatTrigger/chat-user-header.js';
// Which types have a docs page; the pages themselves are rendered by `@weft/nodes/docs`.
export { nodeDocsEntries, nodeDocsPath } from './docs/node-docs.js';
