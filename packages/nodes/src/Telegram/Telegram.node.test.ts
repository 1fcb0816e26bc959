import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { aiRunner } from '../test-support/ai-harness.js';
import { singleNodeWorkflow } from '../test-support/run-fixture.js';
import { BOT_USER } from '../test-support/telegram-bot-values.js';
import { startTelegramStandIn } from '../test-support/telegram-stand-in.js';
import type { TelegramStandIn } from '../test-support/telegram-stand-in.js';
import type { Upload } from '../test-support/telegram-bot-values.js';

let telegram: TelegramStandIn;
let run: ReturnType<typeof aiRunner>;
const hostsBefore = process.env.WEFT_TEST_SERVICE_HOSTS;

beforeAll(async () => {
  telegram = await startTelegramStandIn();
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://api.telegram.org': telegram.origin });
  run = aiRunner({
    tg: { type: 'telegramApi', data: { accessToken: telegram.token, baseUrl: 'https://api.telegram.org' } },
    wrongToken: { type: 'telegramApi', data: { accessToken: '1:nope', baseUrl: 'https://api.telegram.org' } },
  });
});
afterAll(async () => {
  if (hostsBefore === undefined) delete process.env.WEFT_TEST_SERVICE_HOSTS;
  else process.env.WEFT_TEST_SERVICE_HOSTS = hostsBefore;
  await telegram.close();
});

const PRIVATE = { id: 1001, type: 'private', first_name: 'Ada', username: 'ada' };
const GROUP = { id: -1002003004, type: 'supergroup', title: 'Weft Team' };
const GRACE = { id: 42, is_bot: false, first_name: 'Grace' };
const LIN = { id: 7, is_bot: false, first_name: 'Lin' };

beforeEach(() => {
  telegram.state.chats.clear();
  telegram.state.addChat(PRIVATE);
  telegram.state.addChat(GROUP, [{ status: 'creator', user: GRACE, is_anonymous: false }, { status: 'member', user: LIN }]);
  telegram.calls.length = 0;
});

function telegramNode(typeVersion: number, parameters: IDataObject, options: { input?: Array<{ json: IDataObject; binary?: IDataObject }>; credential?: string; continueOnFail?: boolean } = {}) {
  const workflow = singleNodeWorkflow({ name: 'Telegram', type: 'n8n-nodes-base.telegram', typeVersion, parameters }, options.input);
  const node = workflow.nodes[1] as (typeof workflow.nodes)[number];
  node.credentials = { telegramApi: { id: options.credential ?? 'tg', name: 'Telegram bot' } };
  if (options.continueOnFail) node.onError = 'continueRegularOutput';
  return run(workflow);
}

const lastCall = () => telegram.calls.at(-1) as TelegramStandIn['calls'][number];
const sendMessage = (typeVersion: number, parameters: IDataObject = {}) =>
  telegramNode(typeVersion, { resource: 'message', operation: 'sendMessage', chatId: '1001', text: 'Build passed', ...parameters });

