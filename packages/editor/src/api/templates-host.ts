/**
 * The templates host (spec admin §7 "Templates host"): the built-in one Weft serves or a remote one in
 * n8n's shape. The browser calls `${settings.templates.host}` + path with the product version in the
 * `n8n-version` header, as n8n's editor calls api.n8n.io. Answers are checked against the contracts'
 * loose schemas: a remote host may add fields, never leave out the ones the screens show.
 */
import {
  TEMPLATES_HOST_PATHS, TEMPLATES_VERSION_HEADER, templatesCategoriesAnswer, templatesCollectionAnswer, templatesCollectionsAnswer,
  templatesHealthAnswer, templatesWorkflowAnswer, templatesWorkflowsAnswer, templatesWorkflowToImportAnswer,
} from '@weft/contracts';
import type {
  TemplatesCategory, TemplatesCollectionAnswer, TemplatesCollectionSummary, TemplatesNode, TemplatesWorkflowAnswer,
  TemplatesWorkflowSummary,
} from '@weft/contracts';
import type { IConnections, INode, IPinData } from '@weft/workflow';

export type TemplateNode = TemplatesNode;
export type TemplateCategory = TemplatesCategory;
export type TemplateSummary = TemplatesWorkflowSummary;
export type TemplateCollectionSummary = TemplatesCollectionSummary;
export type TemplateCollection = TemplatesCollectionAnswer['collection'];
export type TemplateDetail = TemplatesWorkflowAnswer['workflow'];

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

/** What `get` needs of a contracts schema: the editor reads answers through it without depending on zod. */
interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

function searchQuery(query: TemplateSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const id of query.categories) params.append('category', String(id));
  if (query.search) params.set('search', query.search);
  return params;
}

function messageOf(payload: unknown): string | undefined {
  const message = (payload as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
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

export function createTemplatesHost(host: string, version: string, fetchFn: typeof fetch = (...args) => fetch(...args)): TemplatesHost {
  const base = host.endsWith('/') ? host : `${host}/`;

  async function get<T>(schema: AnswerSchema<T>, path: string, params?: URLSearchParams, signal?: AbortSignal): Promise<T> {
    const search = params?.toString();
    const url = `${base}${path}${search ? `?${search}` : ''}`;
    let response: Response;
    try {
      response = await fetchFn(url, { headers: { Accept: 'application/json', [TEMPLATES_VERSION_HEADER]: version }, signal, credentials: 'omit' });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new TemplatesHostError(error instanceof Error ? error.message : String(error), null);
    }
    const payload = await response.json().catch(() => undefined) as unknown;
    if (!response.ok) throw new TemplatesHostError(messageOf(payload) ?? `HTTP ${response.status}`, response.status);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new TemplatesHostError(`The templates host answered ${path} in an unknown shape`, response.status);
    return parsed.data;
  }

  return {
    async health() {
      try {
        const answer = await get(templatesHealthAnswer, TEMPLATES_HOST_PATHS.health, undefined, AbortSignal.timeout(HEALTH_TIMEOUT_MS));
        return answer.status === 'OK';
      } catch {
        return false;
      }
    },
    async categories(signal) {
      return (await get(templatesCategoriesAnswer, TEMPLATES_HOST_PATHS.categories, undefined, signal)).categories;
    },
    async collections(query, signal) {
      return (await get(templatesCollectionsAnswer, TEMPLATES_HOST_PATHS.collections, searchQuery(query), signal)).collections;
    },
    async workflows(query, page, signal) {
      const params = searchQuery(query);
      params.set('skip', String(page.skip));
      params.set('rows', String(page.rows));
      const answer = await get(templatesWorkflowsAnswer, TEMPLATES_HOST_PATHS.workflows, params, signal);
      return { total: answer.totalWorkflows, workflows: answer.workflows };
    },
    async collection(id, signal) {
      return (await get(templatesCollectionAnswer, TEMPLATES_HOST_PATHS.collection(encodeURIComponent(id)), undefined, signal)).collection;
    },
    async template(id, signal) {
      return (await get(templatesWorkflowAnswer, TEMPLATES_HOST_PATHS.workflow(encodeURIComponent(id)), undefined, signal)).workflow;
    },
    async workflowData(id, signal) {
      const answer = await get(templatesWorkflowToImportAnswer, TEMPLATES_HOST_PATHS.workflowToImport(encodeURIComponent(id)), undefined, signal);
      return {
        id: answer.id,
        name: answer.name,
        workflow: {
          nodes: answer.workflow.nodes as unknown as INode[],
          connections: answer.workflow.connections as IConnections,
          ...(answer.workflow.pinData ? { pinData: answer.workflow.pinData as IPinData } : {}),
        },
      };
    },
  };
}
