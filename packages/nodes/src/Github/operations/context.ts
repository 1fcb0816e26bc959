import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { githubRequest, githubRequestAll } from '../transport.js';
import type { GithubRequest } from '../transport.js';

/* What each operation gets: the item's owner and repository, the API, and Return All / Limit. */

export type OperationResult = IDataObject | IDataObject[] | INodeExecutionData;

export interface ItemContext {
  node: IExecuteFunctions;
  i: number;
  param<T = unknown>(name: string, fallback?: T): T;
  /** `/repos/<owner>/<repository>` of this item. */
  repoPath(): string;
  owner(): string;
  request(method: GithubRequest['method'], endpoint: string, body?: IDataObject, qs?: IDataObject): Promise<IDataObject>;
  /** A list honouring Return All / Limit. */
  list(endpoint: string, qs?: IDataObject, property?: string): Promise<IDataObject[]>;
}

const segment = (value: string) => encodeURIComponent(value);

export function itemContext(node: IExecuteFunctions, i: number): ItemContext {
  const param = <T>(name: string, fallback?: T) => node.getNodeParameter(name, i, fallback as never) as T;
  const located = (name: string) => {
    const value = String(node.getNodeParameter(name, i, '', { extractValue: true }) ?? '').trim();
    if (value === '') throw new NodeOperationError(node.getNode(), `The ${name === 'owner' ? 'repository owner' : 'repository'} is empty`, { itemIndex: i });
    return value;
  };
  return {
    node, i, param,
    owner: () => located('owner'),
    repoPath: () => `/repos/${segment(located('owner'))}/${segment(located('repository'))}`,
    request: async (method, endpoint, body, qs) => await githubRequest(node, { method, endpoint, body, qs, itemIndex: i }) as IDataObject,
    list: async (endpoint, qs = {}, property) => {
      const returnAll = param<boolean>('returnAll', false);
      const limit = returnAll ? Infinity : param<number>('limit', 50);
      return githubRequestAll(node, { method: 'GET', endpoint, qs, itemIndex: i }, limit, property);
    },
  };
}

/** A file path as a URL path: each segment encoded, the slashes kept. */
export const filePath = (path: string) => path.replace(/^\/+/, '').split('/').map(segment).join('/');

/** The values of a multiple-value collection (`[{ label: 'bug' }]`, or n8n's single default `{ label: '' }`). */
export function listOf(value: unknown, key: string): string[] {
  const entries = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return entries.flatMap((entry) => {
    const inner = (entry as IDataObject)[key];
    return (Array.isArray(inner) ? inner : [inner]).filter((item): item is string => typeof item === 'string' && item !== '');
  });
}
