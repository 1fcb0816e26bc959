import type { IExecuteFunctions, ILoadOptionsFunctions, INodeExecutionData, INodePropertyOptions, INodeType, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';
import { runItems } from '../run-items.js';
import { loadOptions } from '../v2/methods.js';
import { draftProperties } from './draft.description.js';
import { folderProperties } from './folder.description.js';
import { messageAttachmentProperties } from './message-attachment.description.js';
import { messageProperties } from './message.description.js';
import { sharedProperties } from './shared.description.js';
import { v1Operations } from './operations.js';

/** Microsoft Outlook 1: messages, drafts, attachments, folders (search folders too) and a folder's messages, by ID. */
export class MicrosoftOutlookV1 implements INodeType {
  description: INodeTypeDescription;

  methods = {
    loadOptions: {
      async getCategories(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        return loadOptions.getCategoriesNames.call(this);
      },
    },
  };

  constructor(base: INodeTypeBaseDescription) {
    const [notice, resource, ...sharedFields] = sharedProperties;
    this.description = {
      ...base,
      version: 1,
      subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
      defaults: { name: 'Microsoft Outlook' },
      inputs: ['main'],
      outputs: ['main'],
      credentials: [{ name: 'microsoftOutlookOAuth2Api', required: true }],
      properties: [notice, resource, ...draftProperties, ...messageProperties, ...messageAttachmentProperties, ...folderProperties, ...sharedFields],
    } as INodeTypeDescription;
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return runItems(this, v1Operations);
  }
}
