import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IDataObject, IHookFunctions, INodeType, IWebhookFunctions, IWebhookResponseData } from '@weft/workflow';
import { NodeApiError, NodeOperationError } from '@weft/workflow';
import type { WebhookRequestObject, WebhookResponseRecorder } from '@weft/engine';
import { githubRequest } from '../Github/transport.js';
import { githubTriggerDescription } from './github-trigger.description.js';

/** The repository's hooks endpoint of the node's owner and repository. */
function hooksPath(context: IHookFunctions): string {
  const owner = String(context.getNodeParameter('owner', 0, '', { extractValue: true }) ?? '').trim();
  const repository = String(context.getNodeParameter('repository', 0, '', { extractValue: true }) ?? '').trim();
  if (owner === '' || repository === '') throw new NodeOperationError(context.getNode(), 'Choose the repository owner and the repository');
  return `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repository)}/hooks`;
}

const notFound = (error: unknown) => error instanceof NodeApiError && error.httpCode === '404';

/** Whether the body was signed with the secret: X-Hub-Signature-256 is `sha256=` + HMAC-SHA256 of the raw body. */
function signedWith(secret: string, header: unknown, raw: Uint8Array | string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
  const given = Buffer.from(typeof header === 'string' ? header : '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function refuse(context: IWebhookFunctions, status: number, message: string): IWebhookResponseData {
  (context.getResponseObject() as WebhookResponseRecorder).status(status).json({ message });
  return { noWebhookResponse: true };
}

/**
 * `n8n-nodes-base.githubTrigger` 1: on activation a repository webhook is created through GitHub's
 * API for the chosen events, with a secret GitHub signs each delivery with; deliveries without a valid
 * X-Hub-Signature-256 are refused; GitHub's ping (sent when the hook is created) starts no run; the hook
 * is deleted on deactivation.
 */
export class GithubTrigger implements INodeType {
  description = githubTriggerDescription;

  webhookMethods = {
    default: {
      async checkExists(this: IHookFunctions): Promise<boolean> {
        const data = this.getWorkflowStaticData('node');
        if (data.webhookId === undefined) return false;
        try {
          await githubRequest(this, { method: 'GET', endpoint: `${hooksPath(this)}/${String(data.webhookId)}` });
        } catch (error) {
          if (!notFound(error)) throw error;
          delete data.webhookId;
          delete data.webhookSecret;
          return false;
        }
        return data.webhookSecret !== undefined;
      },
      async create(this: IHookFunctions): Promise<boolean> {
        const events = [this.getNodeParameter('events', 0, []) as string[]].flat();
        if (events.length === 0) throw new NodeOperationError(this.getNode(), 'Choose at least one event');
        const options = this.getNodeParameter('options', 0, {}) as IDataObject;
        const secret = randomBytes(32).toString('hex');
        const body = {
          name: 'web', active: true, events,
          config: { url: this.getNodeWebhookUrl('default'), content_type: 'json', secret, insecure_ssl: options.insecureSSL === true ? '1' : '0' },
        };
        let hook: IDataObject;
        try {
          hook = await githubRequest(this, { method: 'POST', endpoint: hooksPath(this), body }) as IDataObject;
        } catch (error) {
          if (error instanceof NodeApiError && error.httpCode === '422' && JSON.stringify(error.errorResponse).includes('already exists')) {
            throw new NodeOperationError(this.getNode(), 'A webhook with the identical URL probably exists already. Please delete it manually on Github!', {
              description: 'Repository settings > Webhooks lists it; once it is deleted, activate the workflow again.',
            });
          }
          if (notFound(error)) {
            throw new NodeOperationError(this.getNode(), 'Check that the repository exists and that the credential\'s user has admin rights on it', {
              description: 'GitHub answers 404 to users who may not manage the repository\'s webhooks (and for repositories that do not exist).',
            });
          }
          throw error;
        }
        const data = this.getWorkflowStaticData('node');
        data.webhookId = hook.id as number;
        data.webhookEvents = events;
        data.webhookSecret = secret;
        return true;
      },
      async delete(this: IHookFunctions): Promise<boolean> {
        const data = this.getWorkflowStaticData('node');
        if (data.webhookId !== undefined) {
          try {
            await githubRequest(this, { method: 'DELETE', endpoint: `${hooksPath(this)}/${String(data.webhookId)}` });
          } catch (error) {
            if (!notFound(error)) return false;
          }
        }
        delete data.webhookId;
        delete data.webhookEvents;
        delete data.webhookSecret;
        return true;
      },
    },
  };

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    const headers = this.getHeaderData();
    const secret = this.getWorkflowStaticData('node').webhookSecret;
    if (typeof secret === 'string' && secret !== '') {
      const request = this.getRequestObject() as WebhookRequestObject;
      const raw = request.rawBody ?? JSON.stringify(request.body ?? {});
      if (!signedWith(secret, headers['x-hub-signature-256'], raw)) return refuse(this, 401, 'The X-Hub-Signature-256 of the delivery does not match the webhook\'s secret');
    }
    const body = this.getBodyData();
    // GitHub's ping when the hook was created: answered, no run.
    if (headers['x-github-event'] === 'ping' || (body.hook_id !== undefined && body.zen !== undefined)) return { webhookResponse: 'OK' };
    return { workflowData: [[{ json: { body, headers, query: this.getQueryData() } as IDataObject }]] };
  }
}
