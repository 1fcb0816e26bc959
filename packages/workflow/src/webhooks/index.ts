export {
  isMcpWebhook, resolveWebhookField, trimSlashes, webhookPath, webhookMethods, nodeWebhookUrls, DEFAULT_WEBHOOK_ENDPOINTS,
} from './webhook-url.js';
export type { WebhookEndpoints, NodeWebhookUrl } from './webhook-url.js';
export { WEFT_PAGE_HEADER } from './weft-page.js';
