import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from '@weft/workflow';
import type { WebhookRequestObject, WebhookResponseRecorder } from '@weft/engine';
import { validateWebhookAuth, WebhookAuthorizationError } from '../Webhook/webhook-auth.js';
import { ChatMemory } from '../ai/chat-memory.js';
import { chatFiles, filesRefusal } from './chat-files.js';
import { renderChatPage, type ChatPageOptions } from './chat-page.renderer.js';
import { CHAT_USER_HEADER } from './chat-user-header.js';
import { CHAT_PAGE_SCRIPT } from './chat-page.script.js';
import { weftPageHeaders } from '../FormTrigger/weft-page-headers.js';

export { CHAT_USER_HEADER };

export interface ChatSettings {
  public: boolean;
  mode: 'hostedChat' | 'webhook';
  authentication: string;
  options: IDataObject;
  initialMessages: string;
}

export function chatSettingsOf(context: IWebhookFunctions): ChatSettings {
  const isPublic = context.getNodeParameter('public', 0, false) === true;
  const mode = isPublic ? context.getNodeParameter('mode', 0, 'hostedChat') as ChatSettings['mode'] : 'hostedChat';
  return {
    public: isPublic,
    mode,
    authentication: isPublic ? String(context.getNodeParameter('authentication', 0, 'none')) : 'none',
    options: (context.getNodeParameter('options', 0, {}) ?? {}) as IDataObject,
    initialMessages: isPublic && mode === 'hostedChat' ? String(context.getNodeParameter('initialMessages', 0, '') ?? '') : '',
  };
}

/** `allowedOrigins`: `*` or a comma-separated list; a call without an Origin header (same site, curl) is not cross-origin. */
export function allowedOrigin(allowed: unknown, origin: string | undefined): string | false {
  const list = String(allowed ?? '*').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (list.length === 0 || list.includes('*')) return '*';
  if (!origin) return '*';
  return list.includes(origin) ? origin : false;
}

function refuse(response: WebhookResponseRecorder, statusCode: number, message: string): IWebhookResponseData {
  response.writeHead(statusCode, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: statusCode, message }));
  return { noWebhookResponse: true };
}

async function authorize(context: IWebhookFunctions, settings: ChatSettings, request: WebhookRequestObject): Promise<void> {
  if (settings.authentication === 'n8nUserAuth') {
    if (!request.get(CHAT_USER_HEADER)) throw new WebhookAuthorizationError(401, 'Sign in to this instance to use this chat');
    return;
  }
  await validateWebhookAuth(context, settings.authentication);
}

function pageOptions(context: IWebhookFunctions, settings: ChatSettings): ChatPageOptions {
  const { options } = settings;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  return {
    title: text(options.title, 'Hi there! 👋'),
    subtitle: text(options.subtitle, 'Start a chat. We\'re here to help you 24/7.'),
    inputPlaceholder: text(options.inputPlaceholder, 'Type your question..'),
    initialMessages: settings.initialMessages.split('\n').map((line) => line.trim()).filter(Boolean),
    showWelcomeScreen: options.showWelcomeScreen === true,
    getStarted: text(options.getStarted, 'New Conversation'),
    loadPreviousSession: options.loadPreviousSession === 'memory' || options.loadPreviousSession === 'manually',
    streaming: options.responseMode === 'streaming',
    customCss: typeof options.customCss === 'string' ? options.customCss : undefined,
    ...(options.allowFileUploads === true ? { fileUploads: { accept: String(options.allowedFilesMimeTypes ?? '*') } } : {}),
    storageKey: `weft-chat/${context.getNode().webhookId ?? context.getNode().name}`,
  };
}

/**
 * A session's messages in LangChain's serialized form, as n8n's chat widgets read them, from the memory
 * connected to this trigger or else to the agent or chain it feeds, whatever its kind (Simple,
 * Postgres, Redis ...): the memory reads the session from the call's body (`{{ $json.sessionId }}`).
 */
async function previousSession(context: IWebhookFunctions): Promise<IDataObject> {
  const memory = await context.getInputConnectionData?.('ai_memory', 0, true);
  if (!(memory instanceof ChatMemory)) return { data: [] };
  const messages = await memory.getMessages();
  return { data: messages.map((message) => message.toJSON() as unknown as IDataObject) };
}

/**
 * The chat's webhook. GET shows the hosted chat page (public hosted mode only). POST takes the widget's
 * calls: `loadPreviousSession` (answered from the connected memory, or by the workflow when set to
 * "Manually") and `sendMessage`, which starts the workflow with `{ sessionId, action, chatInput }`.
 */
export async function chatWebhook(context: IWebhookFunctions): Promise<IWebhookResponseData> {
  const request = context.getRequestObject() as WebhookRequestObject;
  const response = context.getResponseObject() as WebhookResponseRecorder;
  const settings = chatSettingsOf(context);
  const manual = context.getMode() === 'manual';
  if (!settings.public && !manual) return refuse(response, 404, 'This chat is not public');
  const origin = allowedOrigin(settings.options.allowedOrigins, request.get('origin'));
  if (origin === false) return refuse(response, 403, 'This origin may not use the chat');
  response.setHeader('access-control-allow-origin', origin);
  if (origin !== '*') response.setHeader('vary', 'Origin');
  try {
    await authorize(context, settings, request);
  } catch (error) {
    if (!(error instanceof WebhookAuthorizationError)) throw error;
    if (error.responseCode === 401 && settings.authentication === 'basicAuth') response.setHeader('WWW-Authenticate', 'Basic realm="Chat"');
    return refuse(response, error.responseCode, error.message);
  }

  if (context.getWebhookName() === 'setup') {
    if (settings.mode !== 'hostedChat') return refuse(response, 404, 'This chat is embedded: it has no page of its own');
    response.writeHead(200, weftPageHeaders([CHAT_PAGE_SCRIPT])).end(renderChatPage(pageOptions(context, settings)));
    return { noWebhookResponse: true };
  }

  const body = context.getBodyData();
  const action = body.action ?? 'sendMessage';
  const sessionId = body.sessionId;
  if (action !== 'sendMessage' && action !== 'loadPreviousSession') {
    return refuse(response, 400, `Unknown action "${String(action)}": use sendMessage or loadPreviousSession`);
  }
  if (typeof sessionId !== 'string' || sessionId === '') return refuse(response, 400, 'The request needs a sessionId');
  if (action === 'loadPreviousSession') {
    const load = settings.options.loadPreviousSession;
    if (load === 'memory') {
      try {
        return { webhookResponse: await previousSession(context) };
      } catch (error) {
        return refuse(response, 500, `The previous session could not be loaded from the memory: ${(error as Error).message}`);
      }
    }
    if (load !== 'manually') return { webhookResponse: { data: [] } };
  }
  const uploaded = action === 'sendMessage' ? request.files ?? [] : [];
  if (action === 'sendMessage' && typeof body.chatInput !== 'string' && (uploaded.length === 0 || body.chatInput !== undefined)) {
    return refuse(response, 400, 'The request needs a chatInput (the message, as text)');
  }
  const refusal = filesRefusal(settings.options, uploaded);
  if (refusal) return refuse(response, 400, refusal);
  if (uploaded.length === 0) return { workflowData: [[{ json: { ...body, sessionId, action } }]] };
  // A message may be files alone: its text is then empty, as n8n's trigger gives it.
  const { binary, files } = await chatFiles(context, uploaded);
  return { workflowData: [[{ json: { ...body, sessionId, action, chatInput: body.chatInput ?? '', files }, binary }]] };
}
