/**
 * Orders two present values the way people expect from a sort: numbers by size, text by character
 * codes (as JavaScript's `<` does), dates by time, booleans false before true. Values of different
 * kinds order by kind (booleans, numbers, dates, text, lists, objects) so that the order is total
 * and repeatable; lists and objects compare by their JSON text.
 */
export function compareValues(a: unknown, b: unknown): number {
  const kindA = kindOf(a);
  const kindB = kindOf(b);
  if (kindA !== kindB) return kindA - kindB;
  switch (kindA) {
    case Kind.Boolean:
    case Kind.Number: {
      const x = Number(a);
      const y = Number(b);
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case Kind.Date: return (a as Date).getTime() - (b as Date).getTime();
    case Kind.String: return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0;
    default: {
      const x = JSON.stringify(a);
      const y = JSON.stringify(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
  }
}

const Kind = { Boolean: 0, Number: 1, Date: 2, String: 3, List: 4, Object: 5 } as const;
type Kind = (typeof Kind)[keyof typeof Kind];

function kindOf(value: unknown): Kind {
  switch (typeof value) {
    case 'boolean': return Kind.Boolean;
    case 'number':
    case 'bigint': return Kind.Number;
    case 'string': return Kind.String;
    default:
      if (value instanceof Date) return Kind.Date;
      return Array.isArray(value) ? Kind.List : Kind.Object;
  }
}

/** Missing (undefined) and null values: a sort puts them last whatever the direction. */
export function isMissing(value: unknown): boolean {
  return value === undefined || value === null;
}
