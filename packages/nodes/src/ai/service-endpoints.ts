/*
 * The hosted APIs the AI tools call. Tests point them at loopback stand-ins through these environment
 * variables; this is the only place that reads them, and nothing else should set them.
 */

/** The MediaWiki API of English Wikipedia (`api.php`). */
export function wikipediaApiUrl(): string {
  return process.env.WEFT_TEST_WIKIPEDIA_API_URL || 'https://en.wikipedia.org/w/api.php';
}

/** SerpApi's origin (its search is `/search.json`). */
export function serpApiBaseUrl(): string {
  return (process.env.WEFT_TEST_SERPAPI_URL || 'https://serpapi.com').replace(/\/+$/, '');
}
