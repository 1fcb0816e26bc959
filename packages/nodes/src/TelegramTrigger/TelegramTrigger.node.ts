import { randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  IDataObject, IHookFunctions, INodeType, IWebhookFunctions, IWebhookResponseData,
} from '@weft/workflow';
import type { WebhookResponseRecorder } from '@weft/engine';
import { callTelegram } from '../Telegram/telegram-api.js';
import { telegramTriggerDescription } from './telegram-trigger.description.js';
import { downloadAttachment } from './update-attachment.js';
import { passesFilters } from './update-filters.js';

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** The secret Telegram sends with each update, kept in the node's static data from registration on. */
const secretOf = (context: IHookFunctions | IWebhookFunctions) => context.getWorkflowStaticData('node').webhookSecret as string | undefined;

function sameSecret(expected: string, given: unknown): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(typeof given === 'string' ? given : '');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `n8n-nodes-base.telegramTrigger` 1, 1.1 and 1.2: on activation the bot's webhook is set to this
 * node's production URL (setWebhook, with the update types and a secret token); each update Telegram
 * posts starts a run with the update as its item.
 */
export class TelegramTrigger implements INodeType {
  description = telegramTriggerDescription;

  webhookMethods = {
    default: {
      async checkExists(this: IHookFunctions): Promise<boolean> {
        const info = await callTelegram(this, 'getWebhookInfo');
        // Without its secret this node could not tell Telegram's calls from others: register again.
        return (info.result as IDataObject | undefined)?.url === this.getNodeWebhookUrl('default') && secretOf(this) !== undefined;
      },
      async create(this: IHookFunctions): Promise<boolean> {
        const updates = (this.getNodeParameter('updates', 0, []) as string[]) ?? [];
        // Only A-Z, a-z, 0-9, _ and - are allowed in the secret.
        const secret = randomBytes(32).toString('base64url');
        await callTelegram(this, 'setWebhook', {
          url: this.getNodeWebhookUrl('default') as string,
          allowed_updates: updates.includes('*') ? [] : updates,
          secret_token: secret,
        });
        this.getWorkflowStaticData('node').webhookSecret = secret;
        return true;
      },
      async delete(this: IHookFunctions): Promise<boolean> {
        try {
          await callTelegram(this, 'deleteWebhook');
        } catch {
          return false;
        }
        delete this.getWorkflowStaticData('node').webhookSecret;
        return true;
      },
    },
  };

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    const secret = secretOf(this);
    if (secret === undefined || !sameSecret(secret, this.getHeaderData()[SECRET_HEADER])) {
      (this.getResponseObject() as WebhookResponseRecorder).status(403).json({ message: 'Provided secret is not valid' });
      return { noWebhookResponse: true };
    }
    const update = this.getBodyData();
    const fields = this.getNodeParameter('additionalFields', 0, {}) as IDataObject;
    if (this.getNode().typeVersion >= 1.2 && !passesFilters(update, fields)) return {};
    if (fields.download === true) {
      const item = await downloadAttachment(this, update, String(fields.imageSize ?? 'large'));
      if (item) return { workflowData: [[item]] };
    }
    return { workflowData: [[{ json: update }]] };
  }
}
