import type { IDataObject, INodeExecutionData, INodeProperties, INodeType, INodeTypeDescription, IPollFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { cronDescription } from '../Cron/cron.description.js';
import { messageItems, selectOf } from '../MicrosoftOutlook/output.js';
import type { OutputChoice } from '../MicrosoftOutlook/output.js';
import { graphRequestAll } from '../MicrosoftOutlook/transport.js';
import { messageFilter } from '../MicrosoftOutlook/v2/message-filters.js';
import type { MessageFilters } from '../MicrosoftOutlook/v2/message-filters.js';
import { loadOptions } from '../MicrosoftOutlook/v2/methods.js';

const triggerTimes = cronDescription.properties.find((property) => property.name === 'triggerTimes') as INodeProperties;

/** The cursor kept in the node's static data between polls. */
interface Cursor {
  /** The newest receivedDateTime seen (Graph's `ge` includes it). */
  lastTimeChecked?: string;
  /** Ids of the messages received at that instant: they come back from the `ge` and are skipped. */
  possibleDuplicates?: string[];
}

const iso = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Microsoft Outlook Trigger 1: polls the mailbox for messages received since the last poll that match the filters. */
export class MicrosoftOutlookTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Microsoft Outlook Trigger',
    name: 'n8n-nodes-base.microsoftOutlookTrigger',
    icon: 'file:outlook.svg',
    group: ['trigger'],
    version: 1,
    description: 'Starts the workflow when Outlook receives a new message',
    eventTriggerDescription: 'Waiting for you to receive an email',
    defaults: { name: 'Microsoft Outlook Trigger' },
    inputs: [],
    outputs: ['main'],
    polling: true,
    credentials: [{ name: 'microsoftOutlookOAuth2Api', required: true }],
    properties: [
      {
        ...triggerTimes, displayName: 'Poll Times', name: 'pollTimes', default: { item: [{ mode: 'everyMinute' }] },
        typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Poll Time' }, placeholder: 'Add Poll Time',
        description: 'When the mailbox is checked for new messages',
      },
      {
        displayName: 'Trigger On', name: 'event', type: 'options', default: 'messageReceived',
        options: [{ name: 'Message Received', value: 'messageReceived' }],
      },
      {
        displayName: 'Output', name: 'output', type: 'options', default: 'simple',
        options: [{ name: 'Simplified', value: 'simple' }, { name: 'Raw', value: 'raw' }, { name: 'Selected Fields', value: 'fields' }],
      },
      {
        displayName: 'Fields', name: 'fields', type: 'multiOptions', default: [], displayOptions: { show: { output: ['fields'] } },
        options: [{ name: 'BCC', value: 'bccRecipients' }, { name: 'Body', value: 'body' }, { name: 'Body Preview', value: 'bodyPreview' }, { name: 'Categories', value: 'categories' }, { name: 'CC', value: 'ccRecipients' }, { name: 'Change Key', value: 'changeKey' }, { name: 'Conversation Id', value: 'conversationId' }, { name: 'Created Date Time', value: 'createdDateTime' }, { name: 'Flag', value: 'flag' }, { name: 'From', value: 'from' }, { name: 'Has Attachments', value: 'hasAttachments' }, { name: 'Importance', value: 'importance' }, { name: 'Inference Classification', value: 'inferenceClassification' }, { name: 'Internet Message Id', value: 'internetMessageId' }, { name: 'Is Delivery Receipt Requested', value: 'isDeliveryReceiptRequested' }, { name: 'Is Draft', value: 'isDraft' }, { name: 'Is Read', value: 'isRead' }, { name: 'Request Read Receipt', value: 'isReadReceiptRequested' }, { name: 'Last Modified Date Time', value: 'lastModifiedDateTime' }, { name: 'Parent Folder Id', value: 'parentFolderId' }, { name: 'Received Date Time', value: 'receivedDateTime' }, { name: 'Reply To', value: 'replyTo' }, { name: 'Sender', value: 'sender' }, { name: 'Sent Date Time', value: 'sentDateTime' }, { name: 'Subject', value: 'subject' }, { name: 'To', value: 'toRecipients' }, { name: 'Web Link', value: 'webLink' }],
      },
      {
        displayName: 'Filters', name: 'filters', type: 'collection', default: {}, placeholder: 'Add Field',
        options: [
          { displayName: 'Filter Query', name: 'custom', type: 'string', default: '' },
          { displayName: 'Has Attachments', name: 'hasAttachments', type: 'boolean', default: false },
          { displayName: 'Folders To Exclude', name: 'foldersToExclude', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getFolders' } },
          { displayName: 'Folders To Include', name: 'foldersToInclude', type: 'multiOptions', default: [], typeOptions: { loadOptionsMethod: 'getFolders' } },
          {
            displayName: 'Read Status', name: 'readStatus', type: 'options', default: 'unread',
            options: [{ name: 'Both', value: 'both' }, { name: 'Unread Only', value: 'unread' }, { name: 'Read Only', value: 'read' }],
          },
          { displayName: 'Sender', name: 'sender', type: 'string', default: '' },
        ],
      },
      {
        displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Field',
        options: [
          { displayName: 'Attachments Prefix', name: 'attachmentsPrefix', type: 'string', default: 'attachment_' },
          { displayName: 'Download Attachments', name: 'downloadAttachments', type: 'boolean', default: false },
        ],
      }
,
    ],
  };

  methods = { loadOptions: { getFolders: loadOptions.getFolders } };

  async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
    const cursor = this.getWorkflowStaticData('node') as Cursor & IDataObject;
    const manual = this.getMode() === 'manual';
    // From activation on: the first poll only sets the cursor's start, older mail is not news.
    if (!manual && cursor.lastTimeChecked === undefined) {
      cursor.lastTimeChecked = iso(Date.now());
      cursor.possibleDuplicates = [];
      return null;
    }
    const filters = this.getNodeParameter('filters', 0, {}) as MessageFilters;
    const choice: OutputChoice = { output: String(this.getNodeParameter('output', 0, 'simple')), fields: (this.getNodeParameter('fields', 0, []) as string[]) ?? [] };
    let filter: string;
    try {
      filter = messageFilter(filters);
    } catch (error) {
      throw new NodeOperationError(this.getNode(), (error as Error).message);
    }
    const clauses = [...(filter ? [filter] : []), 'isDraft eq false', ...(manual ? [] : [`receivedDateTime ge ${cursor.lastTimeChecked as string}`])];
    const select = selectOf(choice, 'message');
    // The cursor needs each message's time, whatever the output shows.
    const asked = typeof select.$select === 'string' ? String(select.$select).split(',') : undefined;
    const qs: IDataObject = { $filter: clauses.join(' and '), ...(asked ? { $select: [...new Set([...asked, 'receivedDateTime'])].join(',') } : {}) };
    // A manual run shows the latest matching message, to see what the trigger gives.
    const listed = await graphRequestAll(this, '/messages', qs, manual ? 1 : Infinity);
    const previous = new Set(manual ? [] : cursor.possibleDuplicates ?? []);
    const fresh = listed.filter((message) => !previous.has(String(message.id)))
      .sort((a, b) => Date.parse(String(a.receivedDateTime)) - Date.parse(String(b.receivedDateTime)));
    if (fresh.length === 0) return null;
    if (!manual) {
      const newest = Math.max(...fresh.map((message) => Date.parse(String(message.receivedDateTime))));
      const carried = newest === Date.parse(String(cursor.lastTimeChecked)) ? [...previous] : [];
      cursor.possibleDuplicates = [...carried, ...fresh.filter((message) => Date.parse(String(message.receivedDateTime)) === newest).map((message) => String(message.id))];
      cursor.lastTimeChecked = iso(Math.max(newest, Date.parse(String(cursor.lastTimeChecked))));
    }
    const shown = asked && !asked.includes('receivedDateTime') ? fresh.map(({ receivedDateTime: _time, ...rest }) => rest) : fresh;
    return [await messageItems(this, shown, choice, this.getNodeParameter('options', 0, {}) as IDataObject)];
  }
}
