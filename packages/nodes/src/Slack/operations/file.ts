import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeApiError, NodeOperationError } from '@weft/workflow';
import { compact } from '../locator-value.js';
import { slackApiRequest, slackApiRequestAllItems } from '../transport.js';
import type { SlackOperation } from './types.js';
import { listLimit, param } from './types.js';

const list = (value: unknown) => [value ?? []].flat().map(String).filter(Boolean).join(',') || undefined;

/** Versions 1 to 2.1: the legacy files.upload, with a binary file (multipart) or a text typed in. */
async function legacyUpload(context: IExecuteFunctions, i: number): Promise<IDataObject> {
  const options = param<IDataObject>(context, 'options', i, {});
  const fields = compact({
    channels: list(options.channelIds), filename: options.fileName, initial_comment: options.initialComment,
    thread_ts: options.threadTs, title: options.title,
  });
  if (param(context, 'binaryData', i, false)) {
    const property = String(param(context, 'binaryPropertyName', i, 'data'));
    const binary = context.helpers.assertBinaryData(i, property);
    const bytes = await context.helpers.getBinaryDataBuffer(i, property);
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    form.append('file', new Blob([bytes], { type: binary.mimeType }), String(fields.filename ?? binary.fileName ?? 'file'));
    return (await slackApiRequest(context, 'POST', 'files.upload', {}, {}, { formData: form, itemIndex: i })).file as IDataObject;
  }
  const content = String(param(context, 'fileContent', i, ''));
  return (await slackApiRequest(context, 'POST', 'files.upload', { ...fields, content }, {}, { form: true, itemIndex: i })).file as IDataObject;
}

/**
 * 2.2 and later: Slack's external upload. Ask for an upload URL for the file's name and size, send
 * the bytes there, then complete the upload, sharing the file in the channel when one is chosen.
 */
async function externalUpload(context: IExecuteFunctions, i: number): Promise<IDataObject[]> {
  const options = param<IDataObject>(context, 'options', i, {});
  const property = String(param(context, 'binaryPropertyName', i, 'data'));
  const binary = context.helpers.assertBinaryData(i, property);
  const bytes = await context.helpers.getBinaryDataBuffer(i, property);
  const filename = String(options.fileName || binary.fileName || 'file');
  const ticket = await slackApiRequest(context, 'POST', 'files.getUploadURLExternal', { filename, length: bytes.byteLength }, {}, { form: true, itemIndex: i });
  const uploaded = await context.helpers.httpRequest({
    method: 'POST', url: String(ticket.upload_url), body: bytes, headers: { 'content-type': binary.mimeType || 'application/octet-stream' },
    returnFullResponse: true, ignoreHttpStatusErrors: true,
  }) as { statusCode: number; body: unknown };
  if (uploaded.statusCode >= 400) {
    throw new NodeApiError(context.getNode(), { body: String(uploaded.body ?? '') }, {
      httpCode: uploaded.statusCode, itemIndex: i, message: 'Slack did not take the file\'s bytes', description: `The upload URL answered ${uploaded.statusCode}.`,
    });
  }
  const channel = [options.channelId ?? []].flat().map(String).find(Boolean);
  const body = compact({
    files: [compact({ id: ticket.file_id, title: options.title || filename })], channel_id: channel,
    initial_comment: options.initialComment, thread_ts: options.threadTs,
  });
  return (await slackApiRequest(context, 'POST', 'files.completeUploadExternal', body, {}, { itemIndex: i })).files as IDataObject[] ?? [];
}

export const fileOperations: Record<string, SlackOperation> = {
  async upload(context, i, version) {
    return version >= 2.2 ? externalUpload(context, i) : legacyUpload(context, i);
  },
  async get(context, i) {
    const file = String(param(context, 'fileId', i, '')).trim();
    if (file === '') throw new NodeOperationError(context.getNode(), 'Enter the file ID', { itemIndex: i });
    return (await slackApiRequest(context, 'GET', 'files.info', {}, { file }, { itemIndex: i })).file as IDataObject;
  },
  async getAll(context, i) {
    const filters = param<IDataObject>(context, 'filters', i, {});
    const qs = compact({
      channel: filters.channelId, show_files_hidden_by_limit: filters.showFilesHidden === true ? true : undefined,
      ts_from: filters.tsFrom, ts_to: filters.tsTo, types: list(filters.types), user: filters.userId,
    });
    return slackApiRequestAllItems(context, 'files', 'GET', 'files.list', {}, qs, listLimit(context, i), i);
  },
};
