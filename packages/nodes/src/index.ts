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
export { nodeDocsEntries, nodeDocsEntry, nodeDocsPath, readNodeDocs, readGuide, GUIDE_PAGES } from './docs/node-docs.js';
export type { NodeDocsEntry } from './docs/node-docs.js';
export { renderNodeDocsPage, renderGuidePage, renderDocsIndex, renderDocsNotFound } from './docs/docs-page.js';
export type { DocsSite } from './docs/docs-page.js';
export { loadDocsIcons } from './docs/docs-icons.js';
