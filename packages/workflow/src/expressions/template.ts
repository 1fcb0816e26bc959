/** A piece of an expression template: literal text, or the code of one `{{ }}` segment. */
export type TemplatePart = { type: 'text'; text: string } | { type: 'code'; code: string };

/** A parameter value is an expression when it is a string starting with '='. */
export function isExpression(value: unknown): value is string {
  return typeof value === 'string' && value.charCodeAt(0) === 61;
}

/**
 * Splits a template (the text after '=') into text and code, by n8n's rules: a segment opens at
 * `{{` and closes at the first `}}` after it (`\}}` inside code stands for `}}`, `\{{` in text for
 * `{{`); a segment left open runs to the end of the text.
 */
export function splitTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let text = '';
  let index = 0;
  while (index < template.length) {
    const open = template.indexOf('{{', index);
    if (open === -1) {
      text += template.slice(index);
      break;
    }
    if (open - 1 >= index && template.charCodeAt(open - 1) === 92) {
      text += `${template.slice(index, open - 1)}{{`;
      index = open + 2;
      continue;
    }
    text += template.slice(index, open);
    if (text !== '') parts.push({ type: 'text', text });
    text = '';
    let code = '';
    let cursor = open + 2;
    for (;;) {
      const close = template.indexOf('}}', cursor);
      if (close === -1) {
        code += template.slice(cursor);
        cursor = template.length;
        break;
      }
      if (close - 1 >= cursor && template.charCodeAt(close - 1) === 92) {
        code += `${template.slice(cursor, close - 1)}}}`;
        cursor = close + 2;
        continue;
      }
      code += template.slice(cursor, close);
      cursor = close + 2;
      break;
    }
    parts.push({ type: 'code', code });
    index = cursor;
  }
  if (text !== '') parts.push({ type: 'text', text });
  return parts;
}