describe('Telegram: Send Message and its options per version', () => {
  it('1: sends the text as it is, in legacy Markdown, without link previews for a text without a link; outputs Telegram\'s answer', async () => {
    const result = await sendMessage(1);
    expect(result.error).toBeUndefined();
    expect(lastCall()).toMatchObject({ method: 'sendMessage', contentType: 'application/json' });
    expect(lastCall().params).toEqual({ chat_id: '1001', text: 'Build passed', parse_mode: 'Markdown', disable_web_page_preview: true });
    expect(result.json('Telegram')).toEqual([{
      ok: true,
      result: { message_id: 1, from: BOT_USER, chat: PRIVATE, date: expect.any(Number), text: 'Build passed' },
    }]);
  });

  it('1.1: appends the Weft attribution line by default (Markdown), leaves previews to Telegram for a text with a link', async () => {
    await sendMessage(1.1, { text: 'See https://weft.example/run/7' });
    expect(lastCall().params).toEqual({
      chat_id: '1001', text: 'See https://weft.example/run/7\n\n_This message was sent automatically with Weft_', parse_mode: 'Markdown',
    });
    await sendMessage(1.1, { additionalFields: { parse_mode: 'HTML' } });
    expect(lastCall().params.text).toBe('Build passed\n\n<em>This message was sent automatically with Weft</em>');
    // MarkdownV2 needs escaping n8n never did: no line is added there.
    await sendMessage(1.1, { additionalFields: { parse_mode: 'MarkdownV2' } });
    expect(lastCall().params.text).toBe('Build passed');
    await sendMessage(1.1, { additionalFields: { appendAttribution: false } });
    expect(lastCall().params.text).toBe('Build passed');
  });

  it('1.2: no link previews unless asked, and the options become Bot API parameters', async () => {
    await sendMessage(1.2, {
      text: 'Read https://weft.example',
      additionalFields: { appendAttribution: false, disable_notification: true, reply_to_message_id: 0, message_thread_id: 0 },
    });
    expect(lastCall().params).toEqual({
      chat_id: '1001', text: 'Read https://weft.example', parse_mode: 'Markdown', disable_web_page_preview: true,
      disable_notification: true, reply_to_message_id: 0, message_thread_id: 0,
    });
    await sendMessage(1.2, { text: 'Read https://weft.example', additionalFields: { appendAttribution: false, disable_web_page_preview: false } });
    expect(lastCall().params.disable_web_page_preview).toBe(false);
  });

  it.each([1, 1.1, 1.2])('%s: sends an inline keyboard; Telegram echoes it on the message', async (version) => {
    const result = await sendMessage(version, {
      replyMarkup: 'inlineKeyboard',
      inlineKeyboard: { rows: [
        { row: { buttons: [{ text: 'Deploy', additionalFields: { callback_data: 'deploy:7' } }, { text: 'Logs', additionalFields: { url: 'https://weft.example/logs' } }] } },
        { row: { buttons: [{ text: 'App', additionalFields: { web_app: { url: 'https://weft.example/app' } } }] } },
      ] },
    });
    const keyboard = [[{ text: 'Deploy', callback_data: 'deploy:7' }, { text: 'Logs', url: 'https://weft.example/logs' }], [{ text: 'App', web_app: { url: 'https://weft.example/app' } }]];
    expect(lastCall().params.reply_markup).toEqual({ inline_keyboard: keyboard });
    expect((result.json('Telegram')[0]?.result as IDataObject).reply_markup).toEqual({ inline_keyboard: keyboard });
  });

  it('sends a reply keyboard with its options, a forced reply and a keyboard removal', async () => {
    await sendMessage(1.2, {
      replyMarkup: 'replyKeyboard',
      replyKeyboard: { rows: [{ row: { buttons: [{ text: 'Share phone', additionalFields: { request_contact: true } }, { text: 'Cancel' }] } }] },
      replyKeyboardOptions: { resize_keyboard: true, one_time_keyboard: true },
    });
    expect(lastCall().params.reply_markup).toEqual({
      keyboard: [[{ text: 'Share phone', request_contact: true }, { text: 'Cancel' }]], resize_keyboard: true, one_time_keyboard: true,
    });
    await sendMessage(1.2, { replyMarkup: 'forceReply', forceReply: { force_reply: true, selective: true } });
    expect(lastCall().params.reply_markup).toEqual({ force_reply: true, selective: true });
    await sendMessage(1.2, { replyMarkup: 'replyKeyboardRemove', replyKeyboardRemove: { remove_keyboard: true } });
    expect(lastCall().params.reply_markup).toEqual({ remove_keyboard: true });
  });

  it('fails with Telegram\'s words, or outputs them as the item\'s error when the node continues on fail', async () => {
    const failed = await sendMessage(1.2, { chatId: '999' });
    expect(failed.error).toMatchObject({ message: 'The service rejected the request as malformed', description: 'Bad Request: chat not found' });
    const continued = await telegramNode(1.2, { resource: 'message', operation: 'sendMessage', chatId: '999', text: 'x' }, { continueOnFail: true });
    expect(continued.json('Telegram')).toEqual([{ error: 'Bad Request: chat not found' }]);
    const refused = await sendMessage(1.2, {}).then(() => telegramNode(1.2, { resource: 'message', operation: 'sendMessage', chatId: '1001', text: 'x' }, { credential: 'wrongToken' }));
    expect(refused.error).toMatchObject({ message: 'The service refused the credentials', description: 'Unauthorized' });
  });

  it('passes on flood control: the error says how long to wait', async () => {
    telegram.floodNext(1, 17);
    const result = await sendMessage(1.2);
    expect(result.error?.description).toBe('Too Many Requests: retry after 17. Wait 17 seconds before sending more.');
    expect((await sendMessage(1.2)).error).toBeUndefined();
  });
});

