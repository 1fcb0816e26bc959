import type { INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** A column of Postgres 1's comma-separated lists: `name` or `name:type` (the value cast to the type). */
export interface CastColumn {
  name: string;
  cast?: string;
}

/*
 * A type name as PostgreSQL writes one (`int`, `varchar(20)`, `numeric(10,2)`, `double precision`,
 * `character varying`, `timestamp with time zone`, `text[]`, `public.mood`). Only those multi-word forms
 * take spaces, so that nothing else (`int or true`) can follow the `::`.
 */
const TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?( precision| varying)?(\(\d+(, ?\d+)?\))?( with(out)? time zone)?(\[\])*$/i;

export function castColumns(node: INode, list: string): CastColumn[] {
  return list.split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    const [name = '', cast] = entry.split(':').map((part) => part.trim());
    if (cast !== undefined && cast !== '' && !TYPE_NAME.test(cast)) {
      throw new NodeOperationError(node, `Invalid column type: "${cast}"`, { description: `The column "${name}" names a type PostgreSQL cannot have.` });
    }
    return { name, ...(cast ? { cast } : {}) };
  });
}

/** `$n` for a value, with its cast. */
export function castParameter(values: unknown[], value: unknown, column: CastColumn): string {
  values.push(value === undefined ? null : value);
  return column.cast ? `$${values.length}::${column.cast}` : `$${values.length}`;
}

/** ` RETURNING` the comma-separated fields (each quoted; `*` stays). */
export function returningClause(fields: string, values: unknown[]): string {
  const names = fields.split(',').map((field) => field.trim()).filter(Boolean);
  if (names.length === 0) return '';
  values.push(names);
  return ` RETURNING $${values.length}:name`;
}
