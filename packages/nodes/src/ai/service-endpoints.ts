/*
 * The hosted APIs the AI nodes call whose addresses are not in a credential. Tests point them at loopback
 * stand-ins through these environment variables; this is the only place that reads them.
 */

/** The MediaWiki API of English Wikipedia (`api.php`). */
export function wikipediaApiUrl(): string {
  return process.env.WEFT_TEST_WIKIPEDIA_API_URL || 'https://en.wikipedia.org/w/api.php';
}

/** SerpApi's origin (its search is `/search.json`). */
export function serpApiBaseUrl(): string {
  return (process.env.WEFT_TEST_SERPAPI_URL || 'https://serpapi.com').replace(/\/+$/, '');
}

/** Pinecone's control plane, unless PINECONE_CONTROLLER_HOST names another (as Pinecone's own clients allow). */
export function pineconeControllerUrl(): string {
  return (process.env.PINECONE_CONTROLLER_HOST || 'https://api.pinecone.io').replace(/\/$/, '');
}
