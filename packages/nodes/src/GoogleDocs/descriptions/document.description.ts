import type { INodeProperties } from '@weft/workflow';
import { actionValues } from './actions.description.js';

const on = (operation: string) => ({ show: { operation: [operation], resource: ['document'] } });
const documentUrl = (operation: string): INodeProperties => ({
  displayName: 'Doc ID or URL', name: 'documentURL', type: 'string', required: true, default: '', placeholder: 'https://docs.google.com/document/d/1abc.../edit',
  description: "The document's URL, or its ID", displayOptions: on(operation),
});
const simple = (operation: string, description: string): INodeProperties => ({
  displayName: 'Simplify', name: 'simple', type: 'boolean', default: true, description, displayOptions: on(operation),
});

/** Document: create (in a folder of a drive), get, update (a list of actions). */
export const documentProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create', displayOptions: { show: { resource: ['document'] } },
    options: [
      { name: 'Create', value: 'create', action: 'Create a document' },
      { name: 'Get', value: 'get', action: 'Get a document' },
      { name: 'Update', value: 'update', action: 'Update a document' },
    ],
  },
  {
    displayName: 'Drive Name or ID', name: 'driveId', type: 'options', required: true, default: 'myDrive', typeOptions: { loadOptionsMethod: 'getDrives' },
    description: 'The drive the document goes in', displayOptions: on('create'),
  },
  {
    displayName: 'Folder Name or ID', name: 'folderId', type: 'options', required: true, default: '', typeOptions: { loadOptionsDependsOn: ['driveId'], loadOptionsMethod: 'getFolders' },
    description: "The folder the document goes in (the drive's top level when empty)", displayOptions: on('create'),
  },
  { displayName: 'Title', name: 'title', type: 'string', required: true, default: '', description: "The document's title", displayOptions: on('create') },
  documentUrl('get'),
  simple('get', "Whether to output the document's text only instead of its whole structure"),
  documentUrl('update'),
  simple('update', "Whether to output only the document's ID instead of Google's whole answer"),
  {
    displayName: 'Actions', name: 'actionsUi', type: 'fixedCollection', placeholder: 'Add Action', typeOptions: { multipleValues: true }, displayOptions: on('update'),
    default: { actionFields: [{ object: 'text', action: 'insert', locationChoice: 'endOfSegmentLocation', index: 0, text: '' }] },
    options: [{ displayName: 'Action Fields', name: 'actionFields', values: actionValues }],
  },
  {
    displayName: 'Update Fields', name: 'updateFields', type: 'fixedCollection', placeholder: 'Add Field', default: {}, displayOptions: on('update'),
    options: [{
      displayName: 'Write Control Object', name: 'writeControlObject',
      values: [
        {
          displayName: 'Revision Mode', name: 'control', type: 'options', default: 'requiredRevisionId',
          options: [
            { name: 'Target', value: 'targetRevisionId', description: 'Apply the changes to this revision, merged with later collaborators\' changes' },
            { name: 'Required', value: 'requiredRevisionId', description: 'Fail unless this is still the latest revision' },
          ],
        },
        { displayName: 'Value', name: 'value', type: 'string', default: '', description: 'The revision ID (from a Get)' },
      ],
    }],
  },
];
