import type { INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const HTTP_REQUEST_NODE_TYPE = 'n8n-nodes-base.httpRequest';

export const httpRequestBaseDescription: INodeTypeBaseDescription = {
  displayName: 'HTTP Request',
  name: HTTP_REQUEST_NODE_TYPE,
  icon: 'file:http-request.svg',
  group: ['output'],
  subtitle: '={{$parameter["method"] + ": " + $parameter["url"]}}',
  description: 'Calls any HTTP address or API and outputs its answer',
  defaultVersion: 4.3,
  codex: {
    categories: ['Core Nodes', 'Development'],
    subcategories: { 'Core Nodes': ['Helpers'] },
    alias: ['api', 'request', 'url', 'fetch', 'curl', 'rest', 'http', 'get', 'post', 'download'],
  },
};

export function httpRequestDescription(own: Pick<INodeTypeDescription, 'version' | 'properties'> & Partial<INodeTypeDescription>): INodeTypeDescription {
  return {
    ...httpRequestBaseDescription,
    defaults: { name: 'HTTP Request', color: '#0004F5' },
    inputs: ['main'],
    outputs: ['main'],
    ...own,
  } as INodeTypeDescription;
}
