import { paging, recordId, shown } from './builders.js';
import type { PropertySpec } from '../spec.js';

/**
 * HubSpot parameters shown for the engagement resource, in the order the editor lists them. v2 adds the task
 * due date and a single owner (from 2.2) and names the engagement with a resource locator.
 */
export function engagementProperties(v2: boolean): PropertySpec[] {
  const forVersion = (inV2: boolean, ...specs: PropertySpec[]): PropertySpec[] => (inV2 === v2 ? specs : []);
  return [
    {
      name: 'operation', type: 'options', default: 'create', noDataExpression: true,
      displayOptions: { show: { resource: ['engagement'] } }, options: ['create', 'delete', 'get', 'getAll'],
    },
    {
      name: 'type', type: 'options', default: '', required: true,
      displayOptions: { show: { resource: ['engagement'], operation: ['create'] } },
      options: ['call', 'email', 'meeting', 'task'],
    },
    ...forVersion(true, {
      name: 'dueDate', type: 'dateTime', default: '', required: true,
      displayOptions: {
        show: { resource: ['engagement'], operation: ['create'], type: ['task'], '@version': [{ _cnd: { gte: 2.2 } }] },
      },
    }),
    {
      name: 'metadata', type: 'collection', default: {},
      displayOptions: { show: { resource: ['engagement'], operation: ['create'], type: ['task'] } },
      options: [
        { name: 'body', type: 'string', default: '' },
        { name: 'forObjectType', type: 'options', default: '', options: ['COMPANY', 'CONTACT'] },
        {
          name: 'status', type: 'options', default: '',
          options: ['COMPLETED', 'DEFERRED', 'IN_PROGRESS', 'NOT_STARTED', 'WAITING'],
        },
        { name: 'subject', type: 'string', default: '' },
      ],
    },
    {
      name: 'metadata', type: 'collection', default: {},
      displayOptions: { show: { resource: ['engagement'], operation: ['create'], type: ['email'] } },
      options: [
        {
          name: 'bcc', type: 'string', default: '',
          typeOptions: { multipleValues: true, multipleValueButtonText: 'Add BCC' },
        },
        {
          name: 'cc', type: 'string', default: '',
          typeOptions: { multipleValues: true, multipleValueButtonText: 'Add CC' },
        },
        { name: 'fromEmail', type: 'string', default: '' },
        { name: 'firstName', type: 'string', default: '' },
        { name: 'lastName', type: 'string', default: '' },
        { name: 'html', type: 'string', default: '' },
        { name: 'subject', type: 'string', default: '' },
        {
          name: 'toEmail', type: 'string', default: '',
          typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Email' },
        },
      ],
    },
    {
      name: 'metadata', type: 'collection', default: {},
      displayOptions: { show: { resource: ['engagement'], operation: ['create'], type: ['meeting'] } },
      options: [
        { name: 'body', type: 'string', default: '' },
        { name: 'endTime', type: 'dateTime', default: '' },
        { name: 'internalMeetingNotes', type: 'string', default: '' },
        { name: 'startTime', type: 'dateTime', default: '' },
        { name: 'title', type: 'string', default: '' },
      ],
    },
    {
      name: 'metadata', type: 'collection', default: {},
      displayOptions: { show: { resource: ['engagement'], operation: ['create'], type: ['call'] } },
      options: [
        { name: 'body', type: 'string', default: '' },
        { name: 'durationMilliseconds', type: 'number', default: 0 },
        { name: 'fromNumber', type: 'string', default: '' },
        { name: 'recordingUrl', type: 'string', default: '' },
        {
          name: 'status', type: 'options', default: 'QUEUED',
          options: [
            'BUSY', 'CALLING_CRM_USER', 'CANCELED', 'COMPLETED', 'CONNECTING', 'FAILED', 'IN_PROGRESS', 'NO_ANSWER',
            'QUEUED', 'RINGING',
          ],
        },
        { name: 'toNumber', type: 'string', default: '' },
      ],
    },
    {
      name: 'additionalFields', type: 'collection', default: {},
      displayOptions: { show: { resource: ['engagement'], operation: ['create'] } },
      options: [
        {
          name: 'associations', type: 'collection', default: {},
          options: [
            { name: 'companyIds', type: 'string', default: '' },
            { name: 'contactIds', type: 'string', default: '' },
            { name: 'dealIds', type: 'string', default: '' },
            ...forVersion(false, { name: 'ownerIds', type: 'string', default: '' }),
            ...forVersion(
              true,
              {
                name: 'ownerIds', type: 'string', default: '',
                displayOptions: { show: { '@version': [{ _cnd: { lt: 2.2 } }] } },
              },
              {
                name: 'ownerId', type: 'number', default: 0,
                displayOptions: { show: { '@version': [{ _cnd: { gte: 2.2 } }] } },
              },
            ),
            { name: 'ticketIds', type: 'string', default: '' },
          ],
        },
      ],
    },
    ...(v2
      ? [recordId('engagementId', 'engagement', 'get', true), recordId('engagementId', 'engagement', 'delete', true)]
      : [{
        name: 'engagementId', type: 'string', default: '', required: true,
        displayOptions: shown('engagement', ['get', 'delete']),
      }]),
    ...paging('engagement', ['getAll']),
  ];
}
