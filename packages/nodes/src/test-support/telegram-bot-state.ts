/*
 * The state behind the Telegram Bot API stand-in: one bot, its chats and their messages, files, the
 * webhook; each method checks its parameters as the Bot API reference states them and answers the
 * documented objects (Message, Chat, ChatMember, File, WebhookInfo, User).
 */


import {
  bad, BOT_USER, CHAT_ACTIONS, decoded, isUpload, keyboardProblem, ok, PARSE_MODES,
} from './telegram-bot-values.js';
import type { Chat, Json, MethodAnswer, StoredFile, TelegramParams } from './telegram-bot-values.js';

export class TelegramBotState {
  readonly chats = new Map<string, Chat>();
  readonly files = new Map<string, StoredFile>();
  readonly answeredCallbacks: Json[] = [];
  readonly answeredInlineQueries: Json[] = [];
  webhook: { url: string; secret_token: string; allowed_updates: string[] } = { url: '', secret_token: '', allowed_updates: [] };
  private fileCounter = 0;

  /** A chat the bot is in (private chats have a first name, groups a title), with its members. */
  addChat(chat: Json, members: Json[] = []): void {
    const entry: Chat = { chat, description: '', members: new Map(), messages: new Map(), pinned: new Set(), nextMessageId: 1 };
    for (const member of members) entry.members.set(Number((member.user as Json).id), member);
    entry.members.set(BOT_USER.id, { status: 'administrator', user: BOT_USER, can_be_edited: false, is_anonymous: false });
    this.chats.set(String(chat.id), entry);
    if (chat.username) this.chats.set(`@${String(chat.username)}`, entry);
  }

  /** A file Telegram holds (e.g. one a user sent), downloadable by its path. */
  addFile(bytes: Buffer, fileName: string, mimeType: string, folder = 'documents'): StoredFile {
    this.fileCounter += 1;
    const extension = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.')) : '';
    const stored: StoredFile = {
      file_id: `BQACAgIAAx${this.fileCounter}kBAAE`, file_unique_id: `AgAD${this.fileCounter}`, file_path: `${folder}/file_${this.fileCounter}${extension}`,
      bytes, mime_type: mimeType, file_name: fileName,
    };
    this.files.set(stored.file_id, stored);
    return stored;
  }

  fileByPath(path: string): StoredFile | undefined {
    return [...this.files.values()].find((file) => file.file_path === path);
  }

  call(method: string, params: TelegramParams): MethodAnswer {
    const handler = (this as unknown as Record<string, ((params: TelegramParams) => MethodAnswer) | undefined>)[`m_${method}`];
    if (!handler) return { status: 404, body: { ok: false, error_code: 404, description: 'Not Found: method not found' } };
    return handler.call(this, params);
  }

  private chatOf(params: TelegramParams): Chat | MethodAnswer {
    if (params.chat_id === undefined || params.chat_id === '') return bad('chat_id is empty');
    return this.chats.get(String(params.chat_id)) ?? bad('chat not found');
  }

  private messageBase(chat: Chat, params: TelegramParams): Json | MethodAnswer {
    const markup = params.reply_markup === undefined ? undefined : decoded(params.reply_markup);
    if (params.reply_markup !== undefined) {
      const problem = keyboardProblem(markup);
      if (problem) return bad(problem);
    }
    if (params.parse_mode !== undefined && !PARSE_MODES.includes(String(params.parse_mode))) return bad(`unsupported parse_mode "${String(params.parse_mode)}"`);
    const reply = params.reply_to_message_id !== undefined && Number(params.reply_to_message_id) !== 0 ? chat.messages.get(Number(params.reply_to_message_id)) : undefined;
    if (params.reply_to_message_id !== undefined && Number(params.reply_to_message_id) !== 0 && !reply) return bad('message to be replied not found');
    const message: Json = { message_id: chat.nextMessageId, from: BOT_USER, chat: chat.chat, date: 1767225600 + chat.nextMessageId };
    if (params.message_thread_id !== undefined && Number(params.message_thread_id) !== 0) message.message_thread_id = Number(params.message_thread_id);
    if (reply) message.reply_to_message = reply;
    // Only inline keyboards come back on the message.
    if ((markup as Json | undefined)?.inline_keyboard) message.reply_markup = { inline_keyboard: (markup as Json).inline_keyboard };
    return message;
  }

  private store(chat: Chat, message: Json): MethodAnswer {
    chat.messages.set(Number(message.message_id), message);
    chat.nextMessageId += 1;
    return ok(message);
  }

