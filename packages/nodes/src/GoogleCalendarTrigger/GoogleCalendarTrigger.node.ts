import type { IDataObject, INodeExecutionData, INodeProperties, INodeType, INodeTypeDescription, IPollFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { cronDescription } from '../Cron/cron.description.js';
import { listSearch } from '../GoogleCalendar/methods.js';
import { calendarRequestAll, segment } from '../GoogleCalendar/transport.js';

const triggerTimes = cronDescription.properties.find((property) => property.name === 'triggerTimes') as INodeProperties;

/** The cursor kept in the node's static data: when the last poll looked (ISO time). */
interface Cursor { lastTimeChecked?: string }

const at = (time: unknown) => Date.parse(String((time as IDataObject | undefined)?.dateTime ?? (time as IDataObject | undefined)?.date ?? ''));
/** A manual run looks back this far for an example event. */
const SAMPLE_WINDOW = 7 * 86_400_000;

/**
 * Polls a calendar for events created, changed, cancelled, started or ended since the last poll. The first
 * poll of an active workflow only sets the cursor; a manual run shows the latest matching event of the last week.
 */
export class GoogleCalendarTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Google Calendar Trigger',
    name: 'n8n-nodes-base.googleCalendarTrigger',
    icon: 'file:googleCalendar.svg',
    group: ['trigger'],
    version: 1,
    subtitle: '={{$parameter["triggerOn"]}}',
    description: 'Starts the workflow when Google Calendar events are created, changed, cancelled, start or end',
    defaults: { name: 'Google Calendar Trigger' },
    inputs: [],
    outputs: ['main'],
    polling: true,
    credentials: [{ name: 'googleCalendarOAuth2Api', required: true }],
    properties: [
      {
        ...triggerTimes, displayName: 'Poll Times', name: 'pollTimes', default: { item: [{ mode: 'everyMinute' }] },
        typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Poll Time' }, placeholder: 'Add Poll Time', description: 'When the calendar is checked',
      },
      {
        displayName: 'Calendar', name: 'calendarId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, description: 'The calendar to watch',
        modes: [
          { displayName: 'From List', name: 'list', type: 'list', placeholder: 'Select a Calendar...', typeOptions: { searchListMethod: 'getCalendars', searchable: true } },
          { displayName: 'ID', name: 'id', type: 'string', placeholder: 'name@google.com' },
        ],
      },
      {
        displayName: 'Trigger On', name: 'triggerOn', type: 'options', required: true, default: '',
        options: [
          { name: 'Event Cancelled', value: 'eventCancelled' },
          { name: 'Event Created', value: 'eventCreated' },
          { name: 'Event Ended', value: 'eventEnded' },
          { name: 'Event Started', value: 'eventStarted' },
          { name: 'Event Updated', value: 'eventUpdated' },
        ],
      },
      {
        displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
        options: [{ displayName: 'Match Term', name: 'matchTerm', type: 'string', default: '', description: 'Only events with this text in their summary, description or location' }],
      },
    ],
  } as INodeTypeDescription;

  methods = { listSearch: { getCalendars: listSearch.getCalendars } };

  async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
    const chosen = this.getNodeParameter('calendarId', 0) as IDataObject | string;
    const calendar = String(typeof chosen === 'object' && chosen !== null ? chosen.value ?? '' : chosen).trim();
    if (calendar === '') throw new NodeOperationError(this.getNode(), 'Choose a calendar');
    const triggerOn = String(this.getNodeParameter('triggerOn', 0, ''));
    if (triggerOn === '') throw new NodeOperationError(this.getNode(), 'Choose what the trigger waits for (Trigger On)');
    const options = this.getNodeParameter('options', 0, {}) as IDataObject;
    const manual = this.getMode() === 'manual';
    const cursor = this.getWorkflowStaticData('node') as Cursor & IDataObject;
    const now = new Date();
    if (!manual && cursor.lastTimeChecked === undefined) {
      cursor.lastTimeChecked = now.toISOString();
      return null;
    }
    const since = manual ? new Date(now.getTime() - SAMPLE_WINDOW) : new Date(String(cursor.lastTimeChecked));
    const qs: IDataObject = { ...(options.matchTerm ? { q: options.matchTerm } : {}) };
    const timed = triggerOn === 'eventStarted' || triggerOn === 'eventEnded';
    if (timed) Object.assign(qs, { singleEvents: true, orderBy: 'startTime', timeMin: since.toISOString(), timeMax: now.toISOString() });
    else Object.assign(qs, { orderBy: 'updated', updatedMin: since.toISOString(), showDeleted: triggerOn === 'eventCancelled' });
    // Ended events may have started long before the cursor: the list finds them by their end (timeMin), not their start.
    if (triggerOn === 'eventEnded') delete qs.orderBy;
    const events = await calendarRequestAll(this, `/calendars/${segment(calendar)}/events`, qs);
    const from = since.getTime();
    const to = now.getTime();
    const wanted = events.filter((event) => {
      if (triggerOn === 'eventCreated') return Date.parse(String(event.created)) >= from && event.status !== 'cancelled';
      if (triggerOn === 'eventUpdated') return event.status !== 'cancelled' && event.created !== event.updated && Date.parse(String(event.updated)) >= from;
      if (triggerOn === 'eventCancelled') return event.status === 'cancelled';
      if (triggerOn === 'eventStarted') return at(event.start) >= from && at(event.start) < to;
      return at(event.end) >= from && at(event.end) < to;
    });
    if (!manual) cursor.lastTimeChecked = now.toISOString();
    if (wanted.length === 0) return null;
    return [(manual ? wanted.slice(-1) : wanted).map((json) => ({ json }))];
  }
}

