/**
 * Checks one answer of the public API against the generated OpenAPI document: its status must be one the
 * operation documents, and its body must validate against that response's schema.
 * (Placeholder until the document generator lands: it accepts every answer.)
 */
export function checkAnswerAgainstDocument(_method: string, _path: string, _status: number, _body: unknown): void {}
