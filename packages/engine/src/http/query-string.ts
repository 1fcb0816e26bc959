export type ArrayFormat = 'indices' | 'brackets' | 'repeat' | 'comma';

function encode(value: string): string {
  return encodeURIComponent(value);
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function append(pairs: string[], key: string, value: unknown, format: ArrayFormat): void {
  if (value === undefined) return;
  if (value === null) {
    pairs.push(`${encode(key)}=`);
    return;
  }
  if (Array.isArray(value)) {
    if (format === 'comma') {
      pairs.push(`${encode(key)}=${encode(value.map(scalar).join(','))}`);
      return;
    }
    value.forEach((entry, index) => {
      const name = format === 'indices' ? `${key}[${index}]` : format === 'brackets' ? `${key}[]` : key;
      append(pairs, name, entry, format);
    });
    return;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [child, entry] of Object.entries(value as Record<string, unknown>)) append(pairs, `${key}[${child}]`, entry, format);
    return;
  }
  pairs.push(`${encode(key)}=${encode(scalar(value))}`);
}

/** A query string as the `qs` library writes it (nested objects as `a[b]=c`), without the `?`. */
export function stringifyQuery(query: Record<string, unknown>, format: ArrayFormat = 'indices'): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) append(pairs, key, value, format);
  return pairs.join('&');
}

/** Adds `query` to a URL that may already have a query string. */
export function withQuery(url: URL, query: Record<string, unknown> | undefined, format: ArrayFormat = 'indices'): URL {
  if (!query || Object.keys(query).length === 0) return url;
  const extra = stringifyQuery(query, format);
  if (extra === '') return url;
  const result = new URL(url);
  result.search = result.search ? `${result.search}&${extra}` : `?${extra}`;
  return result;
}
