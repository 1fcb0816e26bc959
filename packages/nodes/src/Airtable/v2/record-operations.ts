import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeApiError, NodeOperationError } from '@weft/workflow';
import { mappedValues } from '../../shared/resource-mapper.js';
import type { ResourceMapperValue } from '../../shared/resource-mapper.js';
import type { AirtableRecord } from '../transport.js';
import { airtableBatchUpdate, airtableRecordsAll, airtableRequest, flattenRecord, withAttachments } from '../transport.js';

/* The record operations of Airtable v2: each item makes its request; the output is Airtable's records. */

type Operation = (this: IExecuteFunctions, items: INodeExecutionData[], base: string, table: string) => Promise<INodeExecutionData[]>;

function options(context: IExecuteFunctions, index: number): IDataObject {
  return context.getNodeParameter('options', index, {}) as IDataObject;
}

function withoutIgnored(fields: IDataObject, ignore: unknown): IDataObject {
  const ignored = (Array.isArray(ignore) ? ignore.map(String) : String(ignore ?? '').split(',')).map((name) => name.trim()).filter(Boolean);
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !ignored.includes(name)));
}

function mapper(context: IExecuteFunctions, index: number): ResourceMapperValue {
  return context.getNodeParameter('columns', index, { mappingMode: 'defineBelow', value: null }) as unknown as ResourceMapperValue;
}

/** The fields an item writes: its own JSON (auto-map) or the mapped columns (define below). */
function fieldsOf(context: IExecuteFunctions, item: INodeExecutionData, index: number, typecast: boolean): IDataObject {
  const columns = mapper(context, index);
  if (columns.mappingMode === 'autoMapInputData') return withoutIgnored(item.json, options(context, index).ignoreFields);
  return mappedValues(context.getNode(), columns, { skipValidation: typecast, itemIndex: index });
}

/** An error with what the user can do about it: a record id that does not exist, a value needing typecast. */
function explained(context: IExecuteFunctions, error: unknown, index: number, id?: string): Error {
  if (error instanceof NodeApiError) {
    if (error.httpCode === '404' && id) error.description = `"${id}" is not the ID of a record in this table`;
    if (error.message.includes('cannot accept the provided value')) {
      error.description = `${error.message}. Turn on the "Typecast" option to let Airtable convert the value.`;
    }
    error.context.itemIndex = index;
    return error;
  }
  return error instanceof Error ? error : new NodeOperationError(context.getNode(), String(error), { itemIndex: index });
}

/** Runs `each` per item; with "continue on fail" a failed item answers its error instead. */
async function perItem(
  context: IExecuteFunctions, items: INodeExecutionData[],
  each: (index: number) => Promise<INodeExecutionData[]>, idOf?: (index: number) => string,
): Promise<INodeExecutionData[]> {
  const output: INodeExecutionData[] = [];
  for (let index = 0; index < items.length; index++) {
    try {
      output.push(...(await each(index)).map((item) => ({ ...item, pairedItem: { item: index } })));
    } catch (error) {
      const failure = explained(context, error, index, idOf?.(index));
      if (!context.continueOnFail()) throw failure;
      output.push({ json: { message: failure.message, error: { message: failure.message, description: (failure as NodeApiError).description ?? null } }, pairedItem: { item: index } });
    }
  }
  return output;
}

const wrap = (records: IDataObject[]): INodeExecutionData[] => records.map((json) => ({ json }));

const create: Operation = async function (items, base, table) {
  return await perItem(this, items, async (index) => {
    const typecast = Boolean(options(this, index).typecast);
    const record = await airtableRequest(this, 'POST', `${base}/${table}`, { typecast, fields: fieldsOf(this, items[index] as INodeExecutionData, index, typecast) });
    return wrap([record]);
  });
};

/** Records of the table whose `columns` equal the values', the first or all. */
function matching(records: AirtableRecord[], columns: string[], values: IDataObject, all: boolean, node: IExecuteFunctions): AirtableRecord[] {
  const found = records.filter((record) => columns.every((column) => record.fields[column] === values[column]));
  if (found.length === 0) {
    throw new NodeOperationError(node.getNode(), 'No record matches the values of the columns to match on', {
      description: `Looked for ${columns.map((column) => `${column} = ${JSON.stringify(values[column])}`).join(', ')}.`,
    });
  }
  return all ? found : found.slice(0, 1);
}

const update: Operation = async function (items, base, table) {
  const endpoint = `${base}/${table}`;
  const matchOn = (mapper(this, 0).matchingColumns ?? []) as string[];
  if (matchOn.length === 0) throw new NodeOperationError(this.getNode(), 'Choose the columns to match on', { description: 'Use "id" to update records by their ID.' });
  const byId = matchOn.includes('id');
  // Matching on columns reads the table once, only those columns.
  const tableRecords = byId ? [] : await airtableRecordsAll(this, endpoint, { fields: matchOn });
  return await perItem(this, items, async (index) => {
    const option = options(this, index);
    const typecast = Boolean(option.typecast);
    const fields = fieldsOf(this, items[index] as INodeExecutionData, index, typecast);
    const records: IDataObject[] = [];
    if (byId) {
      const { id, ...rest } = fields;
      records.push({ id, fields: rest });
    } else {
      for (const match of matching(tableRecords, matchOn, fields, Boolean(option.updateAllMatches), this)) {
        const written = mapper(this, index).mappingMode === 'defineBelow' ? withoutIgnored(fields, matchOn) : fields;
        records.push({ id: match.id, fields: written });
      }
    }
    return wrap(await airtableBatchUpdate(this, endpoint, { typecast }, records));
  }, (index) => String((fieldsOf(this, items[index] as INodeExecutionData, index, true)).id ?? ''));
};

