import type { ResourceMapperFieldAnswer } from '@weft/contracts';
import type { INodeProperties, NodeParameterValueType } from '@weft/workflow';

/* n8n's saved value of a `resourceMapper` parameter, and the edits the column mapper makes to it. */

export type MapperField = ResourceMapperFieldAnswer;
export type MappingMode = 'defineBelow' | 'autoMapInputData';

export interface MapperValue {
  mappingMode: MappingMode;
  value: Record<string, unknown> | null;
  matchingColumns: string[];
  schema: MapperField[];
  attemptToConvertTypes: boolean;
  convertFieldsToString: boolean;
}

/** The parameter's `typeOptions.resourceMapper` (n8n's ResourceMapperTypeOptions), the parts the editor reads. */
export interface MapperTypeOptions {
  resourceMapperMethod?: string;
  mode: 'add' | 'update' | 'upsert' | 'map';
  fieldWords?: { singular: string; plural: string };
  addAllFields?: boolean;
  supportAutoMap?: boolean;
  multiKeyMatch?: boolean;
  noFieldsError?: string;
  matchingFieldsLabels?: { title?: string; description?: string; hint?: string };
}

/** n8n's words for the mapped things in headings: "Columns to match on". */
export const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function mapperTypeOptions(parameter: INodeProperties): MapperTypeOptions {
  const options = (parameter.typeOptions?.resourceMapper ?? {}) as Partial<MapperTypeOptions>;
  return { ...options, mode: options.mode ?? 'add', supportAutoMap: options.supportAutoMap ?? true };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whatever the node holds (n8n's default `{ mappingMode, value: null }`, an older save) in the full shape. */
export function mapperValueOf(value: unknown): MapperValue {
  const saved = isRecord(value) ? value : {};
  return {
    mappingMode: saved.mappingMode === 'autoMapInputData' ? 'autoMapInputData' : 'defineBelow',
    value: isRecord(saved.value) ? saved.value : null,
    matchingColumns: Array.isArray(saved.matchingColumns) ? saved.matchingColumns.filter((id): id is string => typeof id === 'string') : [],
    schema: Array.isArray(saved.schema) ? (saved.schema as MapperField[]) : [],
    attemptToConvertTypes: saved.attemptToConvertTypes === true,
    convertFieldsToString: saved.convertFieldsToString === true,
  };
}

export const asParameterValue = (value: MapperValue) => value as unknown as NodeParameterValueType;

/** Matching needs a column to find the record by: n8n's update and upsert modes. */
export const usesMatching = (options: MapperTypeOptions) => options.mode === 'update' || options.mode === 'upsert';

/**
 * The columns just loaded, merged with the saved schema: a column keeps whether the user removed it;
 * a new one is listed when the mapper adds all fields (else only when required). Values and matching
 * columns of columns that no longer exist are dropped; with none chosen, the columns the service
 * matches by default are.
 */
export function mergeSchema(current: MapperValue, loaded: readonly MapperField[], options: MapperTypeOptions): MapperValue {
  const saved = new Map(current.schema.map((field) => [field.id, field]));
  const schema = loaded.map((field): MapperField => {
    const before = saved.get(field.id);
    const removed = before ? before.removed === true : !(options.addAllFields ?? false) && !field.required;
    return { ...field, removed };
  });
  const ids = new Set(schema.map((field) => field.id));
  const value = current.value === null ? null : Object.fromEntries(Object.entries(current.value).filter(([id]) => ids.has(id)));
  let matchingColumns = current.matchingColumns.filter((id) => ids.has(id));
  if (matchingColumns.length === 0 && usesMatching(options)) {
    matchingColumns = schema.filter((field) => field.defaultMatch).map((field) => field.id);
  }
  return { ...current, schema, value, matchingColumns };
}

/** The columns listed under "Values to Send": matching columns first (their value finds the record). */
export function shownFields(value: MapperValue, options: MapperTypeOptions): MapperField[] {
  const matching = usesMatching(options) ? value.matchingColumns : [];
  const listed = value.schema.filter((field) => field.display !== false && !field.removed && !matching.includes(field.id) && !field.readOnly);
  const matched = matching.map((id) => value.schema.find((field) => field.id === id)).filter((field): field is MapperField => field !== undefined);
  return [...matched, ...listed];
}

/** The columns that can be added back: removed ones the service lets us write. */
export function addableFields(value: MapperValue, options: MapperTypeOptions): MapperField[] {
  const matching = usesMatching(options) ? value.matchingColumns : [];
  return value.schema.filter((field) => field.display !== false && field.removed === true && !field.readOnly && !matching.includes(field.id));
}

/** The columns the record can be found by. */
export function matchableFields(value: MapperValue): MapperField[] {
  return value.schema.filter((field) => field.canBeUsedToMatch !== false && field.display !== false);
}

export function setFieldValue(current: MapperValue, id: string, next: unknown): MapperValue {
  const value = { ...(current.value ?? {}) };
  if (next === undefined) delete value[id];
  else value[id] = next;
  return { ...current, value };
}

function markRemoved(current: MapperValue, ids: ReadonlySet<string>, removed: boolean): MapperValue {
  const schema = current.schema.map((field) => (ids.has(field.id) ? { ...field, removed } : field));
  if (!removed) return { ...current, schema };
  const value = current.value === null ? null : Object.fromEntries(Object.entries(current.value).filter(([id]) => !ids.has(id)));
  return { ...current, schema, value };
}

/** Takes the column out of the list; its value goes with it (n8n leaves removed columns out of what it sends). */
export const removeField = (current: MapperValue, id: string) => markRemoved(current, new Set([id]), true);
export const addField = (current: MapperValue, id: string) => markRemoved(current, new Set([id]), false);
export const removeAllFields = (current: MapperValue, options: MapperTypeOptions) =>
  markRemoved(current, new Set(shownFields(current, options).filter((field) => !current.matchingColumns.includes(field.id) || !usesMatching(options)).map((field) => field.id)), true);
export const addAllFields = (current: MapperValue, options: MapperTypeOptions) =>
  markRemoved(current, new Set(addableFields(current, options).map((field) => field.id)), false);

export function setMappingMode(current: MapperValue, mappingMode: MappingMode): MapperValue {
  return { ...current, mappingMode };
}

/** The matching columns chosen; a column used to match is listed again so its value can be given. */
export function setMatchingColumns(current: MapperValue, ids: readonly string[]): MapperValue {
  const matching = new Set(ids);
  const shown = markRemoved(current, matching, false);
  return { ...shown, matchingColumns: [...ids] };
}

const INPUT_TYPES: Record<NonNullable<MapperField['type']>, INodeProperties['type']> = {
  string: 'string', number: 'number', boolean: 'boolean', dateTime: 'dateTime', time: 'string', object: 'json', options: 'options', array: 'json',
};

/**
 * The column as a parameter description, so that its row uses the editor's own input of that type
 * (and its expression switch and drop zone). The name is unique within the node so that a full
 * expression editor opened for one column is not opened for a parameter of the same name.
 */
export function fieldParameter(mapperName: string, field: MapperField): INodeProperties {
  const type = INPUT_TYPES[field.type ?? 'string'];
  return {
    displayName: field.displayName,
    name: `${mapperName}.${field.id}`,
    type,
    default: type === 'boolean' ? false : type === 'number' ? null : '',
    required: field.required,
    ...(field.options ? { options: field.options.map((option) => ({ name: option.name, value: option.value })) } : {}),
  } as INodeProperties;
}
