import type { IDataObject, INodeExecutionData, INodeProperties, INodeType, INodeTypeDescription, IPollFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { cronDescription } from '../Cron/cron.description.js';
import { includeSpamTrashOption, labelIdsOption, readStatusOption, searchOption } from '../Gmail/v2/fields.js';
import { gmailLoadOptions } from '../Gmail/v2/methods.js';
import { listQuery } from '../Gmail/query.js';
import type { MessageFilters } from '../Gmail/query.js';
import { readMessages } from '../Gmail/read-messages.js';
import { gmailRequest, gmailRequestAll } from '../Gmail/transport.js';

const triggerTimes = cronDescription.properties.find((property) => property.name === 'triggerTimes') as INodeProperties;

/** The cursor kept in the node's static data between polls. */
interface Cursor {
  /** Seconds since the epoch of the newest message seen (Gmail's `after:` takes seconds). */
  lastTimeChecked?: number;
  /** Ids of the messages received in that second: `after:` includes it, so they come again and are skipped. */
  possibleDuplicates?: string[];
}

/** Gmail Trigger 1-1.3: polls the mailbox for new messages matching the filters. */
export class GmailTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Gmail Trigger',
    name: 'n8n-nodes-base.gmailTrigger',
    icon: 'file:gmail.svg',
    group: ['trigger'],
    version: [1, 1.1, 1.2, 1.3],
    description: 'Starts the workflow when Gmail receives a new message',
    eventTriggerDescription: 'Waiting for you to receive an email',
    defaults: { name: 'Gmail Trigger' },
    inputs: [],
    outputs: ['main'],
    polling: true,
    credentials: [
      { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
      { name: 'gmailOAuth2', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
    ],
    properties: [
      {
        ...triggerTimes, displayName: 'Poll Times', name: 'pollTimes', default: { item: [{ mode: 'everyMinute' }] },
        typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Poll Time' }, placeholder: 'Add Poll Time',
        description: 'When the mailbox is checked for new messages',
      },
      {
        displayName: 'Authentication', name: 'authentication', type: 'options', default: 'oAuth2',
        options: [{ name: 'OAuth2 (recommended)', value: 'oAuth2' }, { name: 'Service Account', value: 'serviceAccount' }],
      },
      { displayName: 'Event', name: 'event', type: 'options', default: 'messageReceived', options: [{ name: 'Message Received', value: 'messageReceived' }] },
      { displayName: 'Simplify', name: 'simple', type: 'boolean', default: true, description: 'Whether to return a simplified version of the response instead of the raw data' },
      {
        displayName: 'Filters', name: 'filters', type: 'collection', placeholder: 'Add Filter', default: {},
        options: [
          includeSpamTrashOption,
          { displayName: 'Include Drafts', name: 'includeDrafts', type: 'boolean', default: false, description: 'Whether to include drafts' },
          labelIdsOption, searchOption, readStatusOption,
          { displayName: 'Sender', name: 'sender', type: 'string', default: '', description: 'Only emails from this address or name' },
        ],
      },
      {
        displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: { hide: { simple: [true] } },
        options: [
          { displayName: 'Attachment Prefix', name: 'dataPropertyAttachmentsPrefixName', type: 'string', default: 'attachment_', description: 'Prefix of the binary fields the attachments go to' },
          { displayName: 'Download Attachments', name: 'downloadAttachments', type: 'boolean', default: false, description: 'Whether the attachments are downloaded as binary data' },
        ],
      },
    ],
  };

  methods = { loadOptions: { getLabels: gmailLoadOptions.getLabels } };

  async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
    const cursor = this.getWorkflowStaticData('node') as Cursor & IDataObject;
    const manual = this.getMode() === 'manual';
    const now = Math.floor(Date.now() / 1000);
    // From activation on: the first poll only sets the cursor's start, older mail is not news.
    if (!manual && cursor.lastTimeChecked === undefined) cursor.lastTimeChecked = now;
    const filters = this.getNodeParameter('filters', 0, {}) as MessageFilters;
    let qs: IDataObject;
    try {
      qs = listQuery({ ...filters, ...(manual ? {} : { receivedAfter: (cursor.lastTimeChecked as number) * 1000 }) });
    } catch (error) {
      throw new NodeOperationError(this.getNode(), (error as Error).message);
    }
    // A manual run shows the latest matching message, to see what the trigger gives.
    const listed = manual
      ? ((await gmailRequest(this, 'GET', '/messages', undefined, { ...qs, maxResults: 1 })).messages as IDataObject[] | undefined) ?? []
      : await gmailRequestAll(this, 'messages', '/messages', qs);
    const previous = new Set(manual ? [] : cursor.possibleDuplicates ?? []);
    const fresh = listed.filter((message) => !previous.has(String(message.id)));
    if (fresh.length === 0) return null;

    // The dates and labels decide the cursor and the draft filter, whatever the output format.
    const stamps: Array<{ id: string; time: number; draft: boolean }> = [];
    for (const message of fresh) {
      const minimal = await gmailRequest(this, 'GET', `/messages/${encodeURIComponent(String(message.id))}`, undefined, { format: 'minimal' });
      stamps.push({ id: String(minimal.id), time: Number(minimal.internalDate), draft: ((minimal.labelIds as string[] | undefined) ?? []).includes('DRAFT') });
    }
    if (!manual) {
      const newest = Math.max(...stamps.map((stamp) => Math.floor(stamp.time / 1000)));
      const carried = newest === cursor.lastTimeChecked ? [...previous] : [];
      cursor.possibleDuplicates = [...carried, ...stamps.filter((stamp) => Math.floor(stamp.time / 1000) === newest).map((stamp) => stamp.id)];
      cursor.lastTimeChecked = Math.max(newest, cursor.lastTimeChecked as number);
    }
    const wanted = stamps.filter((stamp) => filters.includeDrafts === true || !stamp.draft).sort((a, b) => a.time - b.time);
    if (wanted.length === 0) return null;
    const simple = this.getNodeParameter('simple', 0, true) === true;
    const options = this.getNodeParameter('options', 0, {}) as IDataObject;
    const items = await readMessages(this, wanted.map((stamp) => stamp.id), {
      simple, downloadAttachments: options.downloadAttachments === true, prefix: String(options.dataPropertyAttachmentsPrefixName ?? 'attachment_'),
    });
    return [items];
  }
}
