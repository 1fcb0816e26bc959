import type { INodeProperties } from '@weft/workflow';
import { locatorModes } from '../locator-modes.js';

/** Calendars: create, delete, get, list (Graph filter) and update (name, colour, default). */
export const calendarProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'getAll', noDataExpression: true, displayOptions: { show: { resource: ['calendar'] } },
    options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }, { name: 'Update', value: 'update' }],
  },
  { displayName: 'Name', name: 'name', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['calendar'], operation: ['create'] } } },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['calendar'], operation: ['create'] } },
    options: [
      { displayName: 'Calendar Group', name: 'calendarGroup', type: 'options', default: [], typeOptions: { loadOptionsMethod: 'getCalendarGroups' } },
      {
        displayName: 'Color', name: 'color', type: 'options', default: 'lightBlue',
        options: [{ name: 'Light Blue', value: 'lightBlue' }, { name: 'Light Brown', value: 'lightBrown' }, { name: 'Light Gray', value: 'lightGray' }, { name: 'Light Green', value: 'lightGreen' }, { name: 'Light Orange', value: 'lightOrange' }, { name: 'Light Pink', value: 'lightPink' }, { name: 'Light Red', value: 'lightRed' }, { name: 'Light Teal', value: 'lightTeal' }, { name: 'Light Yellow', value: 'lightYellow' }],
      },
    ],
  },
  { displayName: 'Calendar', name: 'calendarId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['calendar'], operation: ['delete'] } }, modes: locatorModes('calendar', ['list', 'id']) },
  { displayName: 'Calendar', name: 'calendarId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['calendar'], operation: ['get'] } }, modes: locatorModes('calendar', ['list', 'id']) },
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { resource: ['calendar'], operation: ['getAll'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1 }, displayOptions: { show: { returnAll: [false], resource: ['calendar'], operation: ['getAll'] } } },
  {
    displayName: 'Filters', name: 'filters', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['calendar'], operation: ['getAll'] } },
    options: [
      { displayName: 'Filter Query', name: 'custom', type: 'string', default: '' },
    ],
  },
  { displayName: 'Calendar', name: 'calendarId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true, displayOptions: { show: { resource: ['calendar'], operation: ['update'] } }, modes: locatorModes('calendar', ['list', 'id']) },
  {
    displayName: 'Update Fields', name: 'updateFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['calendar'], operation: ['update'] } },
    options: [
      {
        displayName: 'Color', name: 'color', type: 'options', default: 'lightBlue',
        options: [{ name: 'Light Blue', value: 'lightBlue' }, { name: 'Light Brown', value: 'lightBrown' }, { name: 'Light Gray', value: 'lightGray' }, { name: 'Light Green', value: 'lightGreen' }, { name: 'Light Orange', value: 'lightOrange' }, { name: 'Light Pink', value: 'lightPink' }, { name: 'Light Red', value: 'lightRed' }, { name: 'Light Teal', value: 'lightTeal' }, { name: 'Light Yellow', value: 'lightYellow' }],
      },
      { displayName: 'Is Default Calendar', name: 'isDefaultCalendar', type: 'boolean', default: false },
      { displayName: 'Name', name: 'name', type: 'string', default: '' },
    ],
  }
,
];
