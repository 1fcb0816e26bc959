import type { IDataObject } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { compact, locatedId, requiredTs, slackTs } from '../locator-value.js';
import { slackApiRequest, slackApiRequestAllItems } from '../transport.js';
import type { SlackOperation } from './types.js';
import { listLimit, param } from './types.js';

const emoji = (value: unknown) => String(value ?? '').trim().replace(/^:|:$/g, '');

const reactionTarget = (context: Parameters<SlackOperation>[0], i: number) => ({
  channel: locatedId(context, 'channelId', i, 'Channel'), timestamp: requiredTs(context, 'timestamp', i),
});

export const reactionOperations: Record<string, SlackOperation> = {
  async add(context, i) {
    return slackApiRequest(context, 'POST', 'reactions.add', { ...reactionTarget(context, i), name: emoji(param(context, 'name', i, '')) }, {}, { itemIndex: i });
  },
  async remove(context, i) {
    return slackApiRequest(context, 'POST', 'reactions.remove', { ...reactionTarget(context, i), name: emoji(param(context, 'name', i, '')) }, {}, { itemIndex: i });
  },
  async get(context, i) {
    return slackApiRequest(context, 'GET', 'reactions.get', {}, { ...reactionTarget(context, i), full: true }, { itemIndex: i });
  },
};

/** What a star points at: a message (channel and timestamp), a file, or a file comment. */
function starTarget(values: IDataObject): IDataObject {
  return compact({
    channel: values.channel, timestamp: values.timestamp ? slackTs(values.timestamp) : undefined,
    file: values.file, file_comment: values.file_comment,
  });
}

export const starOperations: Record<string, SlackOperation> = {
  async add(context, i, version) {
    const options = param<IDataObject>(context, 'options', i, {});
    let target: IDataObject;
    if (version < 2) {
      target = starTarget({ channel: options.channelId, timestamp: options.timestamp, file: options.fileId, file_comment: options.fileComment });
    } else {
      const kind = param(context, 'target', i, '');
      target = starTarget({
        channel: kind === 'message' ? locatedId(context, 'channelId', i, 'Channel') : undefined,
        timestamp: kind === 'message' ? param(context, 'timestamp', i, '') : undefined,
        file: kind === 'file' ? param(context, 'fileId', i, '') : undefined,
        file_comment: options.fileComment,
      });
    }
    if (Object.keys(target).length === 0) {
      throw new NodeOperationError(context.getNode(), 'Say what to star: a message (channel and timestamp) or a file', { itemIndex: i });
    }
    return slackApiRequest(context, 'POST', 'stars.add', target, {}, { itemIndex: i });
  },
  async delete(context, i) {
    const options = param<IDataObject>(context, 'options', i, {});
    const target = starTarget({ channel: options.channelId, timestamp: options.timestamp, file: options.fileId, file_comment: options.fileComment });
    if (Object.keys(target).length === 0) {
      throw new NodeOperationError(context.getNode(), 'Say which star to remove: a message (channel and timestamp) or a file', { itemIndex: i });
    }
    return slackApiRequest(context, 'POST', 'stars.remove', target, {}, { itemIndex: i });
  },
  async getAll(context, i) {
    return slackApiRequestAllItems(context, 'items', 'GET', 'stars.list', {}, {}, listLimit(context, i), i);
  },
};
