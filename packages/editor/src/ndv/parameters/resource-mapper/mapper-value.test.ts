import { describe, expect, it } from 'vitest';
import type { INode, INodeProperties } from '@weft/workflow';
import { mapperFieldsQuery, mapperFieldsQueryKey } from './mapper-fields-request';
import {
  addableFields, addField, fieldParameter, mapperValueOf, mergeSchema, removeField, setFieldValue, setMatchingColumns, shownFields,
} from './mapper-value';
import type { MapperField, MapperTypeOptions } from './mapper-value';

const column = (id: string, extra: Partial<MapperField> = {}): MapperField => ({
  id, displayName: id, required: false, defaultMatch: false, canBeUsedToMatch: true, display: true, type: 'string', ...extra,
});
const contacts = [column('id', { readOnly: true, defaultMatch: true }), column('Name', { required: true }), column('Stage', { type: 'options', options: [{ name: 'Lead', value: 'Lead' }] }), column('Score', { type: 'number' })];
const add: MapperTypeOptions = { mode: 'add', addAllFields: true, supportAutoMap: true };
const update: MapperTypeOptions = { mode: 'update', addAllFields: true, supportAutoMap: true, multiKeyMatch: true };
const ids = (fields: MapperField[]) => fields.map((field) => field.id);

describe('resource mapper value', () => {
  it("turns n8n's default into the full saved shape, the loaded columns as its schema", () => {
    const merged = mergeSchema(mapperValueOf({ mappingMode: 'defineBelow', value: null }), contacts, add);
    expect(merged).toEqual({
      mappingMode: 'defineBelow', value: null, matchingColumns: [], attemptToConvertTypes: false, convertFieldsToString: false,
      schema: contacts.map((field) => ({ ...field, removed: false })),
    });
    // Computed columns cannot be written: they are not offered when adding a record.
    expect(ids(shownFields(merged, add))).toEqual(['Name', 'Stage', 'Score']);
  });

  it('keeps removed columns removed when the columns load again, and drops values of columns that are gone', () => {
    let value = mergeSchema(mapperValueOf(undefined), contacts, add);
    value = setFieldValue(setFieldValue(value, 'Name', '={{ $json.name }}'), 'Score', 3);
    value = removeField(value, 'Stage');
    const reloaded = mergeSchema(value, [contacts[1]!, contacts[2]!, column('Owner')], add);
    expect(ids(shownFields(reloaded, add))).toEqual(['Name', 'Owner']);
    expect(reloaded.value).toEqual({ Name: '={{ $json.name }}' });
    expect(ids(addableFields(reloaded, add))).toEqual(['Stage']);
  });

  it('lists only required columns when the mapper does not add all fields', () => {
    const merged = mergeSchema(mapperValueOf(undefined), contacts, { mode: 'add', addAllFields: false });
    expect(ids(shownFields(merged, { mode: 'add' }))).toEqual(['Name']);
    expect(ids(addableFields(merged, { mode: 'add' }))).toEqual(['Stage', 'Score']);
  });

  it('removing a column takes its value out; adding it back lists it again, empty', () => {
    const value = setFieldValue(mergeSchema(mapperValueOf(undefined), contacts, add), 'Score', 7);
    const removed = removeField(value, 'Score');
    expect(removed.value).toEqual({});
    expect(removed.schema.find((field) => field.id === 'Score')?.removed).toBe(true);
    const back = addField(removed, 'Score');
    expect(ids(shownFields(back, add))).toEqual(['Name', 'Stage', 'Score']);
    expect(back.value).toEqual({});
  });

  it('matches on the default match column when none is chosen, listing it first even when read-only', () => {
    const merged = mergeSchema(mapperValueOf(undefined), contacts, update);
    expect(merged.matchingColumns).toEqual(['id']);
    expect(ids(shownFields(merged, update))).toEqual(['id', 'Name', 'Stage', 'Score']);
    const byName = setMatchingColumns(removeField(merged, 'Name'), ['Name']);
    expect(ids(shownFields(byName, update))).toEqual(['Name', 'Stage', 'Score']);
    expect(mergeSchema(byName, contacts, update).matchingColumns).toEqual(['Name']);
  });

  it("gives each column the editor's input of its type", () => {
    expect(fieldParameter('columns', contacts[3]!)).toMatchObject({ type: 'number', name: 'columns.Score', displayName: 'Score' });
    expect(fieldParameter('columns', contacts[2]!)).toMatchObject({ type: 'options', options: [{ name: 'Lead', value: 'Lead' }] });
    expect(fieldParameter('columns', column('Done', { type: 'boolean' }))).toMatchObject({ type: 'boolean', default: false });
  });
});

describe('resource mapper columns request', () => {
  const airtable = (parameters: INode['parameters']): INode => ({
    id: 'a', name: 'Airtable', type: 'n8n-nodes-base.airtable', typeVersion: 2.1, position: [0, 0], parameters,
    credentials: { airtableTokenApi: { id: '1', name: 'Airtable' } },
  });
  const columns: INodeProperties = {
    displayName: 'Columns', name: 'columns', type: 'resourceMapper', default: {},
    typeOptions: { loadOptionsDependsOn: ['table.value', 'base.value'], resourceMapper: { resourceMapperMethod: 'getColumns', mode: 'add' } },
  };
  const key = (parameters: INode['parameters']) => JSON.stringify(mapperFieldsQueryKey(airtable(parameters), columns, 'columns', 'getColumns'));
  const table = (value: string) => ({ __rl: true, mode: 'id', value });

  it('loads again when the table changes, not when a column value is typed', () => {
    expect(key({ table: table('tblA'), columns: { value: { Name: 'a' } } })).toBe(key({ table: table('tblA'), columns: { value: { Name: 'ab' } } }));
    expect(key({ table: table('tblA') })).not.toBe(key({ table: table('tblB') }));
  });

  it("asks the way n8n's editor does", () => {
    expect(mapperFieldsQuery(airtable({ table: table('tblA') }), 'columns', 'getColumns')).toEqual({
      nodeTypeAndVersion: '{"name":"n8n-nodes-base.airtable","version":2.1}',
      path: 'parameters.columns',
      methodName: 'getColumns',
      currentNodeParameters: '{"table":{"__rl":true,"mode":"id","value":"tblA"}}',
      credentials: '{"airtableTokenApi":{"id":"1","name":"Airtable"}}',
    });
  });
});
