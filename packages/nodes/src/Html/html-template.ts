/** The `{{ ... }}` segments of a template, with where each starts and ends. */
export function findResolvables(template: string): Array<{ start: number; end: number; text: string }> {
  const found: Array<{ start: number; end: number; text: string }> = [];
  let position = template.indexOf('{{');
  while (position !== -1) {
    // Braces inside the expression (object literals, arrow functions) nest; the segment ends at the outer }}.
    let depth = 0;
    let end = -1;
    for (let index = position + 2; index < template.length; index++) {
      const char = template.charAt(index);
      if (char === '{') depth++;
      else if (char === '}') {
        if (depth === 0 && template.charAt(index + 1) === '}') {
          end = index + 2;
          break;
        }
        depth = Math.max(0, depth - 1);
      }
    }
    if (end === -1) break;
    found.push({ start: position, end, text: template.slice(position, end) });
    position = template.indexOf('{{', end);
  }
  return found;
}

/**
 * The template with each `{{ ... }}` replaced by its value as JavaScript writes it, as n8n 1.123 does: a list
 * as `a,b`, an object as `[object Object]`, a missing value as `undefined`, null as `null`.
 */
export function resolveTemplate(template: string, evaluate: (expression: string) => unknown): string {
  const resolvables = findResolvables(template);
  if (resolvables.length === 0) return template;
  let result = '';
  let from = 0;
  for (const { start, end, text } of resolvables) {
    result += template.slice(from, start) + String(evaluate(`=${text}`));
    from = end;
  }
  return result + template.slice(from);
}
