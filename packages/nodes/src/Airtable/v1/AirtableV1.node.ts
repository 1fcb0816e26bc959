import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { AirtableRecord } from '../transport.js';
import { airtableRecordsAll, airtableRequest, baseAndTable, withAttachments } from '../transport.js';
import { airtableV1Properties } from './airtable-v1.description.js';

/** Airtable 1: append, delete, list, read and update on a table; writes go in batches of up to 10 records. */
export class AirtableV1 implements INodeType {
  description: INodeTypeDescription;

  constructor(base: INodeTypeBaseDescription) {
    this.description = {
      ...base,
      version: 1,
      defaults: { name: 'Airtable' },
      inputs: ['main'],
      outputs: ['main'],
      credentials: [
        { name: 'airtableApi', required: true, displayOptions: { show: { authentication: ['airtableApi'] } } },
        { name: 'airtableTokenApi', required: true, displayOptions: { show: { authentication: ['airtableTokenApi'] } } },
        { name: 'airtableOAuth2Api', required: true, displayOptions: { show: { authentication: ['airtableOAuth2Api'] } } },
      ],
      properties: airtableV1Properties,
    } as INodeTypeDescription;
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const operation = this.getNodeParameter('operation', 0) as string;
    const { base, table } = baseAndTable(this, 'application', 'table');
    const endpoint = `${base}/${table}`;
    const output: INodeExecutionData[] = [];
    const allPaired = items.map((_, item) => ({ item }));

    if (operation === 'list') {
      const qs: IDataObject = {};
      for (const [key, value] of Object.entries(this.getNodeParameter('additionalOptions', 0, {}) as IDataObject)) {
        qs[key] = key === 'sort' ? (value as IDataObject).property : value;
      }
      let records: AirtableRecord[];
      if (this.getNodeParameter('returnAll', 0)) records = await airtableRecordsAll(this, endpoint, qs);
      else records = (await airtableRequest(this, 'GET', endpoint, undefined, { ...qs, maxRecords: this.getNodeParameter('limit', 0) })).records as AirtableRecord[];
      if (this.getNodeParameter('downloadAttachments', 0)) {
        const found = await withAttachments(this, records, String(this.getNodeParameter('downloadFieldNames', 0)), false);
        return [found.map((item) => ({ ...item, pairedItem: allPaired }))];
      }
      return [records.map((json) => ({ json, pairedItem: allPaired }))];
    }

    if (operation === 'read') {
      for (let index = 0; index < items.length; index++) {
        try {
          const record = await airtableRequest(this, 'GET', `${endpoint}/${String(this.getNodeParameter('id', index))}`);
          output.push({ json: record, pairedItem: { item: index } });
        } catch (error) {
          if (!this.continueOnFail()) throw error;
          output.push({ json: { error: (error as Error).message }, pairedItem: { item: index } });
        }
      }
      return [output];
    }

    if (!['append', 'delete', 'update'].includes(operation)) throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not supported`);
    // Writes collect items into batches of "Bulk Size" (Airtable takes up to 10 records a request).
    let batch: IDataObject[] = [];
    for (let index = 0; index < items.length; index++) {
      try {
        const options = this.getNodeParameter('options', index, {}) as IDataObject;
        const bulkSize = Number(options.bulkSize ?? 10) || 10;
        const json = (items[index] as INodeExecutionData).json;
        if (operation === 'delete') {
          batch.push({ id: this.getNodeParameter('id', index) });
        } else {
          const all = this.getNodeParameter(operation === 'append' ? 'addAllFields' : 'updateAllFields', index) as boolean;
          let fields: IDataObject;
          if (all) {
            const { id: _id, ...rest } = json;
            const ignored = operation === 'update' ? String(options.ignoreFields ?? '').split(',').map((name) => name.trim()).filter(Boolean) : [];
            fields = ignored.length > 0 ? Object.fromEntries(Object.entries(json).filter(([name]) => !ignored.includes(name))) : rest;
          } else {
            fields = Object.fromEntries((this.getNodeParameter('fields', index, []) as string[]).map((name) => [name, json[name]]));
          }
          batch.push(operation === 'update' ? { id: this.getNodeParameter('id', index), fields } : { fields });
        }
        if (batch.length === bulkSize || index === items.length - 1) {
          let answer: IDataObject;
          if (operation === 'delete') {
            answer = await airtableRequest(this, 'DELETE', endpoint, undefined, { records: batch.map((entry) => entry.id) });
          } else {
            answer = await airtableRequest(this, operation === 'append' ? 'POST' : 'PATCH', endpoint, { records: batch, ...(options.typecast === true ? { typecast: true } : {}) });
          }
          output.push(...(answer.records as IDataObject[] ?? []).map((json_) => ({ json: json_, pairedItem: { item: index } })));
          batch = [];
        }
      } catch (error) {
        batch = [];
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: index } });
      }
    }
    return [output];
  }
}
