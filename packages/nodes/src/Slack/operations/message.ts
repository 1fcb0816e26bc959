import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { locatedId, locatedValue, requiredTs } from '../locator-value.js';
import { attachmentsFrom, jsonList, sharedMessageOptions, workflowLink } from '../message-parts.js';
import { slackApiRequest, slackApiRequestAllItems } from '../transport.js';
import { blocksFromUi } from '../v1/blocks-ui.js';
import { resolveUserId } from './users.js';
import type { SlackOperation } from './types.js';
import { listLimit, param } from './types.js';

/** Version 2's message content: a text, blocks (JSON, with a fallback text) or attachments. */
function contentV2(context: IExecuteFunctions, i: number, withAttachments: boolean): IDataObject {
  const type = param(context, 'messageType', i, 'text');
  const text = String(param(context, 'text', i, '') ?? '');
  if (type === 'block') {
    const blocks = jsonList(context, param(context, 'blocksUi', i, ''), 'blocks', 'blocks', i);
    if (!blocks) throw new NodeOperationError(context.getNode(), 'Enter the blocks of the message', { itemIndex: i });
    return text === '' ? { blocks } : { blocks, text };
  }
  if (type === 'attachment') {
    return withAttachments ? { attachments: attachmentsFrom(param(context, 'attachments', i, [])), text } : { text };
  }
  if (text === '') throw new NodeOperationError(context.getNode(), 'Enter the text of the message', { itemIndex: i });
  return { text };
}

/** Adds the "Automated with" line (2.1 and later, unless switched off): to the text, or as a context block. */
function withLink(context: IExecuteFunctions, i: number, version: number, body: IDataObject, options: IDataObject): IDataObject {
  if (version < 2.1 || options.includeLinkToWorkflow === false) return body;
  const line = workflowLink(context);
  if (Array.isArray(body.blocks)) {
    return { ...body, blocks: [...body.blocks, { type: 'context', elements: [{ type: 'mrkdwn', text: line }] }] };
  }
  return { ...body, text: `${String(body.text ?? '')}\n${line}` };
}

/** Where version 2 sends a message: the channel (ID or #name) or a user, found by ID or username. */
async function targetV2(context: IExecuteFunctions, i: number): Promise<{ channel: string; user?: string }> {
  if (param(context, 'select', i, 'channel') === 'user') {
    const { mode, value } = locatedValue(context, 'user', i, 'User');
    const user = mode === 'username' ? await resolveUserId(context, value, i) : value;
    return { channel: user, user };
  }
  const { mode, value } = locatedValue(context, 'channelId', i, 'Channel');
  return { channel: mode === 'name' && !value.startsWith('#') ? `#${value}` : value };
}

/** A direct message's channel: deleting needs the conversation's ID, not the user's. */
async function directChannel(context: IExecuteFunctions, user: string, i: number): Promise<string> {
  const answer = await slackApiRequest(context, 'POST', 'conversations.open', { users: user }, {}, { itemIndex: i });
  return String((answer.channel as IDataObject).id);
}

const withTimestamp = (answer: IDataObject): IDataObject => ({ ...answer, message_timestamp: answer.ts });

async function postV2(context: IExecuteFunctions, i: number, version: number): Promise<IDataObject> {
  const target = await targetV2(context, i);
  const options = param<IDataObject>(context, 'otherOptions', i, {});
  const body: IDataObject = { channel: target.channel, ...withLink(context, i, version, contentV2(context, i, true), options) };
  const profile = ((options.botProfile as IDataObject | undefined)?.imageValues as IDataObject[] | IDataObject | undefined);
  const photo = [profile ?? []].flat()[0] as IDataObject | undefined;
  if (photo?.profilePhotoType === 'emoji' && photo.icon_emoji) body.icon_emoji = photo.icon_emoji;
  if (photo?.profilePhotoType === 'image' && photo.icon_url) body.icon_url = photo.icon_url;
  const reply = (options.thread_ts as IDataObject | undefined)?.replyValues as IDataObject | undefined;
  Object.assign(body, sharedMessageOptions({ ...options, thread_ts: reply?.thread_ts ?? '', reply_broadcast: reply?.reply_broadcast }));
  let ephemeralUser: string | undefined;
  if (typeof options.ephemeral === 'object' && options.ephemeral !== null) {
    const values = (options.ephemeral as IDataObject).ephemeralValues as IDataObject | undefined;
    if (values && values.ephemeral !== false) ephemeralUser = locatedValueOf(values.user);
  } else if (options.ephemeral === true && target.user) {
    ephemeralUser = target.user;
  }
  if (ephemeralUser) {
    return withTimestamp(await slackApiRequest(context, 'POST', 'chat.postEphemeral', { ...body, user: ephemeralUser }, {}, { itemIndex: i }));
  }
  return withTimestamp(await slackApiRequest(context, 'POST', 'chat.postMessage', body, {}, { itemIndex: i }));
}

