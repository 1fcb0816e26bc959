/**
 * Values typed into the small inputs of a filter condition or an Edit Fields row: text holding a
 * `{{ }}` segment is an expression, saved with n8n's '=' prefix so the node evaluates it, and shown
 * without it.
 */
export function inlineValueFromText(text: string): string {
  return text.includes('{{') ? `=${text}` : text;
}

export function inlineValueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.startsWith('=') ? text.slice(1) : text;
}

export const isInlineExpression = (value: unknown) => typeof value === 'string' && value.startsWith('=');
