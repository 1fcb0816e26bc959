import type {
  IExecuteFunctions, IN8nHttpFullResponse, INodeExecutionData, INodeProperties, INodeType, INodeTypeDescription, IRequestOptions,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { httpRequestDescription } from '../http-request.base-description.js';
import { executeLegacyHttpRequest } from '../v1/execute-legacy-request.js';
import { legacyHttpProperties } from '../v1/legacy-properties.description.js';
import { checkGenericAuthType } from '../v3/send-request.js';

const authenticationProperties: INodeProperties[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    noDataExpression: true,
    type: 'options',
    required: true,
    default: 'none',
    options: [
      { name: 'None', value: 'none' },
      { name: 'A Service Credential', value: 'predefinedCredentialType', description: 'Credentials made for one service, applied as that service expects' },
      { name: 'Generic Credential', value: 'genericCredentialType', description: 'Basic, Digest, Header, Query or OAuth credentials' },
    ],
  },
  {
    displayName: 'Credential Type', name: 'nodeCredentialType', type: 'credentialsSelect', noDataExpression: true, required: true, default: '',
    displayOptions: { show: { authentication: ['predefinedCredentialType'] } },
  },
  {
    displayName: 'Generic Auth Type', name: 'genericAuthType', type: 'credentialsSelect', required: true, default: '',
    displayOptions: { show: { authentication: ['genericCredentialType'] } },
  },
];

async function send(context: IExecuteFunctions, request: IRequestOptions, itemIndex: number): Promise<IN8nHttpFullResponse> {
  const authentication = context.getNodeParameter('authentication', itemIndex, 'none') as string;
  if (authentication === 'none') return await context.helpers.request(request) as IN8nHttpFullResponse;
  const generic = authentication === 'genericCredentialType';
  const type = String(context.getNodeParameter(generic ? 'genericAuthType' : 'nodeCredentialType', itemIndex, ''));
  if (generic) checkGenericAuthType(context, type, itemIndex, 'No credential type is selected');
  else if (type === '') {
    throw new NodeOperationError(context.getNode(), 'No credential type is selected', { itemIndex, description: 'Choose the credential type of the service.' });
  }
  return await context.helpers.requestWithAuthentication(type, request, undefined, itemIndex) as IN8nHttpFullResponse;
}

/** HTTP Request 2: version 1's parameters, with credentials chosen as a service's or a generic type. */
export class HttpRequestV2 implements INodeType {
  description: INodeTypeDescription = httpRequestDescription({
    version: 2,
    subtitle: '={{$parameter["requestMethod"] + ": " + $parameter["url"]}}',
    credentials: ['httpBasicAuth', 'httpDigestAuth', 'httpHeaderAuth', 'httpQueryAuth', 'oAuth1Api', 'oAuth2Api'].map((name) => ({
      name, required: true, displayOptions: { show: { authentication: [name] } },
    })),
    properties: [...authenticationProperties, ...legacyHttpProperties],
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return executeLegacyHttpRequest(this, send);
  }
}
