import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { DateTime } from 'luxon';
import { NodeOperationError } from '@weft/workflow';
import { outputChoice, selectOf, shaped } from '../../output.js';
import { graphList, graphRequest, graphRequestAll, segment } from '../../transport.js';
import { locatedId } from '../located.js';

/** A moment as Graph's dateTimeTimeZone: the wall time in `zone`, and the zone. */
function graphTime(context: IExecuteFunctions, value: unknown, zone: string, itemIndex: number, allDay: boolean): IDataObject {
  const parsed = DateTime.fromISO(String(value), { zone: 'UTC' }).setZone(zone);
  if (!parsed.isValid) throw new NodeOperationError(context.getNode(), `"${String(value)}" is not a date and time`, { itemIndex });
  const wall = allDay ? parsed.startOf('day') : parsed;
  return { dateTime: wall.toFormat("yyyy-MM-dd'T'HH:mm:ss"), timeZone: zone };
}

/** The event's fields as Graph takes them: the body as HTML, start and end in the chosen zone. */
function eventBody(context: IExecuteFunctions, itemIndex: number, fields: IDataObject, start?: unknown, end?: unknown): IDataObject {
  const { timeZone, body, start: newStart, end: newEnd, ...rest } = fields;
  const zone = typeof timeZone === 'string' && timeZone !== '' ? timeZone : 'UTC';
  const allDay = rest.isAllDay === true;
  const event: IDataObject = { ...rest };
  if (body !== undefined) event.body = { contentType: 'html', content: String(body) };
  const from = start ?? newStart;
  const to = end ?? newEnd;
  if (from !== undefined && from !== '') event.start = graphTime(context, from, zone, itemIndex, allDay);
  if (to !== undefined && to !== '') event.end = graphTime(context, to, zone, itemIndex, allDay);
  return event;
}

const eventPath = (context: IExecuteFunctions, itemIndex: number) =>
  `/calendars/${segment(locatedId(context, 'calendarId', itemIndex))}/events/${segment(locatedId(context, 'eventId', itemIndex))}`;

export const eventOperations: Record<string, (this: IExecuteFunctions, itemIndex: number) => Promise<IDataObject | IDataObject[]>> = {
  async create(itemIndex) {
    const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
    const body = eventBody(this, itemIndex, { ...fields, subject: this.getNodeParameter('subject', itemIndex, '') },
      this.getNodeParameter('startDateTime', itemIndex, ''), this.getNodeParameter('endDateTime', itemIndex, ''));
    return await graphRequest(this, { method: 'POST', path: `/calendars/${segment(locatedId(this, 'calendarId', itemIndex))}/events`, body, itemIndex }) as IDataObject;
  },

  async delete(itemIndex) {
    await graphRequest(this, { method: 'DELETE', path: eventPath(this, itemIndex), itemIndex });
    return { success: true };
  },

  async get(itemIndex) {
    const choice = outputChoice(this, itemIndex);
    return shaped(await graphRequest(this, { path: eventPath(this, itemIndex), qs: selectOf(choice, 'event'), itemIndex }) as IDataObject, choice);
  },

  async getAll(itemIndex) {
    const choice = outputChoice(this, itemIndex);
    const { custom } = this.getNodeParameter('filters', itemIndex, {}) as IDataObject;
    const query = { ...selectOf(choice, 'event'), ...(custom ? { $filter: String(custom) } : {}) };
    if (this.getNodeParameter('fromAllCalendars', itemIndex, true) !== true) {
      return (await graphList(this, itemIndex, `/calendars/${segment(locatedId(this, 'calendarId', itemIndex))}/events`, query)).map((event) => shaped(event, choice));
    }
    const returnAll = this.getNodeParameter('returnAll', itemIndex, false) === true;
    const limit = returnAll ? Infinity : Number(this.getNodeParameter('limit', itemIndex, 100));
    const events: IDataObject[] = [];
    for (const calendar of await graphRequestAll(this, '/calendars', { $select: 'id' }, Infinity, itemIndex)) {
      if (events.length >= limit) break;
      events.push(...await graphRequestAll(this, `/calendars/${segment(String(calendar.id))}/events`, query, limit - events.length, itemIndex));
    }
    return events.map((event) => shaped(event, choice));
  },

  async update(itemIndex) {
    const body = eventBody(this, itemIndex, this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject);
    return await graphRequest(this, { method: 'PATCH', path: eventPath(this, itemIndex), body, itemIndex }) as IDataObject;
  },
};
