import type { IDataObject, INodeExecutionData, IWebhookFunctions } from '@weft/workflow';
import { callTelegram, downloadTelegramFile, fileNameOf, telegramCredentials } from '../Telegram/telegram-api.js';

const SIZE_INDEX: Record<string, number> = { small: 0, medium: 1, large: 2, extraLarge: 3 };

/** The file ID of a message's photo (in the size asked for, else the largest there is), video or document. */
function fileIdOf(message: IDataObject, imageSize: string): string | undefined {
  if (Array.isArray(message.photo) && message.photo.length > 0) {
    const photos = message.photo as IDataObject[];
    const photo = photos[SIZE_INDEX[imageSize] ?? 2] ?? photos[photos.length - 1];
    return photo?.file_id as string | undefined;
  }
  return ((message.video ?? message.document) as IDataObject | undefined)?.file_id as string | undefined;
}

/** Download Images/Files: the update with the file of its message or channel post as `data`; undefined when it has none. */
export async function downloadAttachment(context: IWebhookFunctions, update: IDataObject, imageSize: string): Promise<INodeExecutionData | undefined> {
  const message = (update.channel_post ?? update.message) as IDataObject | undefined;
  const fileId = message ? fileIdOf(message, imageSize) : undefined;
  if (!fileId) return undefined;
  const credentials = await telegramCredentials(context);
  const answer = await callTelegram(context, 'getFile', { file_id: fileId }, credentials);
  const filePath = String((answer.result as IDataObject | undefined)?.file_path ?? '');
  const bytes = await downloadTelegramFile(context, filePath, credentials);
  const data = await context.helpers.prepareBinaryData(bytes, fileNameOf(filePath));
  return { json: update, binary: { data } };
}
