import type {
  IDataObject, IExecuteFunctions, ILoadOptionsFunctions, INodeExecutionData, INodePropertyOptions, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { errorItem } from '../shared/item-loop.helper.js';
import { toItems } from '../shared/service-request.js';
import { rowProperties } from './descriptions/row.description.js';
import { manualFilter, rowFilter } from './filters.js';
import { postgrestRequest } from './transport.js';

/* `n8n-nodes-base.supabase` 1: rows of a Supabase table through its PostgREST API. */

/** PostgREST answers at most this many rows a request unless the project raises max-rows. */
const PAGE_SIZE = 1000;

export class Supabase implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Supabase',
    name: 'n8n-nodes-base.supabase',
    icon: 'file:supabase.svg',
    group: ['input'],
    version: 1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Creates, reads, updates and deletes rows of Supabase tables',
    defaults: { name: 'Supabase' },
    inputs: ['main'],
    outputs: ['main'],
    usableAsTool: true,
    credentials: [{ name: 'supabaseApi', required: true }],
    codex: { categories: ['Data & Storage', 'Development'], alias: ['supabase', 'postgres', 'postgrest', 'database'] },
    properties: [
      { displayName: 'Use Custom Schema', name: 'useCustomSchema', type: 'boolean', default: false, noDataExpression: true, description: 'Whether the table is in a schema other than "public" (the schema must be exposed in the project\'s API settings)' },
      { displayName: 'Schema', name: 'schema', type: 'string', default: 'public', noDataExpression: false, displayOptions: { show: { useCustomSchema: [true] } } },
      { displayName: 'Resource', name: 'resource', type: 'options', default: 'row', noDataExpression: true, options: [{ name: 'Row', value: 'row' }] },
      ...rowProperties,
    ],
  };

  methods = {
    loadOptions: {
      /** The tables (and views) the PostgREST OpenAPI root lists in the schema; functions (/rpc/...) left out. */
      async getTables(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        const root = await postgrestRequest(this, 'GET', '/') as { paths?: IDataObject };
        return Object.keys(root.paths ?? {}).filter((path) => path !== '/' && !path.startsWith('/rpc/'))
          .map((path) => path.slice(1)).sort().map((name) => ({ name, value: name }));
      },
      /** The columns of the chosen table, from the OpenAPI root's definitions. */
      async getTableColumns(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        const table = String(this.getCurrentNodeParameter('tableId') ?? '');
        const root = await postgrestRequest(this, 'GET', '/') as { definitions?: Record<string, { properties?: IDataObject }> };
        return Object.keys(root.definitions?.[table]?.properties ?? {}).map((name) => ({ name, value: name }));
      },
    },
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const operation = this.getNodeParameter('operation', 0) as string;
    const output: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      try {
        const table = `/${encodeURIComponent(String(this.getNodeParameter('tableId', itemIndex)))}`;
        if (operation === 'create') {
          const rows = await postgrestRequest(this, 'POST', table, '', record(this, items[itemIndex] as INodeExecutionData, itemIndex), itemIndex);
          output.push(...toItems(rows as IDataObject[], itemIndex));
        } else if (operation === 'update' || operation === 'delete') {
          const query = rowFilter(this, itemIndex);
          if (query === '') {
            throw new NodeOperationError(this.getNode(), `Set at least one condition for ${operation === 'update' ? 'Update' : 'Delete'}`, {
              itemIndex, description: `Without a condition the ${operation} would reach every row of the table.`,
            });
          }
          const body = operation === 'update' ? record(this, items[itemIndex] as INodeExecutionData, itemIndex) : undefined;
          const rows = await postgrestRequest(this, operation === 'update' ? 'PATCH' : 'DELETE', table, query, body, itemIndex);
          output.push(...toItems(rows as IDataObject[], itemIndex));
        } else if (operation === 'get') {
          const rows = await postgrestRequest(this, 'GET', table, manualFilter(this, itemIndex, 'eq'), undefined, itemIndex);
          output.push(...toItems(rows as IDataObject[], itemIndex));
        } else if (operation === 'getAll') {
          output.push(...toItems(await allRows(this, table, itemIndex), itemIndex));
        } else {
          throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not supported`, { itemIndex });
        }
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push(errorItem(error, itemIndex));
      }
    }
    return [output];
  }
}

/** The columns to write for the item: its fields (less the ignored ones) or the fields defined in the node. */
function record(context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number): IDataObject {
  if (context.getNodeParameter('dataToSend', itemIndex, 'defineBelow') === 'autoMapInputData') {
    const ignored = String(context.getNodeParameter('inputsToIgnore', itemIndex, '')).split(',').map((name) => name.trim()).filter(Boolean);
    return Object.fromEntries(Object.entries(item.json).filter(([name]) => !ignored.includes(name)));
  }
  const fields = ((context.getNodeParameter('fieldsUi', itemIndex, {}) as IDataObject).fieldValues ?? []) as Array<{ fieldId?: string; fieldValue?: unknown }>;
  return Object.fromEntries(fields.filter((field) => field.fieldId).map((field) => [String(field.fieldId), field.fieldValue])) as IDataObject;
}

/** The filtered rows, page after page (limit/offset) until a short page, or up to the node's Limit. */
async function allRows(context: IExecuteFunctions, table: string, itemIndex: number): Promise<IDataObject[]> {
  const filter = rowFilter(context, itemIndex);
  const returnAll = context.getNodeParameter('returnAll', itemIndex, false) as boolean;
  const wanted = returnAll ? Infinity : Number(context.getNodeParameter('limit', itemIndex, 50));
  const rows: IDataObject[] = [];
  while (rows.length < wanted) {
    const size = Math.min(PAGE_SIZE, wanted - rows.length);
    const query = [filter, `limit=${size}`, `offset=${rows.length}`].filter(Boolean).join('&');
    const page = await postgrestRequest(context, 'GET', table, query, undefined, itemIndex) as IDataObject[];
    rows.push(...page);
    if (page.length < size) break;
  }
  return rows;
}
