import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { slackTs } from './locator-value.js';

/** The attachments collection (Add Attachment) as Slack's attachments, fields included; empty ones (the field's default) left out. */
export function attachmentsFrom(value: unknown): IDataObject[] {
  return ([value ?? []].flat() as IDataObject[]).map((attachment) => {
    const result: IDataObject = {};
    for (const [key, field] of Object.entries(attachment)) {
      if (field === '' || field === undefined) continue;
      if (key === 'fields') {
        result.fields = [((field as IDataObject).item ?? [])].flat();
      } else if (key === 'ts') {
        const time = typeof field === 'number' ? field : Date.parse(String(field)) / 1000;
        if (Number.isFinite(time) && time !== 0) result.ts = Math.floor(time);
      } else {
        result[key] = field;
      }
    }
    return result;
  }).filter((attachment) => Object.keys(attachment).length > 0);
}

/** JSON typed into a field (blocks or attachments): a list, or an object holding the list under `key`. */
export function jsonList(context: IExecuteFunctions, raw: unknown, key: string, label: string, itemIndex: number): IDataObject[] | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      throw new NodeOperationError(context.getNode(), `The ${label} are not valid JSON`, { itemIndex, description: (error as Error).message });
    }
  }
  if (!Array.isArray(parsed) && typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as IDataObject)[key])) {
    parsed = (parsed as IDataObject)[key];
  }
  if (!Array.isArray(parsed)) {
    throw new NodeOperationError(context.getNode(), `The ${label} must be a JSON list`, {
      itemIndex, description: `Give a list like [{ "type": "section", ... }] or an object with a "${key}" list.`,
    });
  }
  return parsed as IDataObject[];
}

/** The message options Slack takes as they are (link names, markdown, unfurling, a thread to reply in). */
export function sharedMessageOptions(options: IDataObject): IDataObject {
  const body: IDataObject = {};
  for (const key of ['link_names', 'mrkdwn', 'unfurl_links', 'unfurl_media', 'reply_broadcast', 'icon_emoji', 'icon_url', 'parse']) {
    if (options[key] !== undefined && options[key] !== '') body[key] = options[key];
  }
  if (typeof options.thread_ts === 'string' || typeof options.thread_ts === 'number') {
    if (options.thread_ts !== '') body.thread_ts = slackTs(options.thread_ts);
  }
  if (typeof options.sendAsUser === 'string' && options.sendAsUser.trim() !== '') body.username = options.sendAsUser.trim();
  return body;
}

/** The "Automated with" line of version 2.1 and later, linking to the workflow where the server's address is known. */
export function workflowLink(context: IExecuteFunctions): string {
  const resumeUrl = (context.getWorkflowDataProxy(0).$execution as { resumeUrl?: string } | undefined)?.resumeUrl;
  const workflowId = context.getWorkflow().id;
  try {
    if (resumeUrl && workflowId) return `_Automated with this <${new URL(`/workflow/${workflowId}`, resumeUrl).toString()}|Weft workflow>_`;
  } catch {
    // A relative resume URL (no server address): the line without a link.
  }
  return '_Automated with Weft_';
}
