import type {
  IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData,
} from '@weft/workflow';
import { sendAndWaitWebhook } from '../../EmailSend/v2/send-and-wait.webhook.js';
import { runItems } from '../run-items.js';
import { calendarProperties } from './descriptions/calendar.description.js';
import { contactProperties } from './descriptions/contact.description.js';
import { draftProperties } from './descriptions/draft.description.js';
import { eventProperties } from './descriptions/event.description.js';
import { folderMessageProperties } from './descriptions/folder-message.description.js';
import { folderProperties } from './descriptions/folder.description.js';
import { messageAttachmentProperties } from './descriptions/message-attachment.description.js';
import { messageUpdateProperties } from './descriptions/message-update.description.js';
import { messageProperties } from './descriptions/message.description.js';
import { listSearch, loadOptions } from './methods.js';
import { attachmentOperations } from './operations/attachment.operations.js';
import { calendarOperations } from './operations/calendar.operations.js';
import { contactOperations } from './operations/contact.operations.js';
import { draftOperations } from './operations/draft.operations.js';
import { eventOperations } from './operations/event.operations.js';
import { folderMessageOperations, folderOperations } from './operations/folder.operations.js';
import { messageOperations } from './operations/message.operations.js';
import { outlookSendAndWait, outlookSendAndWaitProperties } from './send-and-wait.js';

const OPERATIONS = {
  calendar: calendarOperations, contact: contactOperations, draft: draftOperations, event: eventOperations, folder: folderOperations,
  folderMessage: folderMessageOperations, message: messageOperations, messageAttachment: attachmentOperations,
};

/** Microsoft Outlook 2: mail (messages, drafts, folders, attachments; send and wait), calendars, events and contacts. */
export class MicrosoftOutlookV2 implements INodeType {
  description: INodeTypeDescription;

  methods = { listSearch, loadOptions };

  constructor(base: INodeTypeBaseDescription) {
    this.description = {
      ...base,
      version: 2,
      subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
      defaults: { name: 'Microsoft Outlook' },
      inputs: ['main'],
      outputs: ['main'],
      usableAsTool: true,
      credentials: [{ name: 'microsoftOutlookOAuth2Api', required: true }],
      // The resume URL of a Send and Wait execution: GET for approval links and the response form, POST for its submission.
      webhooks: [
        { name: 'default', httpMethod: 'GET', responseMode: 'onReceived', responseData: '', path: '', restartWebhook: true, isFullPath: true },
        { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', responseData: '', path: '', restartWebhook: true, isFullPath: true },
      ],
      properties: [
        {
          displayName: 'Resource', name: 'resource', type: 'options', default: 'message', noDataExpression: true,
          options: [
            { name: 'Calendar', value: 'calendar' }, { name: 'Contact', value: 'contact' }, { name: 'Draft', value: 'draft' }, { name: 'Event', value: 'event' },
            { name: 'Folder', value: 'folder' }, { name: 'Folder Message', value: 'folderMessage' }, { name: 'Message', value: 'message' },
            { name: 'Message Attachment', value: 'messageAttachment' },
          ],
        },
        ...calendarProperties, ...contactProperties, ...draftProperties, ...eventProperties, ...folderProperties, ...folderMessageProperties,
        ...messageProperties, ...outlookSendAndWaitProperties, ...messageUpdateProperties, ...messageAttachmentProperties,
      ],
    } as INodeTypeDescription;
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    if (this.getNodeParameter('resource', 0, 'message') === 'message' && this.getNodeParameter('operation', 0, '') === 'sendAndWait') return outlookSendAndWait(this);
    return runItems(this, OPERATIONS);
  }

  /** The answer to a Send and Wait mail (approval link or response form), which continues the run. */
  webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    return sendAndWaitWebhook(this);
  }
}
