import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { graphList, graphRequest, segment } from '../../transport.js';
import { locatedId } from '../located.js';

/** Calendars: in the default group, or in the calendar group chosen. */
export const calendarOperations: Record<string, (this: IExecuteFunctions, itemIndex: number) => Promise<IDataObject | IDataObject[]>> = {
  async create(itemIndex) {
    const { calendarGroup, color } = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
    const group = typeof calendarGroup === 'string' ? calendarGroup : '';
    return await graphRequest(this, {
      method: 'POST', path: group === '' ? '/calendars' : `/calendarGroups/${segment(group)}/calendars`, itemIndex,
      body: { name: String(this.getNodeParameter('name', itemIndex, '')), ...(color ? { color } : {}) },
    }) as IDataObject;
  },

  async delete(itemIndex) {
    await graphRequest(this, { method: 'DELETE', path: `/calendars/${segment(locatedId(this, 'calendarId', itemIndex))}`, itemIndex });
    return { success: true };
  },

  async get(itemIndex) {
    return await graphRequest(this, { path: `/calendars/${segment(locatedId(this, 'calendarId', itemIndex))}`, itemIndex }) as IDataObject;
  },

  async getAll(itemIndex) {
    const { custom } = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
    return graphList(this, itemIndex, '/calendars', custom ? { $filter: String(custom) } : {});
  },

  async update(itemIndex) {
    const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
    return await graphRequest(this, { method: 'PATCH', path: `/calendars/${segment(locatedId(this, 'calendarId', itemIndex))}`, body: fields, itemIndex }) as IDataObject;
  },
};
