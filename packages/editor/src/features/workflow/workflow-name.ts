import { WORKFLOW_NAME_MAX_LENGTH } from '@weft/contracts';

export type NameEditResult =
  | { kind: 'unchanged' }
  | { kind: 'empty' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'rename'; name: string };

/** What confirming an inline name edit does (spec admin §5): trimmed; empty is refused; same name just closes. */
export function decideNameEdit(current: string, input: string): NameEditResult {
  const name = input.trim();
  if (name === '') return { kind: 'empty' };
  if (name === current) return { kind: 'unchanged' };
  if (name.length > WORKFLOW_NAME_MAX_LENGTH) return { kind: 'tooLong', max: WORKFLOW_NAME_MAX_LENGTH };
  return { kind: 'rename', name };
}
