import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { driveMethods } from '../methods.js';
import { perItem } from '../run-per-item.js';
import { driveAuth } from '../transport.js';
import { driveProperties } from './descriptions/drive.description.js';
import { fileProperties } from './descriptions/file.description.js';
import { folderProperties } from './descriptions/folder.description.js';
import { searchProperties } from './descriptions/search.description.js';
import { fileOperations } from './operations/file.operations.js';
import { driveOperations, folderOperations } from './operations/folder-drive.operations.js';
import { search } from './operations/search.operation.js';

const OPERATIONS = { file: fileOperations, folder: folderOperations, drive: driveOperations, fileFolder: { search } };

/** Google Drive version 3: files, folders and shared drives picked with resource locators; search with filters. */
export class GoogleDriveV2 implements INodeType {
  description: INodeTypeDescription;

  methods = driveMethods;

  constructor(base: INodeTypeBaseDescription) {
    this.description = {
      ...base,
      version: 3,
      subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
      defaults: { name: 'Google Drive' },
      inputs: ['main'],
      outputs: ['main'],
      usableAsTool: true,
      credentials: [
        { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
        { name: 'googleDriveOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
      ],
      properties: [
        { displayName: 'Tip: an AI agent can use this node as a tool to find, read and file your documents', name: 'preBuiltAgentsCalloutGoogleDrive', type: 'callout', default: '' },
        {
          displayName: 'Authentication', name: 'authentication', type: 'options', default: 'oAuth2',
          options: [{ name: 'OAuth2 (recommended)', value: 'oAuth2' }, { name: 'Service Account', value: 'serviceAccount' }],
        },
        {
          displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'file',
          options: [{ name: 'File', value: 'file' }, { name: 'File/Folder', value: 'fileFolder' }, { name: 'Folder', value: 'folder' }, { name: 'Shared Drive', value: 'drive' }],
        },
        ...driveProperties, ...fileProperties, ...searchProperties, ...folderProperties,
      ],
    } as INodeTypeDescription;
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const auth = driveAuth(String(this.getNodeParameter('authentication', 0, 'oAuth2')));
    const resource = String(this.getNodeParameter('resource', 0, 'file')) as keyof typeof OPERATIONS;
    const operation = String(this.getNodeParameter('operation', 0));
    const run = (OPERATIONS[resource] as Record<string, (typeof search) | undefined> | undefined)?.[operation];
    if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not known for ${resource}`);
    return [await perItem(this, (index) => run.call(this, auth, index))];
  }
}
