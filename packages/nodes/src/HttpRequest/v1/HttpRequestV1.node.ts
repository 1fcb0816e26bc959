import type {
  IExecuteFunctions, IN8nHttpFullResponse, INodeExecutionData, INodeProperties, INodeType, INodeTypeDescription, IRequestOptions,
} from '@weft/workflow';
import { httpRequestDescription } from '../http-request.base-description.js';
import { executeLegacyHttpRequest } from './execute-legacy-request.js';
import { legacyHttpProperties } from './legacy-properties.description.js';

/** Version 1's authentication values and the credential type each one uses. */
const CREDENTIAL_TYPES: Record<string, string> = {
  basicAuth: 'httpBasicAuth',
  digestAuth: 'httpDigestAuth',
  headerAuth: 'httpHeaderAuth',
  oAuth1: 'oAuth1Api',
  oAuth2: 'oAuth2Api',
  queryAuth: 'httpQueryAuth',
};

const authentication: INodeProperties = {
  displayName: 'Authentication',
  name: 'authentication',
  type: 'options',
  default: 'none',
  options: [
    { name: 'Basic Auth', value: 'basicAuth' },
    { name: 'Digest Auth', value: 'digestAuth' },
    { name: 'Header Auth', value: 'headerAuth' },
    { name: 'None', value: 'none' },
    { name: 'OAuth1', value: 'oAuth1' },
    { name: 'OAuth2', value: 'oAuth2' },
    { name: 'Query Auth', value: 'queryAuth' },
  ],
  description: 'How the request proves who sends it',
};

async function send(context: IExecuteFunctions, request: IRequestOptions, itemIndex: number): Promise<IN8nHttpFullResponse> {
  const type = CREDENTIAL_TYPES[context.getNodeParameter('authentication', itemIndex, 'none') as string];
  if (type === undefined) return await context.helpers.request(request) as IN8nHttpFullResponse;
  return await context.helpers.requestWithAuthentication(type, request, undefined, itemIndex) as IN8nHttpFullResponse;
}

/** HTTP Request 1: the first legacy version, with one authentication choice per credential type. */
export class HttpRequestV1 implements INodeType {
  description: INodeTypeDescription = httpRequestDescription({
    version: 1,
    subtitle: '={{$parameter["requestMethod"] + ": " + $parameter["url"]}}',
    credentials: Object.entries(CREDENTIAL_TYPES).map(([value, name]) => ({
      name, required: true, displayOptions: { show: { authentication: [value] } },
    })),
    properties: [authentication, ...legacyHttpProperties],
  });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return executeLegacyHttpRequest(this, send);
  }
}
