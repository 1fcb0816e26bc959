import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData,
} from '@weft/workflow';
import { NodeError, NodeOperationError } from '@weft/workflow';
import { fileProperties, issueProperties } from './descriptions/file-issue.js';
import { ownerLocator, refProperties, repositoryLocator, workflowLocator } from './descriptions/locators.js';
import { operationProperties } from './descriptions/operations.js';
import { releaseProperties, repositoryProperties } from './descriptions/release-repository.js';
import { reviewProperties, userProperties } from './descriptions/review-user.js';
import { listSearch } from './methods.js';
import type { ItemContext, OperationResult } from './operations/context.js';
import { itemContext } from './operations/context.js';
import * as file from './operations/file.js';
import { issueOperations, repositoryOperations, userIssues } from './operations/issue-repository.js';
import { organizationOperations, releaseOperations, reviewOperations, userOperations } from './operations/release-review-user.js';
import { dispatchAndWait, workflowOperations } from './operations/workflow.js';

type Operation = (c: ItemContext) => Promise<OperationResult>;

const OPERATIONS: Record<string, Record<string, Operation>> = {
  file: { create: (c) => file.write(c, 'create'), edit: (c) => file.write(c, 'edit'), delete: file.remove, get: file.get, list: file.list },
  issue: issueOperations,
  repository: repositoryOperations,
  release: releaseOperations,
  review: reviewOperations,
  user: { ...userOperations, getUserIssues: userIssues },
  organization: organizationOperations,
  workflow: workflowOperations,
};

/** Items of an operation's answer: one per entry of a list, the item itself when the operation built one. */
function itemsOf(result: OperationResult, itemIndex: number): INodeExecutionData[] {
  if (Array.isArray(result)) return result.map((json) => ({ json, pairedItem: { item: itemIndex } }));
  if ('json' in result && typeof result.json === 'object' && result.json !== null && !Array.isArray(result.json) && Object.keys(result).every((key) => ['json', 'binary'].includes(key))) {
    return [{ ...(result as INodeExecutionData), pairedItem: { item: itemIndex } }];
  }
  return [{ json: result as IDataObject, pairedItem: { item: itemIndex } }];
}

/**
 * `n8n-nodes-base.github` 1 and 1.1: files, issues, repositories, releases, reviews, users,
 * organizations and Actions workflows through GitHub's REST API. 1.1 picks the dispatch ref from a list.
 */
export class Github implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'GitHub',
    name: 'n8n-nodes-base.github',
    icon: 'file:github.svg',
    group: ['input'],
    version: [1, 1.1],
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Consume GitHub API',
    defaults: { name: 'GitHub' },
    usableAsTool: true,
    inputs: ['main'],
    outputs: ['main'],
    credentials: [
      { name: 'githubApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
      { name: 'githubOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
    ],
    webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', responseData: '', path: '', restartWebhook: true, isFullPath: true }],
    properties: [
      ...operationProperties, ownerLocator, repositoryLocator, workflowLocator, ...refProperties,
      ...fileProperties, ...issueProperties, ...releaseProperties, ...repositoryProperties, ...reviewProperties, ...userProperties,
    ],
  };

  methods = { listSearch };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const resource = this.getNodeParameter('resource', 0) as string;
    const operation = this.getNodeParameter('operation', 0) as string;
    if (resource === 'workflow' && operation === 'dispatchAndWait') return dispatchAndWait(this, items.map((_, i) => itemContext(this, i)));
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

  /** The GitHub workflow's call to the resume URL: its body becomes the item, and the execution goes on. */
  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    const body = this.getBodyData();
    return { workflowData: [[{ json: body }]] };
  }
}
