import { z } from 'zod';
import { BadRequestError } from '../../errors.js';

/** Most workflows one page may ask for: the editor asks for 10 at a time. */
export const MAX_TEMPLATE_ROWS = 100;
const DEFAULT_TEMPLATE_ROWS = 20;

const single = (value: unknown) => (Array.isArray(value) ? value.at(-1) : value);

/** `category=1,2`, `category=1&category=2` or `category=` (none): n8n's editor sends a comma list. */
const categoryIds = z.preprocess(
  (value) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','))
    .map((v) => v.trim()).filter((v) => v !== '')),
  z.array(z.string().regex(/^\d+$/, 'category must be category ids separated by commas, e.g. 1,4').transform(Number)),
);

const search = z.preprocess(single, z.string().optional()).transform((s) => s?.trim() ?? '');

const wholeNumber = (what: string, fallback: number, min: number, max: number) => z.preprocess(
  (value) => {
    const v = single(value);
    return v === undefined || v === '' ? String(fallback) : v;
  },
  z.string().regex(/^\d+$/, `${what} must be a whole number from ${min} to ${max}`).transform(Number)
    .pipe(z.number().min(min, `${what} must be a whole number from ${min} to ${max}`).max(max, `${what} must be a whole number from ${min} to ${max}`)),
);

const collectionsQuery = z.object({ category: categoryIds, search });
const workflowsQuery = z.object({
  category: categoryIds,
  search,
  skip: wholeNumber('skip', 0, 0, Number.MAX_SAFE_INTEGER),
  rows: wholeNumber('rows', DEFAULT_TEMPLATE_ROWS, 1, MAX_TEMPLATE_ROWS),
});

export type CollectionsQuery = z.output<typeof collectionsQuery>;
export type WorkflowsQuery = z.output<typeof workflowsQuery>;

function parsed<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  const result = schema.safeParse(raw ?? {});
  if (result.success) return result.data;
  throw new BadRequestError(result.error.issues.map((issue) => issue.message).join('; '));
}

export const parseCollectionsQuery = (raw: unknown): CollectionsQuery => parsed(collectionsQuery, raw);
export const parseWorkflowsQuery = (raw: unknown): WorkflowsQuery => parsed(workflowsQuery, raw);

/** An id in a path; anything but a whole number is a bad request, a number nobody has a 404. */
export function parseTemplateId(raw: unknown, what: 'collection' | 'template'): number {
  const text = String(raw ?? '');
  if (!/^\d{1,15}$/.test(text)) throw new BadRequestError(`The ${what} id must be a whole number (got "${text}")`);
  return Number(text);
}

/** Case-insensitive; every word of the search must occur in the name or the description. */
export function matchesSearch(search: string, ...texts: Array<string | undefined>): boolean {
  if (search === '') return true;
  const haystack = texts.filter(Boolean).join('\n').toLowerCase();
  return search.toLowerCase().split(/\s+/).every((word) => haystack.includes(word));
}

/** n8n's filter: what is in any of the chosen categories (none chosen: everything). */
export function inAnyCategory(chosen: number[], own: number[]): boolean {
  return chosen.length === 0 || own.some((id) => chosen.includes(id));
}