const binaryInput = (fileName: string | undefined, mimeType: string, text: string) => [{
  json: {}, binary: { data: { data: Buffer.from(text).toString('base64'), mimeType, ...(fileName ? { fileName } : {}) } },
}];

describe.each([1, 1.1, 1.2])('Telegram %s: files and media', (version) => {
  it('sends a photo by URL with a caption; the answer lists the sizes Telegram made', async () => {
    const result = await telegramNode(version, {
      resource: 'message', operation: 'sendPhoto', chatId: '1001', file: 'https://weft.example/chart.png', additionalFields: { caption: 'Today', parse_mode: 'HTML' },
    });
    expect(lastCall().params).toEqual({ chat_id: '1001', photo: 'https://weft.example/chart.png', caption: 'Today', parse_mode: 'HTML' });
    const message = result.json('Telegram')[0]?.result as IDataObject;
    expect(message.caption).toBe('Today');
    expect((message.photo as IDataObject[]).map((size) => size.width)).toEqual([90, 320, 800]);
  });

  it('uploads a binary file as multipart with its name and type, the options as text and the keyboard as JSON', async () => {
    const result = await telegramNode(version, {
      resource: 'message', operation: 'sendDocument', chatId: '-1002003004', binaryData: true, binaryPropertyName: 'data',
      additionalFields: { caption: 'Report' }, replyMarkup: 'inlineKeyboard',
      inlineKeyboard: { rows: [{ row: { buttons: [{ text: 'Ack', additionalFields: { callback_data: 'ack' } }] } }] },
    }, { input: binaryInput('report.csv', 'text/csv', 'a,b\n1,2\n') });
    expect(result.error).toBeUndefined();
    const call = lastCall();
    expect(call.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.params).toMatchObject({ chat_id: '-1002003004', caption: 'Report', disable_notification: 'false', reply_markup: '{"inline_keyboard":[[{"text":"Ack","callback_data":"ack"}]]}' });
    const upload = call.params.document as Upload;
    expect({ fileName: upload.fileName, mimeType: upload.mimeType, text: upload.bytes.toString() }).toEqual({ fileName: 'report.csv', mimeType: 'text/csv', text: 'a,b\n1,2\n' });
    expect((result.json('Telegram')[0]?.result as IDataObject).document).toMatchObject({ file_name: 'report.csv', mime_type: 'text/csv', file_size: 8 });
  });

  it('names an upload with File Name, and refuses one without any name', async () => {
    await telegramNode(version, {
      resource: 'message', operation: 'sendPhoto', chatId: '1001', binaryData: true, binaryPropertyName: 'data', additionalFields: { fileName: 'renamed.jpg' },
    }, { input: binaryInput(undefined, 'image/jpeg', 'jpeg-bytes') });
    expect((lastCall().params.photo as Upload).fileName).toBe('renamed.jpg');
    expect(lastCall().params.fileName).toBeUndefined();
    const unnamed = await telegramNode(version, {
      resource: 'message', operation: 'sendVideo', chatId: '1001', binaryData: true, binaryPropertyName: 'data',
    }, { input: binaryInput(undefined, 'video/mp4', 'mp4') });
    expect(unnamed.error?.message).toBe('The file to upload needs a name (sendVideo)');
  });

  it('sends audio, video, animation and sticker by file ID or URL with their own fields', async () => {
    const known = telegram.state.addFile(Buffer.from('webp'), 'smile.webp', 'image/webp', 'stickers');
    const audio = await telegramNode(version, {
      resource: 'message', operation: 'sendAudio', chatId: '1001', file: 'https://weft.example/theme.mp3',
      additionalFields: { performer: 'Weft Band', title: 'Theme', duration: 93, thumb: 'https://weft.example/cover.jpg' },
    });
    expect(lastCall().params).toEqual({
      chat_id: '1001', audio: 'https://weft.example/theme.mp3', performer: 'Weft Band', title: 'Theme', duration: 93, thumb: 'https://weft.example/cover.jpg',
    });
    expect((audio.json('Telegram')[0]?.result as IDataObject).audio).toMatchObject({ performer: 'Weft Band', title: 'Theme', duration: 93, file_name: 'theme.mp3' });
    const video = await telegramNode(version, {
      resource: 'message', operation: 'sendVideo', chatId: '1001', file: 'https://weft.example/demo.mp4', additionalFields: { width: 640, height: 360, duration: 12 },
    });
    expect((video.json('Telegram')[0]?.result as IDataObject).video).toMatchObject({ width: 640, height: 360, duration: 12 });
    const animation = await telegramNode(version, { resource: 'message', operation: 'sendAnimation', chatId: '1001', file: 'https://weft.example/party.gif' });
    expect(Object.keys(animation.json('Telegram')[0]?.result as IDataObject)).toEqual(expect.arrayContaining(['animation', 'document']));
    const sticker = await telegramNode(version, { resource: 'message', operation: 'sendSticker', chatId: '1001', file: known.file_id });
    expect((sticker.json('Telegram')[0]?.result as IDataObject).sticker).toMatchObject({ file_id: known.file_id, type: 'regular' });
  });

  it('sends a location and an album (media group) whose messages come back as one item', async () => {
    const location = await telegramNode(version, { resource: 'message', operation: 'sendLocation', chatId: '1001', latitude: 52.52, longitude: 13.405 });
    expect(lastCall().params).toEqual({ chat_id: '1001', latitude: 52.52, longitude: 13.405 });
    expect((location.json('Telegram')[0]?.result as IDataObject).location).toEqual({ latitude: 52.52, longitude: 13.405 });
    const album = await telegramNode(version, {
      resource: 'message', operation: 'sendMediaGroup', chatId: '1001', additionalFields: { disable_notification: true },
      media: { media: [
        { type: 'photo', media: 'https://weft.example/a.jpg', additionalFields: { caption: 'First', parse_mode: 'HTML' } },
        { type: 'video', media: 'https://weft.example/b.mp4' },
      ] },
    });
    expect(lastCall().params).toEqual({
      chat_id: '1001', disable_notification: true,
      media: [{ type: 'photo', media: 'https://weft.example/a.jpg', caption: 'First', parse_mode: 'HTML' }, { type: 'video', media: 'https://weft.example/b.mp4' }],
    });
    const [item] = album.json('Telegram');
    expect(album.json('Telegram')).toHaveLength(1);
    expect((item?.result as IDataObject[]).map((message) => [message.caption, message.media_group_id !== undefined])).toEqual([['First', true], [undefined, true]]);
  });

  it('sends a chat action, edits a message\'s text and keyboard, edits an inline message, pins, unpins and deletes', async () => {
    const action = await telegramNode(version, { resource: 'message', operation: 'sendChatAction', chatId: '1001', action: 'upload_document' });
    expect(action.json('Telegram')).toEqual([{ ok: true, result: true }]);
    await sendMessage(version, { additionalFields: { appendAttribution: false } });
    const edited = await telegramNode(version, {
      resource: 'message', operation: 'editMessageText', messageType: 'message', chatId: '1001', messageId: '1', text: 'Build *fixed*',
      additionalFields: { parse_mode: 'Markdown', disable_web_page_preview: true },
      replyMarkup: 'inlineKeyboard', inlineKeyboard: { rows: [{ row: { buttons: [{ text: 'Open', additionalFields: { url: 'https://weft.example' } }] } }] },
    });
    expect(lastCall().params).toEqual({
      chat_id: '1001', message_id: '1', text: 'Build *fixed*', parse_mode: 'Markdown', disable_web_page_preview: true,
      reply_markup: { inline_keyboard: [[{ text: 'Open', url: 'https://weft.example' }]] },
    });
    expect(edited.json('Telegram')[0]?.result).toMatchObject({ message_id: 1, text: 'Build *fixed*', edit_date: expect.any(Number) });
    const inline = await telegramNode(version, { resource: 'message', operation: 'editMessageText', messageType: 'inlineMessage', inlineMessageId: 'inline-77', text: 'Done' });
    expect(lastCall().params).toEqual({ inline_message_id: 'inline-77', text: 'Done' });
    expect(inline.json('Telegram')).toEqual([{ ok: true, result: true }]);

    const pin = await telegramNode(version, { resource: 'message', operation: 'pinChatMessage', chatId: '1001', messageId: '1', additionalFields: { disable_notification: true } });
    expect(lastCall().params).toEqual({ chat_id: '1001', message_id: '1', disable_notification: true });
    expect(pin.json('Telegram')).toEqual([{ ok: true, result: true }]);
    expect((await telegramNode(version, { resource: 'chat', operation: 'get', chatId: '1001' })).json('Telegram')[0]?.result).toMatchObject({ pinned_message: { message_id: 1 } });
    await telegramNode(version, { resource: 'message', operation: 'unpinChatMessage', chatId: '1001', messageId: '1' });
    expect(lastCall()).toMatchObject({ method: 'unpinChatMessage', params: { chat_id: '1001', message_id: '1' } });
    expect((await telegramNode(version, { resource: 'message', operation: 'deleteMessage', chatId: '1001', messageId: '1' })).json('Telegram')).toEqual([{ ok: true, result: true }]);
    const again = await telegramNode(version, { resource: 'message', operation: 'deleteMessage', chatId: '1001', messageId: '1' });
    expect(again.error?.description).toBe('Bad Request: message to delete not found');
  });
});

