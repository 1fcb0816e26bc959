import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from '@weft/workflow';
import { gmailRequest } from '../transport.js';

/** The editor's option lists: labels, send-as aliases, a thread's messages. */
export const gmailLoadOptions = {
  async getLabels(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const labels = ((await gmailRequest(this, 'GET', '/labels')).labels as IDataObject[] | undefined) ?? [];
    return labels.map((label) => ({ name: String(label.name), value: String(label.id) })).sort((a, b) => a.name.localeCompare(b.name));
  },
  async getGmailAliases(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const aliases = ((await gmailRequest(this, 'GET', '/settings/sendAs')).sendAs as IDataObject[] | undefined) ?? [];
    return aliases.map((alias) => ({ name: alias.isDefault ? `${String(alias.sendAsEmail)} (Default)` : String(alias.sendAsEmail), value: String(alias.sendAsEmail) }));
  },
  async getThreadMessages(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const threadId = String(this.getCurrentNodeParameter('threadId') ?? '');
    if (threadId === '') return [];
    const thread = await gmailRequest(this, 'GET', `/threads/${encodeURIComponent(threadId)}`, undefined, { format: 'minimal' });
    return ((thread.messages as IDataObject[] | undefined) ?? []).map((message) => ({ name: String(message.snippet ?? message.id), value: String(message.id) }));
  },
};
