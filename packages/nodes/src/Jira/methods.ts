import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult, INodePropertyOptions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { isCloud, jiraRequest, jiraRequestAll } from './transport.js';

/* The editor's lists: projects, issue types, users, priorities, custom fields, transitions, components, labels, groups. */

const matches = (filter: string | undefined, ...texts: unknown[]) => !filter || texts.some((text) => String(text ?? '').toLowerCase().includes(filter.toLowerCase()));
const located = (context: ILoadOptionsFunctions, name: string) => {
  const value = context.getCurrentNodeParameter(name) as { value?: unknown } | string | undefined;
  return String(typeof value === 'object' && value !== null ? value.value ?? '' : value ?? '').trim();
};

async function users(context: ILoadOptionsFunctions, filter?: string): Promise<INodePropertyOptions[]> {
  const cloud = isCloud(context);
  const found = await jiraRequest(context, { method: 'GET', endpoint: '/api/2/user/search', qs: cloud ? { query: filter ?? '', maxResults: 1000 } : { username: filter || '.', maxResults: 1000 } }) as IDataObject[];
  return found.filter((user) => user.active !== false)
    .map((user) => ({ name: String(user.displayName), value: String(cloud ? user.accountId : user.name), description: String(user.emailAddress ?? '') }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function projects(context: ILoadOptionsFunctions): Promise<IDataObject[]> {
  if (isCloud(context)) return jiraRequestAll(context, { method: 'GET', endpoint: '/api/2/project/search' }, 'values');
  return await jiraRequest(context, { method: 'GET', endpoint: '/api/2/project' }) as IDataObject[];
}

export const listSearch = {
  async getProjects(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    return { results: (await projects(this)).filter((project) => matches(filter, project.name, project.key)).map((project) => ({ name: String(project.name), value: String(project.id) })) };
  },
  async getIssueTypes(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const projectId = located(this, 'project');
    if (!projectId) throw new NodeOperationError(this.getNode(), 'Choose the project first');
    const project = await jiraRequest(this, { method: 'GET', endpoint: `/api/2/project/${encodeURIComponent(projectId)}` }) as IDataObject;
    return { results: ((project.issueTypes ?? []) as IDataObject[]).filter((type) => matches(filter, type.name)).map((type) => ({ name: String(type.name), value: String(type.id) })) };
  },
  async getUsers(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    return { results: await users(this, filter) };
  },
  async getPriorities(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const priorities = await jiraRequest(this, { method: 'GET', endpoint: '/api/2/priority' }) as IDataObject[];
    return { results: priorities.filter((priority) => matches(filter, priority.name)).map((priority) => ({ name: String(priority.name), value: String(priority.id) })) };
  },
  async getCustomFields(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const fields = await jiraRequest(this, { method: 'GET', endpoint: '/api/2/field' }) as IDataObject[];
    return { results: fields.filter((field) => field.custom === true && matches(filter, field.name, field.id)).map((field) => ({ name: String(field.name), value: String(field.id) })) };
  },
  async getTransitions(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const key = String(this.getCurrentNodeParameter('issueKey') ?? '');
    if (!key) throw new NodeOperationError(this.getNode(), 'Enter the issue key first');
    const answer = await jiraRequest(this, { method: 'GET', endpoint: `/api/2/issue/${encodeURIComponent(key)}/transitions` }) as IDataObject;
    return { results: ((answer.transitions ?? []) as IDataObject[]).filter((transition) => matches(filter, transition.name)).map((transition) => ({ name: String(transition.name), value: String(transition.id) })) };
  },
};

export const loadOptions = {
  async getUsers(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> { return users(this); },
  async getProjectComponents(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const project = located(this, 'project');
    if (!project) return [];
    const components = await jiraRequest(this, { method: 'GET', endpoint: `/api/2/project/${encodeURIComponent(project)}/components` }) as IDataObject[];
    return components.map((component) => ({ name: String(component.name), value: String(component.id) }));
  },
  async getLabels(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const labels = await jiraRequestAll(this, { method: 'GET', endpoint: '/api/2/label' }, 'values');
    return labels.map((label) => ({ name: String(label), value: String(label) }));
  },
  async getGroups(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const answer = await jiraRequest(this, { method: 'GET', endpoint: '/api/2/groups/picker', qs: { maxResults: 1000 } }) as IDataObject;
    return ((answer.groups ?? []) as IDataObject[]).map((group) => ({ name: String(group.name), value: String(group.name) }));
  },
};
