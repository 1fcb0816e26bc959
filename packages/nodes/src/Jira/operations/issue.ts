import type { IDataObject } from '@weft/workflow';
import type { ItemContext, OperationResult } from './context.js';
import { locatedValue } from './context.js';

/* Issue: create, update (fields and status), delete, get (simplified), get many (JQL), changelog, notify, transitions. */

/** A custom field's value: numbers and JSON as such, other text as text. */
function customValue(value: string): IDataObject | string | number {
  if (/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  if (/^\s*[[{]/.test(value)) {
    try { return JSON.parse(value) as IDataObject; } catch { return value; }
  }
  return value;
}

function commonFields(c: ItemContext, given: IDataObject): IDataObject {
  const fields: IDataObject = {};
  if (given.description !== undefined) fields.description = given.description;
  const labels = c.cloud ? given.labels : given.serverLabels;
  if (Array.isArray(labels)) fields.labels = labels;
  if (given.parentIssueKey) fields.parent = { key: given.parentIssueKey };
  for (const name of ['assignee', 'reporter'] as const) {
    const id = locatedValue(given[name]);
    if (given[name] !== undefined) fields[name] = id === '' ? null : c.userRef(id);
  }
  const priority = locatedValue(given.priority);
  if (priority) fields.priority = { id: priority };
  const custom = ((given.customFieldsUi as IDataObject | undefined)?.customFieldsValues ?? []) as IDataObject[];
  for (const entry of [custom].flat()) {
    const id = locatedValue(entry.fieldId);
    if (id) fields[id] = customValue(String(entry.fieldValue ?? ''));
  }
  return fields;
}

function simplify(issue: IDataObject): IDataObject {
  const names = (issue.names ?? {}) as Record<string, string>;
  const rename = (fields: unknown) => Object.fromEntries(Object.entries((fields ?? {}) as IDataObject).map(([id, value]) => [names[id] ?? id, value]));
  const { names: _names, renderedFields, fields, ...rest } = issue;
  return { ...rest, fields: rename(fields), ...(renderedFields ? { renderedFields: rename(renderedFields) } : {}) };
}

const csv = (value: unknown) => (Array.isArray(value) ? value.join(',') : String(value ?? ''));

export const issueOperations: Record<string, (c: ItemContext) => Promise<OperationResult>> = {
  async create(c) {
    const given = c.param<IDataObject>('additionalFields', {});
    const fields: IDataObject = {
      project: { id: c.located('project') }, issuetype: { id: c.located('issueType') }, summary: c.param<string>('summary'), ...commonFields(c, given),
    };
    if (Array.isArray(given.componentIds) && given.componentIds.length > 0) fields.components = given.componentIds.map((id) => ({ id }));
    return c.request('POST', '/api/2/issue', { fields }, given.updateHistory ? { updateHistory: true } : {});
  },
  async update(c) {
    const key = c.param<string>('issueKey');
    const given = c.param<IDataObject>('updateFields', {});
    const fields = commonFields(c, given);
    if (given.summary) fields.summary = given.summary;
    if (given.issueType) fields.issuetype = { id: given.issueType };
    if (Object.keys(fields).length > 0) await c.request('PUT', `/api/2/issue/${encodeURIComponent(key)}`, { fields });
    const status = locatedValue(given.statusId);
    if (status) await c.request('POST', `/api/2/issue/${encodeURIComponent(key)}/transitions`, { transition: { id: status } });
    return { success: true };
  },
  async delete(c) {
    return c.request('DELETE', `/api/2/issue/${encodeURIComponent(c.param<string>('issueKey'))}`, undefined, { deleteSubtasks: c.param<boolean>('deleteSubtasks', false) });
  },
  async get(c) {
    const given = c.param<IDataObject>('additionalFields', {});
    const simplified = c.param<boolean>('simplifyOutput', false);
    const expand = [given.expand, simplified ? 'names,renderedFields' : ''].filter(Boolean).join(',');
    const qs: IDataObject = {};
    for (const name of ['fields', 'properties'] as const) if (given[name]) qs[name] = given[name];
    if (expand) qs.expand = expand;
    if (given.fieldsByKey) qs.fieldsByKey = true;
    if (given.updateHistory) qs.updateHistory = true;
    const issue = await c.request('GET', `/api/2/issue/${encodeURIComponent(c.param<string>('issueKey'))}`, undefined, qs);
    return simplified ? simplify(issue) : issue;
  },
  async getAll(c) {
    const options = c.param<IDataObject>('options', {});
    const limit = c.limit();
    const body: IDataObject = { jql: options.jql ?? '', fields: String(options.fields ?? '*navigable').split(',').map((field) => field.trim()).filter(Boolean) };
    if (options.expand && csv(options.expand) !== '') body.expand = c.cloud ? csv(options.expand) : [options.expand].flat();
    if (options.fieldsByKey) body.fieldsByKey = true;
    const issues: IDataObject[] = [];
    if (c.cloud) {
      // Cloud's enhanced search pages with a token.
      let token: unknown;
      do {
        const page = await c.request('POST', '/api/3/search/jql', { ...body, maxResults: Math.min(limit - issues.length, 100), ...(token ? { nextPageToken: token } : {}) });
        issues.push(...((page.issues as IDataObject[] | undefined) ?? []));
        token = page.isLast === false ? page.nextPageToken : undefined;
      } while (token && issues.length < limit);
    } else {
      let startAt = 0;
      for (;;) {
        const page = await c.request('POST', '/api/2/search', { ...body, startAt, maxResults: Math.min(limit - issues.length, 100) });
        const found = (page.issues as IDataObject[] | undefined) ?? [];
        issues.push(...found);
        startAt += found.length;
        if (found.length === 0 || startAt >= Number(page.total ?? 0) || issues.length >= limit) break;
      }
    }
    return issues.slice(0, limit);
  },
  async changelog(c) {
    const key = encodeURIComponent(c.param<string>('issueKey'));
    if (c.cloud) return c.all(`/api/2/issue/${key}/changelog`, 'values');
    // Server has no changelog resource: the issue's expanded changelog.
    const issue = await c.request('GET', `/api/2/issue/${key}`, undefined, { expand: 'changelog', fields: 'summary' });
    return (((issue.changelog as IDataObject | undefined)?.histories ?? []) as IDataObject[]).slice(0, c.limit());
  },
  async notify(c) {
    const given = c.param<IDataObject>('additionalFields', {});
    const body: IDataObject = {};
    for (const name of ['subject', 'textBody', 'htmlBody'] as const) if (given[name]) body[name] = given[name];
    const people = (values: IDataObject | undefined) => ({
      ...(Array.isArray(values?.users) ? { users: (values.users as string[]).map((id) => c.userRef(id)) } : {}),
      ...(Array.isArray(values?.groups) ? { groups: (values.groups as string[]).map((name) => ({ name })) } : {}),
    });
    if (c.param<boolean>('jsonParameters', false)) {
      body.to = c.json('notificationRecipientsJson');
      const restrict = c.param<string>('notificationRecipientsRestrictionsJson', '');
      if (restrict) body.restrict = c.json('notificationRecipientsRestrictionsJson');
    } else {
      const to = (c.param<IDataObject>('notificationRecipientsUi', {}).notificationRecipientsValues ?? {}) as IDataObject;
      body.to = { ...Object.fromEntries(['reporter', 'assignee', 'watchers', 'voters'].filter((flag) => to[flag] !== undefined).map((flag) => [flag, to[flag]])), ...people(to) };
      const restrict = c.param<IDataObject>('notificationRecipientsRestrictionsUi', {}).notificationRecipientsRestrictionsValues as IDataObject | undefined;
      if (restrict) body.restrict = people(restrict);
    }
    return c.request('POST', `/api/2/issue/${encodeURIComponent(c.param<string>('issueKey'))}/notify`, body);
  },
  async transitions(c) {
    const given = c.param<IDataObject>('additionalFields', {});
    const qs: IDataObject = {};
    if (given.expand) qs.expand = given.expand;
    if (given.transitionId) qs.transitionId = given.transitionId;
    if (given.skipRemoteOnlyCondition) qs.skipRemoteOnlyCondition = true;
    const answer = await c.request('GET', `/api/2/issue/${encodeURIComponent(c.param<string>('issueKey'))}/transitions`, undefined, qs);
    return (answer.transitions as IDataObject[] | undefined) ?? [];
  },
};