describe.each([1, 1.1, 1.2])('Telegram %s: chats, callbacks and files', (version) => {
  it('gets a chat, its administrators (one item each), a member; sets its description and title; leaves it', async () => {
    const chat = await telegramNode(version, { resource: 'chat', operation: 'get', chatId: '-1002003004' });
    expect(lastCall()).toMatchObject({ method: 'getChat', params: { chat_id: '-1002003004' } });
    expect(chat.json('Telegram')).toEqual([{ ok: true, result: expect.objectContaining(GROUP) }]);
    const admins = await telegramNode(version, { resource: 'chat', operation: 'administrators', chatId: '-1002003004' });
    expect(admins.json('Telegram').map((member) => [member.status, (member.user as IDataObject).id])).toEqual([['creator', 42], ['administrator', BOT_USER.id]]);
    const member = await telegramNode(version, { resource: 'chat', operation: 'member', chatId: '-1002003004', userId: '7' });
    expect(lastCall().params).toEqual({ chat_id: '-1002003004', user_id: '7' });
    expect(member.json('Telegram')).toEqual([{ ok: true, result: { status: 'member', user: LIN } }]);
    await telegramNode(version, { resource: 'chat', operation: 'setDescription', chatId: '-1002003004', description: 'Where builds are announced' });
    expect(lastCall()).toMatchObject({ method: 'setChatDescription', params: { description: 'Where builds are announced' } });
    const title = await telegramNode(version, { resource: 'chat', operation: 'setTitle', chatId: '-1002003004', title: 'Weft Builds' });
    expect(title.json('Telegram')).toEqual([{ ok: true, result: true }]);
    expect((await telegramNode(version, { resource: 'chat', operation: 'get', chatId: '-1002003004' })).json('Telegram')[0]?.result)
      .toMatchObject({ title: 'Weft Builds', description: 'Where builds are announced' });
    const left = await telegramNode(version, { resource: 'chat', operation: 'leave', chatId: '-1002003004' });
    expect(left.json('Telegram')).toEqual([{ ok: true, result: true }]);
    expect((await telegramNode(version, { resource: 'chat', operation: 'get', chatId: '-1002003004' })).error?.description).toBe('Bad Request: chat not found');
  });

  it('answers a callback query and an inline query with their options', async () => {
    const answer = await telegramNode(version, {
      resource: 'callback', operation: 'answerQuery', queryId: '4382bfdwdsb323b2d9', additionalFields: { text: 'Deploying', show_alert: true, cache_time: 5 },
    });
    expect(lastCall()).toMatchObject({ method: 'answerCallbackQuery', params: { callback_query_id: '4382bfdwdsb323b2d9', text: 'Deploying', show_alert: true, cache_time: 5 } });
    expect(answer.json('Telegram')).toEqual([{ ok: true, result: true }]);
    const results = JSON.stringify([{ type: 'article', id: 'r1', title: 'Status', input_message_content: { message_text: 'All green' } }]);
    const inline = await telegramNode(version, { resource: 'callback', operation: 'answerInlineQuery', queryId: '99', results, additionalFields: { cache_time: 0 } });
    expect(lastCall()).toMatchObject({ method: 'answerInlineQuery', params: { inline_query_id: '99', results, cache_time: 0 } });
    expect(inline.json('Telegram')).toEqual([{ ok: true, result: true }]);
    expect(telegram.state.answeredInlineQueries.at(-1)?.results).toEqual(JSON.parse(results));
  });

  it('gets a file, downloads it into `data` with its type from the name or as given', async () => {
    const stored = telegram.state.addFile(Buffer.from('%PDF-1.4 weft'), 'invoice.pdf', 'application/pdf');
    const plain = await telegramNode(version, { resource: 'file', operation: 'get', fileId: stored.file_id, download: false });
    expect(plain.json('Telegram')).toEqual([{ ok: true, result: { file_id: stored.file_id, file_unique_id: stored.file_unique_id, file_size: 13, file_path: stored.file_path } }]);
    const downloaded = await telegramNode(version, { resource: 'file', operation: 'get', fileId: stored.file_id, download: true });
    const [item] = downloaded.result.data.resultData.runData.Telegram?.[0]?.data?.main?.[0] ?? [];
    expect(item?.json).toEqual(plain.json('Telegram')[0]);
    expect(item?.binary?.data).toMatchObject({ fileName: stored.file_path.split('/').pop(), mimeType: 'application/pdf' });
    expect(Buffer.from(item?.binary?.data?.data ?? '', 'base64').toString()).toBe('%PDF-1.4 weft');
    const typed = await telegramNode(version, { resource: 'file', operation: 'get', fileId: stored.file_id, download: true, additionalFields: { mimeType: 'application/x-custom' } });
    expect(typed.result.data.resultData.runData.Telegram?.[0]?.data?.main?.[0]?.[0]?.binary?.data?.mimeType).toBe('application/x-custom');
    expect((await telegramNode(version, { resource: 'file', operation: 'get', fileId: 'gone', download: true })).error?.description).toBe('Bad Request: invalid file_id');
  });
});

