import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult, INodePropertyOptions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { ResourceMapperField, ResourceMapperFields } from '../../shared/resource-mapper.js';
import { airtableRequest } from '../transport.js';

/* The editor's lists for the Airtable node: bases, tables and views (From List), columns, the columns mapper. */

interface TableSchema { id: string; name: string; fields: Array<{ name: string; type: string; options?: { choices?: Array<{ name: string }> } }>; views?: Array<{ id: string; name: string }> }

/** The base's or table's id as the locator holds it (a URL, an id, or a list pick). */
function locatorId(context: ILoadOptionsFunctions, name: string): string {
  const value = context.getNodeParameter(name, '') as { value?: unknown; mode?: string } | string;
  const raw = typeof value === 'object' && value !== null ? String(value.value ?? '') : String(value);
  if (typeof value === 'object' && value.mode === 'url') {
    const parts = /https:\/\/airtable\.com\/([a-zA-Z0-9]{2,})(?:\/([a-zA-Z0-9]{2,}))?/.exec(raw);
    return (name === 'base' ? parts?.[1] : parts?.[2]) ?? raw;
  }
  return raw;
}

function matches(filter: string | undefined, name: string): boolean {
  return !filter || name.toLowerCase().includes(filter.toLowerCase());
}

async function tableSchema(context: ILoadOptionsFunctions): Promise<TableSchema> {
  const base = locatorId(context, 'base');
  const tableId = locatorId(context, 'table');
  const answer = await airtableRequest(context, 'GET', `meta/bases/${base}/tables`);
  const table = (answer.tables as TableSchema[] ?? []).find((candidate) => candidate.id === tableId || candidate.name === tableId);
  if (!table) {
    throw new NodeOperationError(context.getNode(), `The table "${tableId}" is not in the base "${base}"`, {
      description: 'Pick the table again: it may have been removed or the credential may not reach it.',
    });
  }
  return table;
}

export const listSearch = {
  async baseSearch(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
    const answer = await airtableRequest(this, 'GET', 'meta/bases', undefined, paginationToken ? { offset: paginationToken } : undefined);
    const bases = (answer.bases as IDataObject[] ?? []).filter((base) => matches(filter, String(base.name)));
    return {
      results: bases.map((base) => ({ name: String(base.name), value: String(base.id), url: `https://airtable.com/${String(base.id)}` })),
      ...(typeof answer.offset === 'string' ? { paginationToken: answer.offset } : {}),
    };
  },

  async tableSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const base = locatorId(this, 'base');
    const answer = await airtableRequest(this, 'GET', `meta/bases/${base}/tables`);
    const tables = (answer.tables as TableSchema[] ?? []).filter((table) => matches(filter, table.name));
    return { results: tables.map((table) => ({ name: table.name, value: table.id, url: `https://airtable.com/${base}/${table.id}` })) };
  },

  async viewSearch(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const table = await tableSchema(this);
    return { results: (table.views ?? []).filter((view) => matches(filter, view.name)).map((view) => ({ name: view.name, value: view.id })) };
  },
};

export const loadOptions = {
  async getColumns(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const table = await tableSchema(this);
    return table.fields.map((field) => ({ name: field.name, value: field.name, description: `Type: ${field.type}` }));
  },

  async getColumnsWithRecordId(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    return [{ name: 'id', value: 'id', description: 'Type: primaryFieldId' }, ...await loadOptions.getColumns.call(this)];
  },

  async getAttachmentColumns(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const table = await tableSchema(this);
    return table.fields.filter((field) => field.type.toLowerCase().includes('attachment'))
      .map((field) => ({ name: field.name, value: field.name, description: `Type: ${field.type}` }));
  },
};

// Airtable computes these; they can be matched on but not written.
const COMPUTED = ['autoNumber', 'button', 'count', 'createdBy', 'createdTime', 'formula', 'lastModifiedBy', 'lastModifiedTime', 'lookup', 'rollup', 'externalSyncSource', 'multipleLookupValues'];

const TYPES: Record<string, ResourceMapperField['type']> = {
  rating: 'number', percent: 'number', number: 'number', duration: 'number', currency: 'number',
  checkbox: 'boolean', dateTime: 'dateTime', date: 'dateTime', singleSelect: 'options',
  multipleSelects: 'array', multipleRecordLinks: 'array', multipleAttachments: 'array',
};

export const resourceMapping = {
  async getColumns(this: ILoadOptionsFunctions): Promise<ResourceMapperFields> {
    const table = await tableSchema(this);
    return {
      fields: table.fields.map((field) => {
        const computed = COMPUTED.includes(field.type);
        const choices = field.options?.choices;
        return {
          id: field.name, displayName: field.name, required: false, defaultMatch: false, canBeUsedToMatch: true, display: true,
          type: TYPES[field.type] ?? 'string',
          ...(choices ? { options: choices.map((choice) => ({ name: choice.name, value: choice.name })) } : {}),
          readOnly: computed, removed: computed,
        };
      }),
    };
  },

  async getColumnsWithRecordId(this: ILoadOptionsFunctions): Promise<ResourceMapperFields> {
    const { fields } = await resourceMapping.getColumns.call(this);
    return { fields: [{ id: 'id', displayName: 'id', required: false, defaultMatch: true, display: true, type: 'string', readOnly: true }, ...fields] };
  },
};
