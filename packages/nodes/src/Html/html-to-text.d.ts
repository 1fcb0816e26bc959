// html-to-text ships no types; the node uses its documented `convert` only.
declare module 'html-to-text' {
  export function convert(html: string, options?: { selectors?: Array<{ selector: string; format: string }> }): string;
}
