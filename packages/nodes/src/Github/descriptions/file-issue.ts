import type { INodeProperties } from '@weft/workflow';

/* The fields of the File and Issue operations. */

const file = (operation: string[]) => ({ show: { operation, resource: ['file'] } });
const issue = (operation: string[]) => ({ show: { operation, resource: ['issue'] } });

const person = (name: string, what: string): INodeProperties => ({
  displayName: what, name, placeholder: 'Add Field', values: [
    { displayName: 'Name', name: 'name', type: 'string', default: '', description: `The name of the ${name}` },
    { displayName: 'Email', name: 'email', type: 'string', placeholder: 'name@email.com', default: '', description: `The email of the ${name}` },
  ],
} as unknown as INodeProperties);

const multiple = (name: string, single: string, button: string): INodeProperties => ({
  displayName: name === 'labels' ? 'Labels' : 'Assignees', name, type: 'collection', typeOptions: { multipleValues: true, multipleValueButtonText: button },
  default: { [single]: '' }, options: [{ displayName: single === 'label' ? 'Label' : 'Assignee', name: single, type: 'string', default: '', description: `${single === 'label' ? 'Label' : 'User'} to add to the issue` }],
});

export const fileProperties: INodeProperties[] = [
  {
    displayName: 'File Path', name: 'filePath', type: 'string', default: '', required: true, placeholder: 'docs/README.md',
    displayOptions: { show: { resource: ['file'] }, hide: { operation: ['list'] } }, description: 'The file path of the file. Has to contain the full path.',
  },
  {
    displayName: 'Path', name: 'filePath', type: 'string', default: '', placeholder: 'docs/', displayOptions: file(['list']),
    description: 'The path of the folder to list',
  },
  { displayName: 'Binary File', name: 'binaryData', type: 'boolean', default: false, required: true, displayOptions: file(['create', 'edit']), description: 'Whether the data to upload should be taken from binary field' },
  {
    displayName: 'File Content', name: 'fileContent', type: 'string', default: '', required: true,
    displayOptions: { show: { binaryData: [false], operation: ['create', 'edit'], resource: ['file'] } }, description: 'The text content of the file',
  },
  {
    displayName: 'Input Binary Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true,
    displayOptions: { show: { binaryData: [true], operation: ['create', 'edit'], resource: ['file'] } }, hint: 'The name of the input binary field containing the file to be written',
  },
  { displayName: 'Commit Message', name: 'commitMessage', type: 'string', default: '', required: true, displayOptions: file(['create', 'delete', 'edit']) },
  {
    displayName: 'Additional Parameters', name: 'additionalParameters', placeholder: 'Add Parameter', description: 'Additional fields to add',
    type: 'fixedCollection', default: {}, displayOptions: file(['create', 'delete', 'edit']),
    options: [
      person('author', 'Author'),
      { displayName: 'Branch', name: 'branch', values: [{ displayName: 'Branch', name: 'branch', type: 'string', default: '', description: 'The branch to commit to. If not set the repository\'s default branch (usually master) is used.' }] },
      person('committer', 'Committer'),
    ] as never,
  },
  { displayName: 'As Binary Property', name: 'asBinaryProperty', type: 'boolean', default: true, displayOptions: file(['get']), description: 'Whether to set the data of the file as binary property instead of returning the raw API response' },
  {
    displayName: 'Put Output File in Field', name: 'binaryPropertyName', type: 'string', default: 'data', required: true,
    displayOptions: { show: { asBinaryProperty: [true], operation: ['get'], resource: ['file'] } }, hint: 'The name of the output binary field to put the file in',
  },
  {
    displayName: 'Additional Parameters', name: 'additionalParameters', placeholder: 'Add Parameter', description: 'Additional fields to add',
    type: 'collection', default: {}, displayOptions: file(['get']),
    options: [{ displayName: 'Reference', name: 'reference', type: 'string', default: '', placeholder: 'master', description: 'The name of the commit/branch/tag. Default: the repository’s default branch (usually master).' }],
  },
];

export const issueProperties: INodeProperties[] = [
  { displayName: 'Title', name: 'title', type: 'string', default: '', required: true, displayOptions: issue(['create']), description: 'The title of the issue' },
  { displayName: 'Body', name: 'body', type: 'string', typeOptions: { rows: 5 }, default: '', displayOptions: issue(['create']), description: 'The body of the issue' },
  { ...multiple('labels', 'label', 'Add Label'), displayOptions: issue(['create']) },
  { ...multiple('assignees', 'assignee', 'Add Assignee'), displayOptions: issue(['create']) },
  { displayName: 'Issue Number', name: 'issueNumber', type: 'number', default: 0, required: true, displayOptions: issue(['createComment']), description: 'The number of the issue on which to create the comment on' },
  { displayName: 'Body', name: 'body', type: 'string', typeOptions: { rows: 5 }, default: '', displayOptions: issue(['createComment']), description: 'The body of the comment' },
  { displayName: 'Issue Number', name: 'issueNumber', type: 'number', default: 0, required: true, displayOptions: issue(['edit']), description: 'The number of the issue edit' },
  {
    displayName: 'Edit Fields', name: 'editFields', type: 'collection', typeOptions: { multipleValueButtonText: 'Add Field' }, default: {}, displayOptions: issue(['edit']),
    options: [
      multiple('assignees', 'assignee', 'Add Assignee'),
      { displayName: 'Body', name: 'body', type: 'string', typeOptions: { rows: 5 }, default: '', description: 'The body of the issue' },
      multiple('labels', 'label', 'Add Label'),
      { displayName: 'State', name: 'state', type: 'options', options: [{ name: 'Closed', value: 'closed', description: 'Set the state to "closed"' }, { name: 'Open', value: 'open', description: 'Set the state to "open"' }], default: 'open', description: 'The state to set' },
      {
        displayName: 'State Reason', name: 'state_reason', type: 'options', default: 'completed', description: 'The reason for the state change',
        options: [
          { name: 'Completed', value: 'completed', description: 'Issue is completed' },
          { name: 'Not Planned', value: 'not_planned', description: 'Issue is not planned' },
          { name: 'Reopened', value: 'reopened', description: 'Issue is reopened' },
        ],
      },
      { displayName: 'Title', name: 'title', type: 'string', default: '', description: 'The title of the issue' },
    ],
  },
  { displayName: 'Issue Number', name: 'issueNumber', type: 'number', default: 0, required: true, displayOptions: issue(['get']), description: 'The issue number to get data for' },
  { displayName: 'Issue Number', name: 'issueNumber', type: 'number', default: 0, required: true, displayOptions: issue(['lock']), description: 'The issue number to lock' },
  {
    displayName: 'Lock Reason', name: 'lockReason', type: 'options', default: 'resolved', displayOptions: issue(['lock']), description: 'The reason for locking the issue',
    options: [
      { name: 'Off-Topic', value: 'off-topic', description: 'The issue is Off-Topic' },
      { name: 'Too Heated', value: 'too heated', description: 'The discussion is too heated' },
      { name: 'Resolved', value: 'resolved', description: 'The issue got resolved' },
      { name: 'Spam', value: 'spam', description: 'The issue is spam' },
    ],
  },
];
