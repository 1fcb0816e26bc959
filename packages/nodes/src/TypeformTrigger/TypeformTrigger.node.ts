import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IDataObject, IHookFunctions, INodeExecutionData, INodeType, IWebhookFunctions, IWebhookResponseData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { WebhookResponseRecorder } from '@weft/engine';
import { simplifiedAnswers } from './form-response.js';
import { getForms, typeformRequest } from './typeform-api.js';
import { typeformTriggerDescription } from './typeform-trigger.description.js';

const formPath = (context: IHookFunctions) => `/forms/${encodeURIComponent(String(context.getNodeParameter('formId', 0, '')))}/webhooks`;

/** Typeform signs each delivery with the webhook's secret: `sha256=` and the base64 HMAC-SHA256 of the raw body. */
function signedBy(secret: string, rawBody: Buffer, header: unknown): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('base64')}`);
  const given = Buffer.from(typeof header === 'string' ? header : '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * `n8n-nodes-base.typeformTrigger` 1 and 1.1: on activation the form gets a webhook (tag kept in the
 * node's static data, with a secret so that only Typeform's signed deliveries start a run); each response
 * is output simplified (question title → answer) or as Typeform sent it.
 */
export class TypeformTrigger implements INodeType {
  description = typeformTriggerDescription;

  methods = { loadOptions: { getForms } };

  webhookMethods = {
    default: {
      async checkExists(this: IHookFunctions): Promise<boolean> {
        const data = this.getWorkflowStaticData('node');
        const url = this.getNodeWebhookUrl('default');
        const hooks = (await typeformRequest(this, 'GET', formPath(this))).items as IDataObject[] ?? [];
        const found = hooks.find((hook) => hook.url === url);
        // A hook registered without our secret (or by another installation) is registered again.
        if (!found || data.webhookSecret === undefined || found.tag !== data.webhookTag) return false;
        return true;
      },
      async create(this: IHookFunctions): Promise<boolean> {
        const data = this.getWorkflowStaticData('node');
        const tag = `n8n-${randomBytes(8).toString('hex')}`;
        const secret = randomBytes(32).toString('base64url');
        await typeformRequest(this, 'PUT', `${formPath(this)}/${tag}`, {
          url: this.getNodeWebhookUrl('default') as string, enabled: true, verify_ssl: true, secret, event_types: { form_response: true },
        });
        data.webhookTag = tag;
        data.webhookSecret = secret;
        return true;
      },
      async delete(this: IHookFunctions): Promise<boolean> {
        const data = this.getWorkflowStaticData('node');
        if (typeof data.webhookTag !== 'string') return true;
        try {
          await typeformRequest(this, 'DELETE', `${formPath(this)}/${data.webhookTag}`);
        } catch {
          return false;
        }
        delete data.webhookTag;
        delete data.webhookSecret;
        return true;
      },
    },
  };

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    const secret = this.getWorkflowStaticData('node').webhookSecret;
    const request = this.getRequestObject() as { rawBody?: Buffer };
    if (typeof secret === 'string' && !signedBy(secret, request.rawBody ?? Buffer.alloc(0), this.getHeaderData()['typeform-signature'])) {
      (this.getResponseObject() as WebhookResponseRecorder).status(401).json({ message: 'The Typeform-Signature does not match the webhook\'s secret' });
      return { noWebhookResponse: true };
    }
    const body = this.getBodyData();
    const response = body.form_response as IDataObject | undefined;
    if (!response || !Array.isArray(response.answers)) {
      throw new NodeOperationError(this.getNode(), 'The request is not a Typeform form response', { description: 'Typeform sends the answers in form_response.answers.' });
    }
    const simplify = this.getNodeParameter('simplifyAnswers', 0, true) as boolean;
    const onlyAnswers = this.getNodeParameter('onlyAnswers', 0, true) as boolean;
    const answers = simplify ? simplifiedAnswers(response) : response.answers as IDataObject[];
    let items: INodeExecutionData[];
    if (!onlyAnswers) items = [{ json: { ...body, form_response: { ...response, answers: answers as IDataObject } } }];
    else if (simplify) items = [{ json: answers as IDataObject }];
    // Version 1 outputs the raw answers as one item holding the list (keyed by position), 1.1 one item per answer.
    else if (this.getNode().typeVersion === 1) items = [{ json: { ...(answers as IDataObject[]) } }];
    else items = (answers as IDataObject[]).map((answer) => ({ json: answer }));
    return { workflowData: [items] };
  }
}