  private send(params: TelegramParams, build: (message: Json, chat: Chat) => string | undefined): MethodAnswer {
    const chat = this.chatOf(params);
    if ('status' in chat) return chat;
    const message = this.messageBase(chat, params);
    if ('status' in message && 'body' in message) return message as unknown as MethodAnswer;
    const problem = build(message, chat);
    if (problem) return bad(problem);
    return this.store(chat, message);
  }

  /** A file parameter: an upload, a file_id Telegram knows, or an HTTP URL Telegram fetches. */
  private fileOf(value: unknown, name: string, kind: string, mimeType: string): StoredFile | string {
    if (isUpload(value)) return this.addFile(value.bytes, value.fileName, value.mimeType || mimeType, kind);
    if (typeof value !== 'string' || value === '') return `there is no ${name} in the request`;
    const known = this.files.get(value);
    if (known) return known;
    if (/^https?:\/\//.test(value)) {
      const fileName = decodeURIComponent(new URL(value).pathname.split('/').pop() || `${name}.bin`);
      return this.addFile(Buffer.from(`fetched ${value}`), fileName, mimeType, kind);
    }
    return 'wrong remote file identifier specified: Wrong string length';
  }

  private media(params: TelegramParams, name: string, kind: string, mimeType: string, shape: (file: StoredFile) => unknown, captioned = true) {
    return this.send(params, (message) => {
      const file = this.fileOf(params[name], name, kind, mimeType);
      if (typeof file === 'string') return file;
      message[name] = shape(file);
      if (captioned && typeof params.caption === 'string' && params.caption !== '') message.caption = params.caption;
      return undefined;
    });
  }

  private fileFields(file: StoredFile): Json {
    return { file_id: file.file_id, file_unique_id: file.file_unique_id, file_size: file.bytes.length };
  }

  m_getMe(): MethodAnswer {
    return ok({ ...BOT_USER, can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false });
  }

  m_sendMessage(params: TelegramParams): MethodAnswer {
    return this.send(params, (message) => {
      if (typeof params.text !== 'string' || params.text.trim() === '') return 'message text is empty';
      if (params.text.length > 4096) return 'message is too long';
      message.text = params.text;
      return undefined;
    });
  }

  m_sendPhoto(params: TelegramParams): MethodAnswer {
    return this.media(params, 'photo', 'photos', 'image/jpeg', (file) => [
      { ...this.fileFields(file), file_id: `${file.file_id}-s`, width: 90, height: 60 },
      { ...this.fileFields(file), file_id: `${file.file_id}-m`, width: 320, height: 213 },
      { ...this.fileFields(file), width: 800, height: 533 },
    ]);
  }

  m_sendDocument(params: TelegramParams): MethodAnswer {
    return this.media(params, 'document', 'documents', 'application/octet-stream',
      (file) => ({ file_name: file.file_name, mime_type: file.mime_type, ...this.fileFields(file) }));
  }

  m_sendAudio(params: TelegramParams): MethodAnswer {
    return this.media(params, 'audio', 'music', 'audio/mpeg', (file) => ({
      duration: Number(params.duration ?? 0), file_name: file.file_name, mime_type: file.mime_type,
      ...(params.performer ? { performer: params.performer } : {}), ...(params.title ? { title: params.title } : {}), ...this.fileFields(file),
    }));
  }

  m_sendVideo(params: TelegramParams): MethodAnswer {
    return this.media(params, 'video', 'videos', 'video/mp4', (file) => ({
      duration: Number(params.duration ?? 0), width: Number(params.width ?? 0), height: Number(params.height ?? 0),
      file_name: file.file_name, mime_type: file.mime_type, ...this.fileFields(file),
    }));
  }

  m_sendAnimation(params: TelegramParams): MethodAnswer {
    return this.send(params, (message) => {
      const file = this.fileOf(params.animation, 'animation', 'animations', 'video/mp4');
      if (typeof file === 'string') return file;
      const shape = { file_name: file.file_name, mime_type: file.mime_type, ...this.fileFields(file) };
      // An animation message also carries it as a document, for old clients.
      message.animation = { duration: Number(params.duration ?? 0), width: Number(params.width ?? 0), height: Number(params.height ?? 0), ...shape };
      message.document = shape;
      if (typeof params.caption === 'string' && params.caption !== '') message.caption = params.caption;
      return undefined;
    });
  }

  m_sendSticker(params: TelegramParams): MethodAnswer {
    return this.media(params, 'sticker', 'stickers', 'image/webp', (file) => ({
      width: 512, height: 512, emoji: '🙂', is_animated: false, is_video: false, type: 'regular', ...this.fileFields(file),
    }), false);
  }