const upsert: Operation = async function (items, base, table) {
  const endpoint = `${base}/${table}`;
  const matchOn = (mapper(this, 0).matchingColumns ?? []) as string[];
  if (matchOn.length === 0) throw new NodeOperationError(this.getNode(), 'Choose the columns to match on');
  const byId = matchOn.includes('id');
  return await perItem(this, items, async (index) => {
    const option = options(this, index);
    const typecast = Boolean(option.typecast);
    const fields = fieldsOf(this, items[index] as INodeExecutionData, index, typecast);
    const { id, ...rest } = fields;
    const body: IDataObject = { typecast };
    if (!byId) body.performUpsert = { fieldsToMergeOn: matchOn };
    try {
      return wrap(await airtableBatchUpdate(this, endpoint, body, [byId ? { id, fields: rest } : { fields }]));
    } catch (error) {
      if (!(error instanceof NodeApiError)) throw error;
      // An id that is not in the table: the record is created instead.
      if (byId && (error.httpCode === '404' || error.httpCode === '422')) {
        const created = await airtableRequest(this, 'POST', endpoint, { typecast, records: [{ fields: rest }] });
        return wrap(created.records as IDataObject[]);
      }
      // Several records share the merge values: Airtable's upsert refuses; update the first (or all) of them.
      if (error.message.includes('Cannot update more than one record')) {
        const formula = `AND(${matchOn.map((column) => `{${column}} = '${String(fields[column] ?? '').replace(/'/g, '\\\'')}'`).join(',')})`;
        const found = await airtableRecordsAll(this, endpoint, { fields: matchOn, filterByFormula: formula });
        const targets = option.updateAllMatches ? found : found.slice(0, 1);
        return wrap(await airtableBatchUpdate(this, endpoint, { typecast }, targets.map((record) => ({ id: record.id, fields }))));
      }
      throw error;
    }
  });
};

const deleteRecord: Operation = async function (items, base, table) {
  const id = (index: number) => String(this.getNodeParameter('id', index));
  return await perItem(this, items, async (index) => wrap([await airtableRequest(this, 'DELETE', `${base}/${table}/${id(index)}`)]), id);
};

const get: Operation = async function (items, base, table) {
  const id = (index: number) => String(this.getNodeParameter('id', index));
  return await perItem(this, items, async (index) => {
    const record = await airtableRequest(this, 'GET', `${base}/${table}/${id(index)}`);
    const download = options(this, index).downloadFields as string[] | undefined;
    if (download && download.length > 0) return await withAttachments(this, [record], download, true);
    return wrap([flattenRecord(record)]);
  }, id);
};

const search: Operation = async function (items, base, table) {
  const endpoint = `${base}/${table}`;
  // From 2.1 the search runs for each input item; 2 ran it once.
  const runs = this.getNode().typeVersion >= 2.1 ? items.length : Math.min(items.length, 1);
  const output: INodeExecutionData[] = [];
  for (let index = 0; index < runs; index++) {
    const paired = this.getNode().typeVersion >= 2.1 ? [{ item: index }] : items.map((_, at) => ({ item: at }));
    try {
      const option = options(this, index);
      const qs: IDataObject = {};
      const formula = String(this.getNodeParameter('filterByFormula', index, '') ?? '');
      if (formula) qs.filterByFormula = formula;
      const fields = option.fields;
      if (fields && (Array.isArray(fields) ? fields.length > 0 : String(fields) !== '')) {
        qs.fields = Array.isArray(fields) ? fields : String(fields).split(',').map((name) => name.trim());
      }
      const sort = (this.getNodeParameter('sort', index, {}) as IDataObject).property;
      if (Array.isArray(sort) && sort.length > 0) qs.sort = sort;
      const view = option.view as IDataObject | undefined;
      if (view?.value) qs.view = this.getNodeParameter('options.view', index, '', { extractValue: true });
      let records: AirtableRecord[];
      if (this.getNodeParameter('returnAll', index)) {
        records = await airtableRecordsAll(this, endpoint, qs);
      } else {
        qs.maxRecords = this.getNodeParameter('limit', index);
        records = (await airtableRequest(this, 'GET', endpoint, undefined, qs)).records as AirtableRecord[];
      }
      const download = option.downloadFields as string[] | undefined;
      const found = download && download.length > 0
        ? await withAttachments(this, records, download, true)
        : records.map((record) => ({ json: flattenRecord(record) }));
      output.push(...found.map((item) => ({ ...item, pairedItem: paired })));
    } catch (error) {
      const failure = explained(this, error, index);
      if (!this.continueOnFail()) throw failure;
      output.push({ json: { message: failure.message, error: { message: failure.message } }, pairedItem: { item: index } });
    }
  }
  return output;
};

export const recordOperations: Record<string, Operation> = { create, upsert, update, deleteRecord, get, search };
