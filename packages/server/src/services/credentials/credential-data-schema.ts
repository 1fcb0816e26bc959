import type { PublicCredentialDataSchema } from '@weft/contracts';
import { deepEqual, isPlainObject, type IDataObject, type INodeProperties } from '@weft/workflow';
import { BadRequestError } from '../../errors.js';
import { cleanCredentialData } from './credential-data.js';

type JsonSchema = Record<string, unknown>;

/**
 * When a required field must be given: always, never (it is never shown), or when every named field
 * holds one of its listed values (a field left out counts as its default).
 */
type Requirement = 'always' | 'never' | { when: Record<string, unknown[]> };

/** The fields a client sets: hidden ones always keep their defaults, notices hold nothing. */
function settableProperties(properties: INodeProperties[]): INodeProperties[] {
  return properties.filter((property) => property.type !== 'hidden' && property.type !== 'notice');
}

/**
 * Reads a required property's `displayOptions.show` as n8n's public API does, with what n8n's reading
 * misses: every key counts (not only the first), every listed value (not only the first), and a key
 * naming a hidden field is decided by that field's fixed default. A condition Weft cannot state in a
 * schema (n8n's `_cnd` operators, keys that are not fields) does not make the field required.
 */
function requirementOf(property: INodeProperties, properties: INodeProperties[]): Requirement {
  if (!property.required) return 'never';
  const show = property.displayOptions?.show;
  if (!show) return 'always';
  const when: Record<string, unknown[]> = {};
  for (const [key, values] of Object.entries(show)) {
    if (!values) continue;
    const field = properties.find((candidate) => candidate.name === key);
    if (!field || values.some(isPlainObject)) return 'never';
    if (field.type === 'hidden') {
      if (!values.some((value) => deepEqual(value, field.default))) return 'never';
      continue;
    }
    when[key] = [...values];
  }
  return Object.keys(when).length === 0 ? 'always' : { when };
}

function jsonTypeOf(property: INodeProperties): JsonSchema {
  switch (property.type) {
    case 'string': case 'color': case 'dateTime': case 'credentialsSelect': return { type: 'string' };
    case 'number': return { type: 'number' };
    case 'boolean': return { type: 'boolean' };
    case 'json': return { type: ['string', 'object'] };
    case 'collection': case 'fixedCollection': return { type: 'object' };
    case 'options': return withValueType(optionValues(property));
    case 'multiOptions': return { type: 'array', items: withValueType(optionValues(property)) };
    default: return {};
  }
}

function optionValues(property: INodeProperties): unknown[] {
  const options = property.options as Array<{ value?: unknown }> | undefined;
  return (options ?? []).map((option) => option.value).filter((value) => value !== undefined);
}

function withValueType(values: unknown[]): JsonSchema {
  const types = new Set(values.map((value) => typeof value));
  const [only] = types;
  return { ...(types.size === 1 && only !== undefined ? { type: only } : {}), ...(values.length > 0 ? { enum: values } : {}) };
}

/**
 * The JSON schema of a credential type's `data`, shaped as n8n's public API builds it: the fields,
 * those always required, and an if/then for each condition under which more fields are required.
 */
export function credentialDataSchema(properties: INodeProperties[]): PublicCredentialDataSchema {
  const settable = settableProperties(properties);
  const schema: PublicCredentialDataSchema = { additionalProperties: false, type: 'object', properties: {}, required: [] };
  const conditions = new Map<string, { when: Record<string, unknown[]>; required: string[] }>();
  for (const property of settable) {
    schema.properties[property.name] = jsonTypeOf(property);
    const requirement = requirementOf(property, properties);
    if (requirement === 'always') schema.required.push(property.name);
    if (typeof requirement !== 'object') continue;
    const key = JSON.stringify(requirement.when);
    const condition = conditions.get(key) ?? { when: requirement.when, required: [] };
    condition.required.push(property.name);
    conditions.set(key, condition);
  }
  if (conditions.size > 0) {
    schema.allOf = [...conditions.values()].map(({ when, required }) => {
      // A field left out holds its default: it must be present for the condition only when its default fails it.
      const present = Object.keys(when).filter((name) => !matches(when[name] ?? [], defaultOf(settable, name)));
      return {
        if: {
          properties: Object.fromEntries(Object.entries(when).map(([name, values]) => [name, { enum: values }])),
          ...(present.length > 0 ? { required: present } : {}),
        },
        then: { required },
      };
    });
  }
  return schema;
}

function defaultOf(properties: INodeProperties[], name: string): unknown {
  return properties.find((property) => property.name === name)?.default;
}

function matches(values: unknown[], value: unknown): boolean {
  return values.some((candidate) => deepEqual(candidate, value));
}

/**
 * Checks a new credential's data against the rules `credentialDataSchema` states, as n8n's public API
 * checks it against that schema: no field the type lacks, each value of its field's kind, and every
 * field required for the values given present. Throws a 400 naming the first field that fails.
 */
export function assertCompleteCredentialData(typeName: string, properties: INodeProperties[], data: IDataObject): void {
  const settable = settableProperties(properties);
  const unknown = Object.keys(data).find((key) => !settable.some((property) => property.name === key));
  if (unknown !== undefined) {
    throw new BadRequestError(`data.${unknown} is not a field of the credential type "${typeName}"`,
      'GET /credentials/schema/{credentialTypeName} lists its fields.');
  }
  cleanCredentialData(settable, data);
  const valueOf = (name: string) => data[name] ?? defaultOf(settable, name);
  for (const property of settable) {
    if (data[property.name] !== undefined && data[property.name] !== null) continue;
    const requirement = requirementOf(property, properties);
    const required = requirement === 'always'
      || (typeof requirement === 'object' && Object.entries(requirement.when).every(([name, values]) => matches(values, valueOf(name))));
    if (required) throw new BadRequestError(`data.${property.name} is required for a credential of type "${typeName}"`);
  }
}