const locatedValueOf = (raw: unknown) => String((typeof raw === 'object' && raw !== null ? (raw as IDataObject).value : raw) ?? '').trim() || undefined;

/** Version 1's content: the text, and blocks and attachments from the builders or as JSON. */
function contentV1(context: IExecuteFunctions, i: number, operation: string): IDataObject {
  const body: IDataObject = { text: String(param(context, 'text', i, '') ?? '') };
  if (param(context, 'jsonParameters', i, false)) {
    const attachments = jsonList(context, param(context, 'attachmentsJson', i, ''), 'attachments', 'attachments', i);
    const blocks = jsonList(context, param(context, 'blocksJson', i, ''), 'blocks', 'blocks', i);
    if (attachments) body.attachments = attachments;
    if (blocks) body.blocks = blocks;
  } else {
    const attachments = attachmentsFrom(param(context, 'attachments', i, []));
    if (attachments.length > 0) body.attachments = attachments;
    if (operation === 'post') {
      const blocks = blocksFromUi(param<IDataObject>(context, 'blocksUi', i, {}));
      if (blocks.length > 0) body.blocks = blocks;
    }
  }
  if (body.text === '' && !body.blocks && !body.attachments) {
    throw new NodeOperationError(context.getNode(), 'The message has no text, blocks or attachments', { itemIndex: i });
  }
  return body;
}

export const messageOperations: Record<string, SlackOperation> = {
  async post(context, i, version) {
    if (version >= 2) return postV2(context, i, version);
    const channel = String(param(context, 'channel', i, '')).trim();
    const body = { channel, ...contentV1(context, i, 'post'), ...sharedMessageOptions(param<IDataObject>(context, 'otherOptions', i, {})) };
    return slackApiRequest(context, 'POST', 'chat.postMessage', body, {}, { itemIndex: i });
  },

  async postEphemeral(context, i) {
    const channel = String(param(context, 'channel', i, '')).trim();
    const user = String(param(context, 'user', i, '')).trim();
    const body = { channel, user, ...contentV1(context, i, 'post'), ...sharedMessageOptions(param<IDataObject>(context, 'otherOptions', i, {})) };
    return slackApiRequest(context, 'POST', 'chat.postEphemeral', body, {}, { itemIndex: i });
  },

  async update(context, i, version) {
    const channel = locatedId(context, 'channelId', i, 'Channel');
    const ts = requiredTs(context, 'ts', i);
    const fields = param<IDataObject>(context, 'updateFields', i, {});
    if (version < 2) {
      return slackApiRequest(context, 'POST', 'chat.update', { channel, ts, ...contentV1(context, i, 'update'), ...sharedMessageOptions(fields) }, {}, { itemIndex: i });
    }
    const options = param<IDataObject>(context, 'otherOptions', i, {});
    const body = { channel, ts, ...withLink(context, i, version, contentV2(context, i, false), options), ...sharedMessageOptions(fields) };
    return withTimestamp(await slackApiRequest(context, 'POST', 'chat.update', body, {}, { itemIndex: i }));
  },

  async delete(context, i, version) {
    let channel: string;
    if (version >= 2 && param(context, 'select', i, 'channel') === 'user') {
      channel = await directChannel(context, locatedId(context, 'user', i, 'User'), i);
    } else {
      channel = locatedId(context, 'channelId', i, 'Channel');
    }
    return slackApiRequest(context, 'POST', 'chat.delete', { channel, ts: requiredTs(context, 'timestamp', i) }, {}, { itemIndex: i });
  },

  async getPermalink(context, i) {
    const qs = { channel: locatedId(context, 'channelId', i, 'Channel'), message_ts: requiredTs(context, 'timestamp', i) };
    return slackApiRequest(context, 'GET', 'chat.getPermalink', {}, qs, { itemIndex: i });
  },

  async search(context, i) {
    let query = String(param(context, 'query', i, '')).trim();
    if (query === '') throw new NodeOperationError(context.getNode(), 'Enter what to search for', { itemIndex: i });
    const channels = [param<IDataObject>(context, 'options', i, {}).searchChannel ?? []].flat().map(String).filter(Boolean);
    if (channels.length > 0) query += ` ${channels.map((name) => `in:${name.startsWith('#') ? name : `#${name}`}`).join(' ')}`;
    const sort = String(param(context, 'sort', i, 'desc'));
    const qs: IDataObject = sort === 'relevance' ? { query, sort: 'score' } : { query, sort: 'timestamp', sort_dir: sort };
    return slackApiRequestAllItems(context, 'messages.matches', 'GET', 'search.messages', {}, qs, listLimit(context, i), i);
  },
};
