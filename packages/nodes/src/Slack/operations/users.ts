import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { compact, locatedId } from '../locator-value.js';
import { slackApiRequest, slackApiRequestAllItems } from '../transport.js';
import type { SlackOperation } from './types.js';
import { listLimit, param } from './types.js';

/** A user's ID from their username (`@jane` or `jane`), looked up in the workspace's member list. */
export async function resolveUserId(context: IExecuteFunctions, username: string, i: number): Promise<string> {
  const wanted = username.replace(/^@/, '').toLowerCase();
  const members = await slackApiRequestAllItems(context, 'members', 'GET', 'users.list', {}, {}, Infinity, i);
  const found = members.find((member) => String(member.name ?? '').toLowerCase() === wanted
    || String((member.profile as IDataObject | undefined)?.display_name ?? '').toLowerCase() === wanted);
  if (!found) {
    throw new NodeOperationError(context.getNode(), `Slack has no user named "${username}"`, {
      itemIndex: i, description: 'Check the username (without a leading @ or with it), or choose the user by ID or from the list.',
    });
  }
  return String(found.id);
}

/** The profile fields of Update Profile (version 2) and of User Profile > Update (version 1). */
export async function updateProfile(context: IExecuteFunctions, i: number, fields: IDataObject): Promise<IDataObject> {
  const profile: IDataObject = compact({ email: fields.email, first_name: fields.first_name, last_name: fields.last_name });
  const custom = [((fields.customFieldUi as IDataObject | undefined)?.customFieldValues ?? [])].flat() as IDataObject[];
  if (custom.length > 0) {
    profile.fields = Object.fromEntries(custom.filter((field) => field.id).map((field) => [String(field.id), compact({ value: field.value, alt: field.alt })]));
  }
  const status = [((fields.status as IDataObject | undefined)?.set_status ?? [])].flat()[0] as IDataObject | undefined;
  if (status) {
    if (status.status_emoji !== undefined) profile.status_emoji = status.status_emoji;
    if (status.status_text !== undefined) profile.status_text = status.status_text;
    if (status.status_expiration) profile.status_expiration = Math.floor(Date.parse(String(status.status_expiration)) / 1000) || 0;
  }
  const body: IDataObject = { profile };
  if (typeof fields.user === 'string' && fields.user.trim() !== '') body.user = fields.user.trim();
  return (await slackApiRequest(context, 'POST', 'users.profile.set', body, {}, { itemIndex: i })).profile as IDataObject;
}

const user = (context: IExecuteFunctions, i: number) => locatedId(context, 'user', i, 'User');

export const userOperations: Record<string, SlackOperation> = {
  async info(context, i) {
    return (await slackApiRequest(context, 'GET', 'users.info', {}, { user: user(context, i) }, { itemIndex: i })).user as IDataObject;
  },
  async getAll(context, i) {
    return slackApiRequestAllItems(context, 'members', 'GET', 'users.list', {}, {}, listLimit(context, i), i);
  },
  async getPresence(context, i) {
    return slackApiRequest(context, 'GET', 'users.getPresence', {}, { user: user(context, i) }, { itemIndex: i });
  },
  async getProfile(context, i) {
    return (await slackApiRequest(context, 'GET', 'users.profile.get', {}, { user: user(context, i) }, { itemIndex: i })).profile as IDataObject;
  },
  async updateProfile(context, i) {
    return updateProfile(context, i, param<IDataObject>(context, 'options', i, {}));
  },
};

/** Version 1's User Profile resource. */
export const userProfileOperations: Record<string, SlackOperation> = {
  async get(context, i) {
    const fields = param<IDataObject>(context, 'additionalFields', i, {});
    const qs = compact({ user: fields.user, include_labels: fields.include_labels === true ? true : undefined });
    return (await slackApiRequest(context, 'GET', 'users.profile.get', {}, qs, { itemIndex: i })).profile as IDataObject;
  },
  async update(context, i) {
    return updateProfile(context, i, param<IDataObject>(context, 'additionalFields', i, {}));
  },
};
