import { TemplatesHostError } from '../../api/templates-host';

/** The host did not answer at all (as opposed to answering that the id is unknown). */
export function unreachable(error: unknown): boolean {
  return error instanceof TemplatesHostError && error.status === null;
}
