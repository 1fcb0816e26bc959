import type { IDataObject } from '@weft/workflow';
import { idParameter } from '../fields.js';
import { collect, hubspotRequest, legacyPage, wanted } from '../transport.js';
import type { ItemOperation } from './per-item.js';

/* Engagements (calls, emails, meetings, tasks) through HubSpot's v1 engagements API. */

const idList = (value: unknown) => String(value ?? '').split(',').map((id) => id.trim()).filter(Boolean).map(Number);
const epoch = (value: unknown) => (value ? new Date(value as string).getTime() : undefined);

/** The Metadata collection in the shape each engagement type's `metadata` takes. */
function metadata(type: string, fields: IDataObject, dueDate: unknown): IDataObject {
  if (type === 'email') {
    const list = (value: unknown) => [value ?? []].flat().filter((email) => email !== '').map((email) => ({ email }));
    return {
      from: { email: fields.fromEmail, firstName: fields.firstName, lastName: fields.lastName },
      to: list(fields.toEmail), cc: list(fields.cc), bcc: list(fields.bcc), subject: fields.subject, html: fields.html,
    };
  }
  if (type === 'meeting') {
    return { body: fields.body, startTime: epoch(fields.startTime), endTime: epoch(fields.endTime), title: fields.title, internalMeetingNotes: fields.internalMeetingNotes };
  }
  if (type === 'task') return { ...fields, ...(dueDate ? { dueDate: epoch(dueDate) } : {}) };
  return { ...fields };
}

export const engagementOperations: Record<string, ItemOperation> = {
  async create(item) {
    const type = this.getNodeParameter('type', item) as string;
    const fields = this.getNodeParameter('metadata', item, {}) as IDataObject;
    const extra = this.getNodeParameter('additionalFields', item, {}) as IDataObject;
    const links = (extra.associations ?? {}) as IDataObject;
    const dueDate = type === 'task' && this.getNode().typeVersion >= 2.2 ? this.getNodeParameter('dueDate', item, '') : undefined;
    return await hubspotRequest(this, 'POST', '/engagements/v1/engagements', {
      engagement: { type: type.toUpperCase(), timestamp: Date.now() },
      associations: {
        contactIds: idList(links.contactIds), companyIds: idList(links.companyIds), dealIds: idList(links.dealIds),
        ownerIds: idList(links.ownerIds), ticketIds: idList(links.ticketIds),
      },
      metadata: JSON.parse(JSON.stringify(metadata(type, fields, dueDate))) as IDataObject,
    });
  },
  async get(item) {
    return await hubspotRequest(this, 'GET', `/engagements/v1/engagements/${encodeURIComponent(idParameter(this, 'engagementId', item))}`);
  },
  async getAll(item) {
    const limit = wanted(this, item);
    return await collect(async (offset) => legacyPage(await hubspotRequest(this, 'GET', '/engagements/v1/engagements/paged', undefined, {
      limit: Math.min(limit, 250), ...(offset !== undefined ? { offset } : {}),
    }), 'results'), limit);
  },
  async delete(item) {
    const id = idParameter(this, 'engagementId', item);
    await hubspotRequest(this, 'DELETE', `/engagements/v1/engagements/${encodeURIComponent(id)}`);
    return { success: true };
  },
};
