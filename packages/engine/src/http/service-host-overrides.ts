/*
 * Tests point hosted services (Google, Slack, Telegram ...) at loopback stand-ins without the nodes
 * knowing: `WEFT_TEST_SERVICE_HOSTS` maps a service's origin to a stand-in's origin, as JSON, e.g.
 * {"https://sheets.googleapis.com": "http://127.0.0.1:41234"}. In production it is unset and every URL
 * goes where it says. This is the only place that reads it; the HTTP transport and the OAuth
 * authorization redirect both ask it.
 */
let parsedFrom: string | undefined;
let overrides = new Map<string, string>();

function currentOverrides(): Map<string, string> {
  const raw = process.env.WEFT_TEST_SERVICE_HOSTS;
  if (raw === parsedFrom) return overrides;
  parsedFrom = raw;
  overrides = new Map();
  if (!raw) return overrides;
  try {
    for (const [from, to] of Object.entries(JSON.parse(raw) as Record<string, unknown>)) {
      if (typeof to === 'string') overrides.set(new URL(from).origin, new URL(to).origin);
    }
  } catch {
    throw new Error('WEFT_TEST_SERVICE_HOSTS must be a JSON object of origins, e.g. {"https://api.example.com": "http://127.0.0.1:4000"}');
  }
  return overrides;
}

/** `url` with its origin swapped for the stand-in's when tests mapped that origin; otherwise `url` itself. */
export function serviceUrl(url: URL): URL {
  const map = currentOverrides();
  if (map.size === 0) return url;
  const target = map.get(url.origin);
  if (target === undefined) return url;
  return new URL(`${url.pathname}${url.search}${url.hash}`, target);
}

/** The same for a URL given as text (answers the text unchanged when it is not a URL). */
export function serviceUrlText(url: string): string {
  if (currentOverrides().size === 0) return url;
  try {
    return serviceUrl(new URL(url)).toString();
  } catch {
    return url;
  }
}