  m_sendLocation(params: TelegramParams): MethodAnswer {
    return this.send(params, (message) => {
      const latitude = Number(params.latitude);
      const longitude = Number(params.longitude);
      if (params.latitude === undefined || !Number.isFinite(latitude) || Math.abs(latitude) > 90) return 'wrong latitude specified';
      if (params.longitude === undefined || !Number.isFinite(longitude) || Math.abs(longitude) > 180) return 'wrong longitude specified';
      message.location = { latitude, longitude };
      return undefined;
    });
  }

  m_sendMediaGroup(params: TelegramParams): MethodAnswer {
    const chat = this.chatOf(params);
    if ('status' in chat) return chat;
    const media = decoded(params.media);
    if (!Array.isArray(media) || media.length < 2 || media.length > 10) return bad('wrong number of media specified: must include 2-10 items');
    const group = `1350${chat.nextMessageId}`;
    const messages: Json[] = [];
    for (const entry of media as Json[]) {
      if (entry.type !== 'photo' && entry.type !== 'video') return bad(`unsupported media type "${String(entry.type)}"`);
      const file = this.fileOf(entry.media, 'media', entry.type === 'photo' ? 'photos' : 'videos', entry.type === 'photo' ? 'image/jpeg' : 'video/mp4');
      if (typeof file === 'string') return bad(file);
      const message = this.messageBase(chat, { ...params, reply_markup: undefined }) as Json;
      message.message_id = chat.nextMessageId + messages.length;
      message.media_group_id = group;
      message[String(entry.type)] = entry.type === 'photo' ? [{ ...this.fileFields(file), width: 800, height: 533 }] : { ...this.fileFields(file), duration: 0 };
      if (typeof entry.caption === 'string' && entry.caption !== '') message.caption = entry.caption;
      messages.push(message);
    }
    for (const message of messages) this.store(chat, message);
    return ok(messages);
  }

  m_sendChatAction(params: TelegramParams): MethodAnswer {
    const chat = this.chatOf(params);
    if ('status' in chat) return chat;
    if (!CHAT_ACTIONS.includes(String(params.action))) return bad('wrong parameter action in request');
    return ok(true);
  }

  m_editMessageText(params: TelegramParams): MethodAnswer {
    if (typeof params.text !== 'string' || params.text.trim() === '') return bad('message text is empty');
    if (params.reply_markup !== undefined && keyboardProblem(decoded(params.reply_markup))) return bad(keyboardProblem(decoded(params.reply_markup)) as string);
    if (params.inline_message_id !== undefined) {
      return typeof params.inline_message_id === 'string' && params.inline_message_id.startsWith('inline-') ? ok(true) : bad('MESSAGE_ID_INVALID');
    }
    const chat = this.chatOf(params);
    if ('status' in chat) return chat;
    const message = chat.messages.get(Number(params.message_id));
    if (!message) return bad('message to edit not found');
    if (message.text === params.text) return bad('message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message');
    message.text = params.text;
    message.edit_date = Number(message.date) + 60;
    const markup = decoded(params.reply_markup) as Json | undefined;
    if (markup?.inline_keyboard) message.reply_markup = { inline_keyboard: markup.inline_keyboard };
    return ok(message);
  }

  m_deleteMessage(params: TelegramParams): MethodAnswer {
    const chat = this.chatOf(params);
    if ('status' in chat) return chat;
    if (!chat.messages.delete(Number(params.message_id))) return bad('message to delete not found');
    return ok(true);
  }

  m_pinChatMessage(params: TelegramParams): MethodAnswer {
    const chat = this.chatOf(params);
    if ('status' in chat) return chat;
    if (!chat.messages.has(Number(params.message_id))) return bad('message to pin not found');
    chat.pinned.add(Number(params.message_id));
    return ok(true);
  }

  m_unpinChatMessage(params: TelegramParams): MethodAnswer {
    const chat = this.chatOf(params);
    if ('status' in chat) return chat;
    if (params.message_id !== undefined && !chat.pinned.delete(Number(params.message_id))) return bad('message to unpin not found');
    return ok(true);
  }

  m_getChat(params: TelegramParams): MethodAnswer {
    const chat = this.chatOf(params);
    if ('status' in chat) return chat;
    const pinned = [...chat.pinned].pop();
    return ok({
      ...chat.chat, accent_color_id: 0, max_reaction_count: 11, accepted_gift_types: { unlimited_gifts: false },
      ...(chat.description ? { description: chat.description } : {}),
      ...(pinned !== undefined ? { pinned_message: chat.messages.get(pinned) } : {}),
    });
  }

