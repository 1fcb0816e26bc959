import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { isCloud, jiraRequest, jiraRequestAll } from '../transport.js';
import type { JiraRequest } from '../transport.js';

/* What each operation gets: the item's parameters, the API, and whether the site is Cloud or Server. */

export type OperationResult = IDataObject | IDataObject[] | INodeExecutionData | INodeExecutionData[];

export interface ItemContext {
  node: IExecuteFunctions; i: number; cloud: boolean;
  param<T = unknown>(name: string, fallback?: T): T;
  located(name: string): string;
  request(method: JiraRequest['method'], endpoint: string, body?: unknown, qs?: IDataObject, extra?: Partial<JiraRequest>): Promise<IDataObject>;
  all(endpoint: string, property: string, qs?: IDataObject): Promise<IDataObject[]>;
  limit(): number;
  /** A user reference the site's way: `{ accountId }` on Cloud, `{ name }` on Server. */
  userRef(id: string): IDataObject;
  json(name: string): IDataObject;
}

export function itemContext(node: IExecuteFunctions, i: number): ItemContext {
  const param = <T>(name: string, fallback?: T) => node.getNodeParameter(name, i, fallback as never) as T;
  const cloud = isCloud(node);
  const limit = () => (param<boolean>('returnAll', false) ? Infinity : param<number>('limit', 50));
  return {
    node, i, cloud, param, limit,
    located: (name) => String(node.getNodeParameter(name, i, '', { extractValue: true }) ?? '').trim(),
    request: async (method, endpoint, body, qs, extra = {}) => await jiraRequest(node, { method, endpoint, body, qs, itemIndex: i, ...extra }) as IDataObject,
    all: async (endpoint, property, qs) => jiraRequestAll(node, { method: 'GET', endpoint, qs, itemIndex: i }, property, limit()),
    userRef: (id) => (cloud ? { accountId: id } : { name: id }),
    json(name) {
      const raw = param<unknown>(name, '');
      if (typeof raw !== 'string') return raw as IDataObject;
      try {
        return JSON.parse(raw) as IDataObject;
      } catch {
        throw new NodeOperationError(node.getNode(), `"${name}" is not valid JSON`, { itemIndex: i });
      }
    },
  };
}

/** A located value inside a collection (`{ __rl, mode, value }` or a plain string). */
export function locatedValue(value: unknown): string {
  if (value && typeof value === 'object' && 'value' in value) return String((value as { value: unknown }).value ?? '').trim();
  return String(value ?? '').trim();
}
