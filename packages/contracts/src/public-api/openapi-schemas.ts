import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

type Io = 'input' | 'output';

export interface DocumentSchemas {
  /**
   * The JSON Schema (draft 2020-12, as OpenAPI 3.1 uses) of a request part (`input`: before defaults and
   * coercion) or of an answer (`output`). Schemas with `.meta({ id })` are moved to `components/schemas`
   * and referenced; an id whose request form differs from its answer form gets a second component, `<id>Input`.
   */
  convert(schema: z.ZodType, io: Io): JsonSchema;
  components(): Record<string, JsonSchema>;
}

const DEFS_REF = /^#\/\$defs\/(.+)$/;

/** Convert the answers' schemas first: their components keep the plain names. */
export function documentSchemas(): DocumentSchemas {
  const components = new Map<string, JsonSchema>();
  const canonical = new Map<string, string>();

  const store = (name: string, schema: JsonSchema) => {
    const known = components.get(name);
    if (known && JSON.stringify(known) !== JSON.stringify(schema)) {
      throw new Error(`Two different schemas of the public API have the id "${name}"`);
    }
    components.set(name, schema);
  };

  return {
    convert(schema, io) {
      const { $schema: _dialect, $defs = {}, ...root } = z.toJSONSchema(schema, {
        target: 'draft-2020-12', io, metadata: z.globalRegistry, unrepresentable: 'any',
      }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
      for (const id of Object.keys($defs)) {
        // zod names a recursive schema without an id `__schema0`: the name would clash between routes.
        if (id.startsWith('__schema')) throw new Error('A recursive schema of the public API needs .meta({ id }) to be named in the document');
      }
      const renamed = io === 'output' ? new Set<string>() : differingFromAnswers($defs, canonical);
      const nameOf = (id: string) => (renamed.has(id) ? `${id}Input` : id);
      for (const [id, def] of Object.entries($defs)) {
        if (io === 'output') canonical.set(id, JSON.stringify(def));
        store(nameOf(id), rewriteRefs(def, nameOf));
      }
      return rewriteRefs(root, nameOf);
    },
    components: () => Object.fromEntries(components),
  };
}

/**
 * The ids whose request form differs from their answer form: their own JSON differs, or they refer to
 * one that does (its component is renamed, so theirs is too).
 */
function differingFromAnswers(defs: Record<string, JsonSchema>, canonical: Map<string, string>): Set<string> {
  const texts = Object.fromEntries(Object.entries(defs).map(([id, def]) => [id, JSON.stringify(def)]));
  const differing = new Set(Object.keys(defs).filter((id) => canonical.has(id) && canonical.get(id) !== texts[id]));
  let grew = true;
  while (grew) {
    grew = false;
    for (const [id, text] of Object.entries(texts)) {
      if (differing.has(id)) continue;
      if ([...differing].some((other) => text.includes(JSON.stringify(`#/$defs/${other}`)))) {
        differing.add(id);
        grew = true;
      }
    }
  }
  return differing;
}

function rewriteRefs(value: JsonSchema, nameOf: (id: string) => string): JsonSchema {
  return rewrite(value, nameOf) as JsonSchema;
}

function rewrite(value: unknown, nameOf: (id: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, nameOf));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => {
    if (key !== '$ref' || typeof item !== 'string') return [key, rewrite(item, nameOf)];
    if (item === '#') throw new Error('A recursive schema of the public API needs .meta({ id }) to be named in the document');
    const match = DEFS_REF.exec(item);
    return [key, match ? `#/components/schemas/${nameOf(match[1] ?? '')}` : item];
  }));
}
