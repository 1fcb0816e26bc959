import type { IDataObject } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { jsonObjectParameter } from './json-parameter.js';
import { apiRequest, listItems } from './transport.js';
import type { ApiCall } from './transport.js';
import type { RequestOperationContext } from '../shared/request-operation-loop.js';

/* What each resource and operation of the n8n node asks the public API, and the objects it answers. */

type OperationContext = RequestOperationContext;

type Operation = (c: OperationContext) => Promise<IDataObject[]>;

const segment = (value: unknown) => encodeURIComponent(String(value ?? '').trim());

function required(c: OperationContext, name: string, label: string): string {
  const value = String(c.node.getNodeParameter(name, c.itemIndex, '', { extractValue: true }) ?? '').trim();
  if (value === '') throw new NodeOperationError(c.node.getNode(), `Fill in '${label}'`, { itemIndex: c.itemIndex });
  return value;
}

const call = (c: OperationContext, request: Omit<ApiCall, 'itemIndex' | 'settings'>): Promise<IDataObject> =>
  apiRequest(c.node, { ...request, itemIndex: c.itemIndex, settings: c.settings });

/** Every page when Return All is on, else the first `limit` items. */
function list(c: OperationContext, path: string, qs: IDataObject): Promise<IDataObject[]> {
  const returnAll = c.node.getNodeParameter('returnAll', c.itemIndex, false) as boolean;
  const limit = returnAll ? undefined : Number(c.node.getNodeParameter('limit', c.itemIndex, 100));
  return listItems(c.node, { method: 'GET', path, qs, itemIndex: c.itemIndex, settings: c.settings }, limit);
}

/** The workflow fields the API takes on create: the rest of a downloaded workflow (id, active, tags...) is left out. */
function workflowToCreate(workflow: IDataObject): IDataObject {
  return {
    name: workflow.name || 'My workflow', nodes: workflow.nodes ?? [], connections: workflow.connections ?? {},
    settings: workflow.settings ?? {}, staticData: workflow.staticData ?? null,
  };
}

/** The workflow fields the API replaces on update, those given only. */
function workflowToUpdate(workflow: IDataObject): IDataObject {
  const fields = ['name', 'nodes', 'connections', 'settings', 'staticData'];
  return Object.fromEntries(fields.filter((field) => workflow[field]).map((field) => [field, workflow[field]]));
}

function workflowFilters(c: OperationContext): IDataObject {
  const filters = c.node.getNodeParameter('filters', c.itemIndex, {}) as IDataObject;
  const qs: IDataObject = {};
  if (filters.activeWorkflows !== undefined) qs.active = Boolean(filters.activeWorkflows);
  if (typeof filters.tags === 'string' && filters.tags.trim() !== '') qs.tags = filters.tags.trim();
  if (filters.name !== undefined && filters.name !== '') qs.name = filters.name;
  if (filters.projectId !== undefined && filters.projectId !== '') qs.projectId = filters.projectId;
  if (filters.excludePinnedData !== undefined) qs.excludePinnedData = Boolean(filters.excludePinnedData);
  return qs;
}

function executionFilters(c: OperationContext): IDataObject {
  const filters = c.node.getNodeParameter('filters', c.itemIndex, {}) as IDataObject;
  const qs: IDataObject = {};
  const workflowId = filters.workflowId !== undefined
    ? String(c.node.getNodeParameter('filters.workflowId', c.itemIndex, '', { extractValue: true }) ?? '').trim() : '';
  if (workflowId !== '') qs.workflowId = workflowId;
  if (typeof filters.status === 'string' && filters.status !== '') qs.status = filters.status;
  return { ...qs, ...includeData(c) };
}

/** "Include Execution Details" (saved as `options.activeWorkflows`) asks for the run data. */
function includeData(c: OperationContext): IDataObject {
  const options = c.node.getNodeParameter('options', c.itemIndex, {}) as IDataObject;
  return options.activeWorkflows !== undefined ? { includeData: Boolean(options.activeWorkflows) } : {};
}

const workflowPath = (c: OperationContext) => `/workflows/${segment(required(c, 'workflowId', 'Workflow'))}`;

export const operations: Record<string, Record<string, Operation>> = {
  audit: {
    async generate(c) {
      const options = c.node.getNodeParameter('additionalOptions', c.itemIndex, {}) as IDataObject;
      const additionalOptions: IDataObject = {};
      if (Array.isArray(options.categories) && options.categories.length > 0) additionalOptions.categories = options.categories;
      if (options.daysAbandonedWorkflow !== undefined) additionalOptions.daysAbandonedWorkflow = Number(options.daysAbandonedWorkflow);
      const body = Object.keys(additionalOptions).length > 0 ? { additionalOptions } : {};
      return [await call(c, { method: 'POST', path: '/audit', body })];
    },
  },
  credential: {
    async create(c) {
      const body = {
        name: required(c, 'name', 'Name'),
        type: required(c, 'credentialTypeName', 'Credential Type'),
        data: jsonObjectParameter(c.node, 'data', 'Data', c.itemIndex),
      };
      return [await call(c, { method: 'POST', path: '/credentials', body })];
    },
    async delete(c) {
      return [await call(c, { method: 'DELETE', path: `/credentials/${segment(required(c, 'credentialId', 'Credential ID'))}` })];
    },
    async getSchema(c) {
      return [await call(c, { method: 'GET', path: `/credentials/schema/${segment(required(c, 'credentialTypeName', 'Credential Type'))}` })];
    },
  },
  execution: {
    async get(c) {
      const path = `/executions/${segment(required(c, 'executionId', 'Execution ID'))}`;
      return [await call(c, { method: 'GET', path, qs: includeData(c) })];
    },
    getAll: (c) => list(c, '/executions', executionFilters(c)),
    async delete(c) {
      return [await call(c, { method: 'DELETE', path: `/executions/${segment(required(c, 'executionId', 'Execution ID'))}` })];
    },
  },
  workflow: {
    activate: async (c) => [await call(c, { method: 'POST', path: `${workflowPath(c)}/activate` })],
    deactivate: async (c) => [await call(c, { method: 'POST', path: `${workflowPath(c)}/deactivate` })],
    delete: async (c) => [await call(c, { method: 'DELETE', path: workflowPath(c) })],
    get: async (c) => [await call(c, { method: 'GET', path: workflowPath(c) })],
    getAll: (c) => list(c, '/workflows', workflowFilters(c)),
    async create(c) {
      const body = workflowToCreate(jsonObjectParameter(c.node, 'workflowObject', 'Workflow Object', c.itemIndex));
      return [await call(c, { method: 'POST', path: '/workflows', body })];
    },
    async update(c) {
      const path = workflowPath(c);
      const body = workflowToUpdate(jsonObjectParameter(c.node, 'workflowObject', 'Workflow Object', c.itemIndex));
      return [await call(c, { method: 'PUT', path, body })];
    },
  },
};
