import type { FunctionsBase, IDataObject, RequestHelperFunctions } from '@weft/workflow';
import { NodeApiError } from '@weft/workflow';

/*
 * Calls of the Telegram Bot API: `<baseUrl>/bot<token>/<method>`, parameters as JSON (or multipart
 * for uploads), answers `{ ok, result }`. The token is part of the path, so the credential has no
 * `authenticate` rule: these helpers read it and build the URL. An error answer (`{ ok: false,
 * error_code, description }`) becomes a node error with the status's message and Telegram's words as
 * its description (as n8n reports them).
 */

export const TELEGRAM_API = 'https://api.telegram.org';

export interface TelegramCredentials {
  accessToken: string;
  baseUrl: string;
}

type TelegramContext = FunctionsBase & { helpers: Partial<Pick<RequestHelperFunctions, 'httpRequest'>> };

export async function telegramCredentials(context: FunctionsBase): Promise<TelegramCredentials> {
  const data = await context.getCredentials<IDataObject>('telegramApi');
  const baseUrl = typeof data.baseUrl === 'string' && data.baseUrl.trim() !== '' ? data.baseUrl.trim().replace(/\/+$/, '') : TELEGRAM_API;
  return { accessToken: String(data.accessToken ?? ''), baseUrl };
}

/** Telegram's description of a failed call, with how long to wait when it was flood control. */
function telegramDescription(error: NodeApiError): string | undefined {
  const body = error.errorResponse.body as IDataObject | undefined;
  if (typeof body?.description !== 'string') return undefined;
  const retryAfter = (body.parameters as IDataObject | undefined)?.retry_after;
  return typeof retryAfter === 'number' ? `${body.description}. Wait ${retryAfter} seconds before sending more.` : body.description;
}

function httpRequest(context: TelegramContext): RequestHelperFunctions['httpRequest'] {
  const send = context.helpers.httpRequest;
  if (!send) throw new Error('This context cannot make HTTP requests');
  return async (options) => {
    try {
      return await send(options);
    } catch (error) {
      if (!(error instanceof NodeApiError)) throw error;
      const description = telegramDescription(error);
      if (description === undefined) throw error;
      throw new NodeApiError(context.getNode(), error.errorResponse, { httpCode: error.httpCode ?? undefined, description });
    }
  };
}

/** Calls a Bot API method; answers the whole `{ ok, result }` object. */
export async function callTelegram(
  context: TelegramContext, method: string, body: IDataObject | FormData = {}, credentials?: TelegramCredentials,
): Promise<IDataObject> {
  const { accessToken, baseUrl } = credentials ?? await telegramCredentials(context);
  const isForm = body instanceof FormData;
  return await httpRequest(context)({
    method: 'POST',
    url: `${baseUrl}/bot${accessToken}/${method}`,
    ...(isForm || Object.keys(body).length > 0 ? { body } : {}),
    json: !isForm,
  }) as IDataObject;
}

/** A file's bytes, from its `file_path` (what getFile answers). */
export async function downloadTelegramFile(context: TelegramContext, filePath: string, credentials: TelegramCredentials): Promise<Uint8Array> {
  const bytes = await httpRequest(context)({
    method: 'GET',
    url: `${credentials.baseUrl}/file/bot${credentials.accessToken}/${filePath}`,
    encoding: 'arraybuffer',
  }) as Uint8Array | ArrayBuffer;
  return bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
}

/** The file's name: the last part of its path. */
export const fileNameOf = (filePath: string) => filePath.split('/').pop() ?? filePath;
