import type { IDataObject } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { compact } from '../locator-value.js';
import { slackApiRequest } from '../transport.js';
import type { SlackOperation } from './types.js';
import { listLimit, param } from './types.js';

const list = (value: unknown) => [value ?? []].flat().map(String).filter(Boolean).join(',') || undefined;

/** The options collection: `Options` (2.x create), `option` (2.x enable), `additionalFields` (1). */
function optionsOf(context: Parameters<SlackOperation>[0], i: number, version: number, v2Name: string): IDataObject {
  return param<IDataObject>(context, version < 2 ? 'additionalFields' : v2Name, i, {});
}

function groupId(context: Parameters<SlackOperation>[0], i: number): string {
  const id = String(param(context, 'userGroupId', i, '')).trim();
  if (id === '') throw new NodeOperationError(context.getNode(), 'Enter the user group ID', { itemIndex: i });
  return id;
}

const group = (answer: IDataObject) => answer.usergroup as IDataObject;

export const userGroupOperations: Record<string, SlackOperation> = {
  async create(context, i, version) {
    const options = optionsOf(context, i, version, 'Options');
    const body = compact({
      name: String(param(context, 'name', i, '')).trim(), channels: list(options.channelIds), description: options.description,
      handle: options.handle, include_count: options.include_count,
    });
    return group(await slackApiRequest(context, 'POST', 'usergroups.create', body, {}, { itemIndex: i }));
  },
  async disable(context, i, version) {
    const options = optionsOf(context, i, version, 'options');
    return group(await slackApiRequest(context, 'POST', 'usergroups.disable', compact({ usergroup: groupId(context, i), include_count: options.include_count }), {}, { itemIndex: i }));
  },
  async enable(context, i, version) {
    const options = optionsOf(context, i, version, 'option');
    return group(await slackApiRequest(context, 'POST', 'usergroups.enable', compact({ usergroup: groupId(context, i), include_count: options.include_count }), {}, { itemIndex: i }));
  },
  async getAll(context, i, version) {
    const options = optionsOf(context, i, version, 'options');
    const qs = compact({ include_count: options.include_count, include_disabled: options.include_disabled, include_users: options.include_users });
    const groups = (await slackApiRequest(context, 'GET', 'usergroups.list', {}, qs, { itemIndex: i })).usergroups as IDataObject[] ?? [];
    return groups.slice(0, listLimit(context, i));
  },
  async update(context, i) {
    const fields = param<IDataObject>(context, 'updateFields', i, {});
    const body = compact({
      usergroup: groupId(context, i), channels: list(fields.channels), description: fields.description, handle: fields.handle,
      include_count: fields.include_count, name: fields.name,
    });
    return group(await slackApiRequest(context, 'POST', 'usergroups.update', body, {}, { itemIndex: i }));
  },
};