describe('Telegram: Send Message and Wait for Response', () => {
  it('sends the message with buttons that open the execution\'s resume URL, then waits', async () => {
    const result = await telegramNode(1.2, {
      resource: 'message', operation: 'sendAndWait', chatId: '1001', message: 'Ship release 7?', responseType: 'approval',
      approvalOptions: { values: { approvalType: 'double', approveLabel: '✅ Ship', disapproveLabel: '❌ Hold' } },
    });
    expect(result.error).toBeUndefined();
    expect(result.result.waitTill).toBeInstanceOf(Date);
    const { params } = lastCall();
    expect(params).toMatchObject({ chat_id: '1001', parse_mode: 'Markdown', disable_web_page_preview: true, text: 'Ship release 7?\n\n_This message was sent automatically with Weft_' });
    const [[approve, decline]] = (params.reply_markup as { inline_keyboard: IDataObject[][] }).inline_keyboard as [[IDataObject, IDataObject]];
    expect(approve).toEqual({ text: '✅ Ship', url: expect.stringMatching(/webhook-waiting\/ai-test-\d+\?approved=true$/) });
    expect(decline).toEqual({ text: '❌ Hold', url: expect.stringMatching(/webhook-waiting\/ai-test-\d+\?approved=false$/) });
  });

  it('offers one button to the response form, without the attribution line when turned off', async () => {
    await telegramNode(1.2, {
      resource: 'message', operation: 'sendAndWait', chatId: '1001', message: 'Why?', responseType: 'freeText',
      options: { messageButtonLabel: 'Answer', appendAttribution: false },
    });
    expect(lastCall().params).toMatchObject({ text: 'Why?', reply_markup: { inline_keyboard: [[{ text: 'Answer', url: expect.stringMatching(/webhook-waiting\/ai-test-\d+$/) }]] } });
  });
});
