import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeApiError, NodeOperationError } from '@weft/workflow';
import { actionRequest } from './actions.js';
import { documentProperties } from './descriptions/document.description.js';
import { loadOptions } from './methods.js';
import { DOCS_API, DOCUMENT_MIME, DRIVE_API, docsRequest, documentIdOf } from './transport.js';

/** The text of a document's body paragraphs, in order (what a reader sees, tables left out). */
function bodyText(document: IDataObject): string {
  const content = ((document.body as IDataObject | undefined)?.content ?? []) as IDataObject[];
  return content.flatMap((element) => (((element.paragraph as IDataObject | undefined)?.elements ?? []) as IDataObject[]))
    .map((element) => String((element.textRun as IDataObject | undefined)?.content ?? '')).join('');
}

async function run(context: IExecuteFunctions, operation: string, index: number): Promise<IDataObject> {
  const node = context.getNode();
  if (operation === 'create') {
    const driveId = String(context.getNodeParameter('driveId', index, 'myDrive'));
    const folderId = String(context.getNodeParameter('folderId', index, ''));
    const inFolder = folderId !== '' && folderId !== 'default';
    const parents = inFolder ? [folderId] : driveId !== 'myDrive' ? [driveId] : undefined;
    return docsRequest(context, 'POST', `${DRIVE_API}/files`, {
      name: String(context.getNodeParameter('title', index)), mimeType: DOCUMENT_MIME, ...(parents ? { parents } : {}),
    }, { supportsAllDrives: true });
  }
  const documentId = documentIdOf(context.getNodeParameter('documentURL', index));
  if (documentId === '') throw new NodeOperationError(node, 'Give the document\'s URL or ID', { itemIndex: index });
  const simple = context.getNodeParameter('simple', index, true) === true;
  if (operation === 'get') {
    const document = await docsRequest(context, 'GET', `${DOCS_API}/documents/${encodeURIComponent(documentId)}`);
    return simple ? { documentId: document.documentId, content: bodyText(document) } : document;
  }
  const actions = ((context.getNodeParameter('actionsUi', index, {}) as IDataObject).actionFields ?? []) as IDataObject[];
  if (actions.length === 0) throw new NodeOperationError(node, 'Add at least one action', { itemIndex: index });
  const body: IDataObject = { requests: actions.map((action, position) => actionRequest(node, action, position)) };
  const control = ((context.getNodeParameter('updateFields', index, {}) as IDataObject).writeControlObject ?? undefined) as IDataObject | undefined;
  if (control?.value) body.writeControl = { [String(control.control ?? 'requiredRevisionId')]: String(control.value) };
  const answer = await docsRequest(context, 'POST', `${DOCS_API}/documents/${encodeURIComponent(documentId)}:batchUpdate`, body);
  return simple ? { documentId: answer.documentId } : answer;
}

/** Google Docs 1 and 2: create a document in a drive folder, read it (its text or its structure), change it with a list of actions. */
export class GoogleDocs implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Google Docs',
    name: 'n8n-nodes-base.googleDocs',
    icon: 'file:googleDocs.svg',
    group: ['input'],
    version: [1, 2],
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Creates, reads and edits Google Docs documents',
    defaults: { name: 'Google Docs' },
    inputs: ['main'],
    outputs: ['main'],
    usableAsTool: true,
    credentials: [
      { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
      { name: 'googleDocsOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
    ],
    properties: [
      {
        displayName: 'Authentication', name: 'authentication', type: 'options', default: 'serviceAccount', displayOptions: { show: { '@version': [1] } },
        options: [{ name: 'Service Account', value: 'serviceAccount' }, { name: 'OAuth2', value: 'oAuth2' }],
      },
      {
        displayName: 'Authentication', name: 'authentication', type: 'options', default: 'oAuth2', displayOptions: { show: { '@version': [2] } },
        options: [{ name: 'OAuth2 (recommended)', value: 'oAuth2' }, { name: 'Service Account', value: 'serviceAccount' }],
      },
      { displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'document', options: [{ name: 'Document', value: 'document' }] },
      ...documentProperties,
    ],
  } as INodeTypeDescription;

  methods = { loadOptions };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const operation = String(this.getNodeParameter('operation', 0, 'create'));
    const output: INodeExecutionData[] = [];
    const count = this.getInputData().length;
    for (let index = 0; index < count; index++) {
      try {
        output.push({ json: await run(this, operation, index), pairedItem: { item: index } });
      } catch (error) {
        if (this.continueOnFail()) {
          output.push({ json: { error: (error as Error).message }, pairedItem: { item: index } });
          continue;
        }
        if (error instanceof NodeApiError || error instanceof NodeOperationError) {
          error.context.itemIndex ??= index;
          throw error;
        }
        throw new NodeOperationError(this.getNode(), error as Error, { itemIndex: index });
      }
    }
    return [output];
  }
}
