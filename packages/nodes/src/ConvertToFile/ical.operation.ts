import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { mapEachItem } from '../shared/item-loop.helper.js';
import type { CalendarEvent } from './ical-writer.js';
import { CalendarEventError, writeCalendar } from './ical-writer.js';

function dateText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : String(value ?? '');
}

function firstOf(value: unknown, key: string): IDataObject | undefined {
  const entry = (value as IDataObject | undefined)?.[key];
  return (Array.isArray(entry) ? entry[0] : entry) as IDataObject | undefined;
}

/** The event of one item from the node's parameters. */
function eventOf(context: IExecuteFunctions, itemIndex: number): { event: CalendarEvent; fields: IDataObject } {
  const fields = context.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
  const attendees = (((fields.attendeesUi as IDataObject | undefined)?.attendeeValues ?? []) as IDataObject[])
    .map((attendee) => ({ name: String(attendee.name ?? ''), email: String(attendee.email ?? ''), rsvp: attendee.rsvp === true }));
  const geolocation = firstOf(fields.geolocationUi, 'geolocationValues');
  const organizer = firstOf(fields.organizerUi, 'organizerValues');
  const event: CalendarEvent = {
    title: String(context.getNodeParameter('title', itemIndex, '') ?? ''),
    start: dateText(context.getNodeParameter('start', itemIndex, '')),
    end: dateText(context.getNodeParameter('end', itemIndex, '')),
    allDay: context.getNodeParameter('allDay', itemIndex, false) === true,
    description: fields.description as string | undefined,
    location: fields.location as string | undefined,
    url: fields.url as string | undefined,
    uid: fields.uid as string | undefined,
    status: (fields.status as string | undefined) ?? 'CONFIRMED',
    busyStatus: fields.busyStatus as string | undefined,
    sequence: typeof fields.sequence === 'number' ? fields.sequence : undefined,
    recurrenceRule: fields.recurrenceRule as string | undefined,
    calName: fields.calName as string | undefined,
    geolocation: geolocation ? { lat: String(geolocation.lat ?? ''), lon: String(geolocation.lon ?? '') } : undefined,
    organizer: organizer ? { name: String(organizer.name ?? ''), email: String(organizer.email ?? '') } : undefined,
    attendees,
  };
  return { event, fields };
}

/** Convert to ICS: one calendar file per item. */
export function convertToIcal(context: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
  const zone = context.getTimezone();
  return mapEachItem(context, items, async (_item, itemIndex) => {
    const { event, fields } = eventOf(context, itemIndex);
    let text: string;
    try {
      text = writeCalendar(event, zone, { useZone: fields.useWorkflowTimezone === true });
    } catch (error) {
      if (!(error instanceof CalendarEventError)) throw error;
      throw new NodeOperationError(context.getNode(), error.message, {
        itemIndex, description: 'Give the start and end as ISO dates, such as 2024-05-01T09:30:00.',
      });
    }
    const fileName = (fields.fileName as string | undefined) || 'event.ics';
    const field = context.getNodeParameter('binaryPropertyName', itemIndex, 'data') as string;
    const binary = await context.helpers.prepareBinaryData(Buffer.from(text, 'utf8'), fileName, 'text/calendar');
    return { json: {}, binary: { [field]: binary }, pairedItem: { item: itemIndex } };
  });
}