  m_getChatAdministrators(params: TelegramParams): MethodAnswer {
    const chat = this.chatOf(params);
    if ('status' in chat) return chat;
    if (chat.chat.type === 'private') return bad('there are no administrators in the private chat');
    return ok([...chat.members.values()].filter((member) => member.status === 'creator' || member.status === 'administrator'));
  }

  m_getChatMember(params: TelegramParams): MethodAnswer {
    const chat = this.chatOf(params);
    if ('status' in chat) return chat;
    if (params.user_id === undefined || !/^\d+$/.test(String(params.user_id))) return bad('invalid user_id specified');
    return ok(chat.members.get(Number(params.user_id)) ?? { user: { id: Number(params.user_id), is_bot: false, first_name: 'Unknown' }, status: 'left' });
  }

  m_leaveChat(params: TelegramParams): MethodAnswer {
    const chat = this.chatOf(params);
    if ('status' in chat) return chat;
    for (const [key, entry] of this.chats) if (entry === chat) this.chats.delete(key);
    return ok(true);
  }

  private groupOnly(params: TelegramParams, change: (chat: Chat) => string | undefined): MethodAnswer {
    const chat = this.chatOf(params);
    if ('status' in chat) return chat;
    if (chat.chat.type === 'private') return bad('chat is private');
    const problem = change(chat);
    return problem ? bad(problem) : ok(true);
  }

  m_setChatDescription(params: TelegramParams): MethodAnswer {
    return this.groupOnly(params, (chat) => {
      const description = String(params.description ?? '');
      if (description.length > 255) return 'chat description is too long';
      if (description === chat.description) return 'chat description is not modified';
      chat.description = description;
      return undefined;
    });
  }

  m_setChatTitle(params: TelegramParams): MethodAnswer {
    return this.groupOnly(params, (chat) => {
      const title = String(params.title ?? '');
      if (title.trim() === '') return 'chat title is empty';
      if (title.length > 128) return 'chat title is too long';
      chat.chat = { ...chat.chat, title };
      for (const message of chat.messages.values()) message.chat = chat.chat;
      return undefined;
    });
  }

  m_answerCallbackQuery(params: TelegramParams): MethodAnswer {
    if (typeof params.callback_query_id !== 'string' || params.callback_query_id === '') return bad('query is too old and response timeout expired or query ID is invalid');
    if (params.text !== undefined && String(params.text).length > 200) return bad('MESSAGE_TOO_LONG');
    this.answeredCallbacks.push(params);
    return ok(true);
  }

  m_answerInlineQuery(params: TelegramParams): MethodAnswer {
    if (typeof params.inline_query_id !== 'string' || params.inline_query_id === '') return bad('query is too old and response timeout expired or query ID is invalid');
    const results = decoded(params.results);
    if (!Array.isArray(results)) return bad('can\'t parse inline query results JSON object');
    if (results.some((result) => typeof (result as Json)?.type !== 'string' || typeof (result as Json)?.id !== 'string')) return bad('RESULT_ID_INVALID');
    this.answeredInlineQueries.push({ ...params, results });
    return ok(true);
  }

  m_getFile(params: TelegramParams): MethodAnswer {
    const file = this.files.get(String(params.file_id ?? ''));
    if (!file) return bad('invalid file_id');
    return ok({ file_id: file.file_id, file_unique_id: file.file_unique_id, file_size: file.bytes.length, file_path: file.file_path });
  }

  m_setWebhook(params: TelegramParams): MethodAnswer {
    const url = String(params.url ?? '');
    const secret = params.secret_token === undefined ? '' : String(params.secret_token);
    if (secret !== '' && !/^[A-Za-z0-9_-]{1,256}$/.test(secret)) return bad('secret token contains unallowed characters');
    const allowed = decoded(params.allowed_updates) ?? [];
    if (!Array.isArray(allowed)) return bad('can\'t parse allowed updates');
    if (url !== '' && !/^https?:\/\//.test(url)) return bad('bad webhook: An HTTPS URL must be provided for webhook');
    this.webhook = { url, secret_token: secret, allowed_updates: allowed as string[] };
    return { status: 200, body: { ok: true, result: true, description: url === '' ? 'Webhook was deleted' : 'Webhook was set' } };
  }

  m_deleteWebhook(): MethodAnswer {
    const had = this.webhook.url !== '';
    this.webhook = { url: '', secret_token: '', allowed_updates: [] };
    return { status: 200, body: { ok: true, result: true, description: had ? 'Webhook was deleted' : 'Webhook is already deleted' } };
  }

  m_getWebhookInfo(): MethodAnswer {
    const { url, allowed_updates } = this.webhook;
    return ok({ url, has_custom_certificate: false, pending_update_count: 0, ...(url && allowed_updates.length > 0 ? { allowed_updates } : {}) });
  }
}
