/**
 * The templates host (spec admin §7 "Templates host"): the built-in one Weft serves or a remote one in
 * n8n's shape. The browser calls `${settings.templates.host}` + path with the product version in the
 * `n8n-version` header, as n8n's editor calls api.n8n.io. Answers are read leniently: a remote host may
 * add fields, and one that leaves a list out gives an empty list rather than a broken page.
 */
import type { IConnections, INode, IPinData } from '@weft/workflow';

export interface TemplateNode {
  /** The node type, e.g. n8n-nodes-base.httpRequest. */
  name: string;
  displayName: string;
  icon?: string;
  iconUrl?: string;
}

export interface TemplateCategory { id: number; name: string }

export interface TemplateSummary {
  id: number;
  name: string;
  description: string;
  totalViews: number;
  createdAt: string;
  user: { username: string };
  nodes: TemplateNode[];
}

export interface TemplateCollectionSummary {
  id: number;
  name: string;
  workflows: Array<{ id: number }>;
  nodes: TemplateNode[];
}

export interface TemplateCollection extends TemplateCollectionSummary {
  description: string;
  categories: TemplateCategory[];
  workflowsFull: TemplateSummary[];
}

export interface TemplateDetail extends TemplateSummary {
  categories: TemplateCategory[];
}

export interface TemplateWorkflowData {
  id: number;
  name: string;
  workflow: { nodes: INode[]; connections: IConnections; pinData?: IPinData };
}

export interface TemplateSearch {
  search: string;
  categories: number[];
}

export class TemplatesHostError extends Error {
  constructor(message: string, readonly status: number | null) {
    super(message);
    this.name = 'TemplatesHostError';
  }
}

export const HEALTH_TIMEOUT_MS = 2000;

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Json : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value) || 0);

function readNode(value: unknown): TemplateNode | null {
  const node = obj(value);
  const name = str(node.name);
  if (!name) return null;
  return {
    name,
    displayName: str(node.displayName) || name,
    ...(typeof node.icon === 'string' ? { icon: node.icon } : {}),
    ...(typeof node.iconUrl === 'string' ? { iconUrl: node.iconUrl } : {}),
  };
}

const readNodes = (value: unknown) => list(value).map(readNode).filter((node): node is TemplateNode => node !== null);
const readCategory = (value: unknown): TemplateCategory => ({ id: num(obj(value).id), name: str(obj(value).name) });

function readSummary(value: unknown): TemplateSummary {
  const item = obj(value);
  return {
    id: num(item.id),
    name: str(item.name),
    description: str(item.description),
    totalViews: num(item.totalViews),
    createdAt: str(item.createdAt),
    user: { username: str(obj(item.user).username) },
    nodes: readNodes(item.nodes),
  };
}

function readCollectionSummary(value: unknown): TemplateCollectionSummary {
  const item = obj(value);
  return {
    id: num(item.id),
    name: str(item.name),
    workflows: list(item.workflows).map((workflow) => ({ id: num(obj(workflow).id) })),
    nodes: readNodes(item.nodes),
  };
}

function searchQuery(query: TemplateSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const id of query.categories) params.append('category', String(id));
  if (query.search) params.set('search', query.search);
  return params;
}

export interface TemplatesHost {
  health(): Promise<boolean>;
  categories(signal?: AbortSignal): Promise<TemplateCategory[]>;
  collections(query: TemplateSearch, signal?: AbortSignal): Promise<TemplateCollectionSummary[]>;
  workflows(query: TemplateSearch, page: { skip: number; rows: number }, signal?: AbortSignal): Promise<{ total: number; workflows: TemplateSummary[] }>;
  collection(id: string, signal?: AbortSignal): Promise<TemplateCollection>;
  template(id: string, signal?: AbortSignal): Promise<TemplateDetail>;
  workflowData(id: string, signal?: AbortSignal): Promise<TemplateWorkflowData>;
}

export function createTemplatesHost(host: string, version: string, fetchFn: typeof fetch = fetch): TemplatesHost {
  const base = host.endsWith('/') ? host : `${host}/`;

  async function get(path: string, params?: URLSearchParams, signal?: AbortSignal): Promise<Json> {
    const search = params?.toString();
    const url = `${base}${path}${search ? `?${search}` : ''}`;
    let response: Response;
    try {
      response = await fetchFn(url, { headers: { Accept: 'application/json', 'n8n-version': version }, signal, credentials: 'omit' });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new TemplatesHostError(error instanceof Error ? error.message : String(error), null);
    }
    const payload = await response.json().catch(() => undefined) as unknown;
    if (!response.ok) throw new TemplatesHostError(str(obj(payload).message) || `HTTP ${response.status}`, response.status);
    return obj(payload);
  }

  return {
    async health() {
      try {
        const answer = await get('health', undefined, AbortSignal.timeout(HEALTH_TIMEOUT_MS));
        return answer.status === 'OK';
      } catch {
        return false;
      }
    },
    async categories(signal) {
      return list((await get('templates/categories', undefined, signal)).categories).map(readCategory);
    },
    async collections(query, signal) {
      return list((await get('templates/collections', searchQuery(query), signal)).collections).map(readCollectionSummary);
    },
    async workflows(query, page, signal) {
      const params = searchQuery(query);
      params.set('skip', String(page.skip));
      params.set('rows', String(page.rows));
      const answer = await get('templates/workflows', params, signal);
      return { total: num(answer.totalWorkflows), workflows: list(answer.workflows).map(readSummary) };
    },
    async collection(id, signal) {
      const item = obj((await get(`templates/collections/${encodeURIComponent(id)}`, undefined, signal)).collection);
      return {
        ...readCollectionSummary(item),
        description: str(item.description),
        categories: list(item.categories).map(readCategory),
        workflowsFull: list(item.workflows).map(readSummary),
      };
    },
    async template(id, signal) {
      const item = obj((await get(`templates/workflows/${encodeURIComponent(id)}`, undefined, signal)).workflow);
      return { ...readSummary(item), categories: list(item.categories).map(readCategory) };
    },
    async workflowData(id, signal) {
      const answer = await get(`workflows/templates/${encodeURIComponent(id)}`, undefined, signal);
      const workflow = obj(answer.workflow);
      return {
        id: num(answer.id),
        name: str(answer.name),
        workflow: {
          nodes: list(workflow.nodes) as INode[],
          connections: obj(workflow.connections) as IConnections,
          ...(workflow.pinData ? { pinData: obj(workflow.pinData) as IPinData } : {}),
        },
      };
    },
  };
}
