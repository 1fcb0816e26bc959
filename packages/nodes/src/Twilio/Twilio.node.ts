import type { IDataObject, IExecuteFunctions, IHttpRequestOptions, IN8nHttpFullResponse, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeApiError, NodeOperationError } from '@weft/workflow';
import { twilioProperties } from './twilio.description.js';

const TWILIO_API = 'https://api.twilio.com/2010-04-01';

/** Twilio's error codes a workflow meets most, in words saying what to do. */
const HINTS: Record<number, string> = {
  20003: 'Check the Account SID and the auth token (or the API key SID and secret) in the credential.',
  20404: 'Check the Account SID: the account or resource does not exist.',
  20429: 'Twilio is limiting the request rate; send fewer requests, e.g. with Loop Over Items and a Wait node.',
  21211: 'Give the recipient\'s number in E.164 format, e.g. +14155552671.',
  21212: 'The sender must be a Twilio number (or a WhatsApp sender) of the account, in E.164 format.',
  63007: 'For WhatsApp both numbers must be WhatsApp addresses and the sender WhatsApp-enabled in Twilio.',
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', '\'': 'apos' }[char] as string};`);

async function twilioRequest(context: IExecuteFunctions, endpoint: string, form: Record<string, string>, itemIndex: number): Promise<IDataObject> {
  const { accountSid } = await context.getCredentials('twilioApi') as { accountSid?: string };
  const request: IHttpRequestOptions = {
    method: 'POST', url: `${TWILIO_API}/Accounts/${encodeURIComponent(String(accountSid ?? ''))}${endpoint}`,
    body: new URLSearchParams(form), json: true, returnFullResponse: true, ignoreHttpStatusErrors: true,
  };
  const response = await context.helpers.httpRequestWithAuthentication!.call(context, 'twilioApi', request) as IN8nHttpFullResponse;
  const body = (typeof response.body === 'object' && response.body !== null ? response.body : {}) as IDataObject;
  if (response.statusCode < 400) return body;
  const code = typeof body.code === 'number' ? body.code : undefined;
  const words = response.statusCode === 401 ? 'Authorization failed - please check your credentials'
    : response.statusCode === 404 ? 'The resource you are requesting could not be found'
      : `Twilio refused the request: ${String(body.message ?? response.statusMessage ?? response.statusCode)}`;
  throw new NodeApiError(context.getNode(), body, {
    httpCode: response.statusCode, message: words, itemIndex,
    description: [code !== undefined ? `Twilio error ${code}: ${String(body.message ?? '')}` : '', code !== undefined ? HINTS[code] ?? String(body.more_info ?? '') : '']
      .filter(Boolean).join(' '),
  });
}

function requestOf(context: IExecuteFunctions, resource: string, operation: string, i: number): { endpoint: string; form: Record<string, string> } {
  const from = String(context.getNodeParameter('from', i));
  const to = String(context.getNodeParameter('to', i));
  const message = String(context.getNodeParameter('message', i));
  const { statusCallback } = context.getNodeParameter('options', i, {}) as { statusCallback?: string };
  const callback: Record<string, string> = statusCallback ? { StatusCallback: statusCallback } : {};
  if (resource === 'sms' && operation === 'send') {
    const whatsapp = context.getNodeParameter('toWhatsapp', i, false) === true;
    const address = (number: string) => (whatsapp && !number.startsWith('whatsapp:') ? `whatsapp:${number}` : number);
    return { endpoint: '/Messages.json', form: { From: address(from), To: address(to), Body: message, ...callback } };
  }
  if (resource === 'call' && operation === 'make') {
    const twiml = context.getNodeParameter('twiml', i, false) === true ? message : `<Response><Say>${escapeXml(message)}</Say></Response>`;
    return { endpoint: '/Calls.json', form: { From: from, To: to, Twiml: twiml, ...callback } };
  }
  throw new NodeOperationError(context.getNode(), `The operation "${operation}" of "${resource}" is not known`, { itemIndex: i });
}

/** `n8n-nodes-base.twilio` 1: send SMS, MMS or WhatsApp messages and place calls through Twilio's REST API. */
export class Twilio implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Twilio',
    name: 'n8n-nodes-base.twilio',
    icon: 'file:twilio.svg',
    group: ['transform'],
    version: 1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Send SMS and WhatsApp messages and make phone calls with Twilio',
    defaults: { name: 'Twilio' },
    usableAsTool: true,
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'twilioApi', required: true }],
    properties: twilioProperties,
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const output: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let i = 0; i < items.length; i++) {
      try {
        const resource = this.getNodeParameter('resource', i) as string;
        const operation = this.getNodeParameter('operation', i) as string;
        const { endpoint, form } = requestOf(this, resource, operation, i);
        output.push({ json: await twilioRequest(this, endpoint, form, i), pairedItem: { item: i } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
      }
    }
    return [output];
  }
}
