import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult, INodePropertyOptions } from '@weft/workflow';
import { calendarRequest, calendarRequestAll, segment } from './transport.js';

/* The editor's lists: calendars and time zones (searchable), event colours, the calendar's conference types. */

const matches = (filter: string | undefined, ...texts: string[]) => !filter || texts.some((text) => text.toLowerCase().includes(filter.toLowerCase()));

const CONFERENCE_NAMES: Record<string, string> = { hangoutsMeet: 'Google Meet', eventHangout: 'Google Hangout', eventNamedHangout: 'Google Hangout (named)', addOn: 'Add-on' };

export const listSearch = {
  async getCalendars(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const calendars = await calendarRequestAll(this, '/users/me/calendarList', {});
    const results = calendars
      .filter((calendar) => matches(filter, String(calendar.summary ?? ''), String(calendar.id)))
      .map((calendar) => ({ name: String(calendar.summary ?? calendar.id), value: String(calendar.id) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { results };
  },

  async getTimezones(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const zones = Intl.supportedValuesOf('timeZone');
    return { results: zones.filter((zone) => matches(filter, zone)).map((zone) => ({ name: zone, value: zone })) };
  },
};

export const loadOptions = {
  async getColors(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const colors = await calendarRequest(this, 'GET', '/colors');
    return Object.entries((colors.event ?? {}) as Record<string, IDataObject>).map(([id, color]) => ({
      name: `Color ${id} (${String(color.background)})`, value: id,
    }));
  },

  async getConferenceSolutions(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
    const chosen = this.getCurrentNodeParameter('calendar') as IDataObject | string | undefined;
    const id = String(typeof chosen === 'object' && chosen !== null ? chosen.value ?? '' : chosen ?? '');
    if (id === '') return [];
    const calendar = await calendarRequest(this, 'GET', `/calendars/${segment(id)}`);
    const types = ((calendar.conferenceProperties as IDataObject | undefined)?.allowedConferenceSolutionTypes ?? []) as string[];
    return types.map((type) => ({ name: CONFERENCE_NAMES[type] ?? type, value: type }));
  },
};
