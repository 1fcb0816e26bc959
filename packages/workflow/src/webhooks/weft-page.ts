/**
 * Set by a node on an HTML answer that is a page of Weft's own (a form, the hosted chat, a message
 * page), never by a workflow's Respond to Webhook: the server then gives the page its
 * content-security policy and drops this header. The value lists the `script-src` sources of the
 * page's inline scripts (`'sha256-…'` hashes), or `'none'`.
 */
export const WEFT_PAGE_HEADER = 'x-weft-page-scripts';
