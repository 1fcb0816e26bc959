import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeError, NodeOperationError } from '@weft/workflow';
import { commentProperties, userProperties } from './descriptions/comment-user.description.js';
import { issueFields, issueOperation } from './descriptions/issue.description.js';
import { attachmentProperties, notifyAndStatusFields } from './descriptions/notify-attachment.description.js';
import { listSearch, loadOptions } from './methods.js';
import { attachmentOperations, commentOperations, userOperations } from './operations/attachment-comment-user.js';
import type { ItemContext, OperationResult } from './operations/context.js';
import { itemContext } from './operations/context.js';
import { issueOperations } from './operations/issue.js';

const OPERATIONS: Record<string, Record<string, (c: ItemContext) => Promise<OperationResult>>> = {
  issue: issueOperations, issueAttachment: attachmentOperations, issueComment: commentOperations, user: userOperations,
};

const isItem = (value: unknown): value is INodeExecutionData => typeof value === 'object' && value !== null && 'json' in value && Object.keys(value).every((key) => key === 'json' || key === 'binary');

function itemsOf(result: OperationResult, i: number): INodeExecutionData[] {
  return [result].flat().map((entry) => (isItem(entry) ? { ...entry, pairedItem: { item: i } } : { json: entry, pairedItem: { item: i } }));
}

export const JIRA_VERSIONS = [
  { name: 'Cloud', value: 'cloud' }, { name: 'Server (Self Hosted)', value: 'server' }, { name: 'Server Pat (Self Hosted)', value: 'serverPat' },
];

/**
 * `n8n-nodes-base.jira` 1 (Jira Software): issues, attachments, comments and users on Jira Cloud (email
 * and API token) or Server / Data Center (password or personal access token).
 */
export class Jira implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Jira Software',
    name: 'n8n-nodes-base.jira',
    icon: 'file:jira.svg',
    group: ['output'],
    version: 1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Consume Jira Software API',
    defaults: { name: 'Jira Software' },
    usableAsTool: true,
    inputs: ['main'],
    outputs: ['main'],
    credentials: [
      { name: 'jiraSoftwareCloudApi', required: true, displayOptions: { show: { jiraVersion: ['cloud'] } } },
      { name: 'jiraSoftwareServerApi', required: true, displayOptions: { show: { jiraVersion: ['server'] } } },
      { name: 'jiraSoftwareServerPatApi', required: true, displayOptions: { show: { jiraVersion: ['serverPat'] } } },
    ],
    properties: [
      { displayName: 'Jira Version', name: 'jiraVersion', type: 'options', options: JIRA_VERSIONS, default: 'cloud' },
      {
        displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'issue',
        options: [
          { name: 'Issue', value: 'issue', description: 'Creates an issue or, where the option to create subtasks is enabled in Jira, a subtask' },
          { name: 'Issue Attachment', value: 'issueAttachment', description: 'Add, remove, and get an attachment from an issue' },
          { name: 'Issue Comment', value: 'issueComment', description: 'Get, create, update, and delete a comment from an issue' },
          { name: 'User', value: 'user', description: 'Get, create and delete a user' },
        ],
      },
      issueOperation, ...issueFields, ...notifyAndStatusFields, ...attachmentProperties, ...commentProperties, ...userProperties,
    ],
  };

  methods = { listSearch, loadOptions };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const resource = this.getNodeParameter('resource', 0) as string;
    const operation = this.getNodeParameter('operation', 0) as string;
    const run = OPERATIONS[resource]?.[operation];
    if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" of "${resource}" is not supported`);
    const output: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) {
      try {
        output.push(...itemsOf(await run(itemContext(this, i)), i));
      } catch (error) {
        if (!this.continueOnFail()) throw error instanceof NodeError ? error : new NodeOperationError(this.getNode(), error as Error, { itemIndex: i });
        output.push({ json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: { item: i } });
      }
    }
    return [output];
  }
}
