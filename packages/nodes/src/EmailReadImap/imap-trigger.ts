import type { ImapFlow, SearchObject } from 'imapflow';
import type { IDataObject, ITriggerFunctions, ITriggerResponse } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { closeImap, isImapCredentials, openImap } from './imap-connection.js';
import { readNewMail } from './read-new-mail.js';
import type { EmailFormat, ReadSettings } from './read-new-mail.js';
import { SearchCriteriaError, parseSearchCriteria } from './search-criteria.js';

interface TriggerOptions {
  customEmailConfig?: string;
  allowUnauthorizedCerts?: boolean;
  forceReconnect?: number;
  trackLastMessageId?: boolean;
}

const BATCH_SIZE = 20;

/** The day of `moment` in the instance's calendar, as IMAP's SINCE compares (dates without a time). */
function dayOf(moment: Date): Date {
  return new Date(Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate()));
}

function readSettings(context: ITriggerFunctions, version: number): ReadSettings {
  const format = context.getNodeParameter('format', 0, 'simple') as EmailFormat;
  let attachmentPrefix: string | undefined;
  if (format === 'resolved' || (format === 'simple' && context.getNodeParameter('downloadAttachments', 0, false))) {
    attachmentPrefix = String(context.getNodeParameter('dataPropertyAttachmentsPrefixName', 0, 'attachment_'));
  }
  return {
    format, attachmentPrefix,
    markAsRead: context.getNodeParameter('postProcessAction', 0, 'read') === 'read',
    batchSize: version >= 2.1 ? BATCH_SIZE : undefined,
  };
}

/**
 * n8n's Email Trigger (IMAP): opens the mailbox, reads the mail matching the rules, then waits (IDLE) for
 * new mail and reads again on each arrival; a batch of messages is a run.
 */
export async function imapTrigger(this: ITriggerFunctions, version: number): Promise<ITriggerResponse> {
  const node = this.getNode();
  const credentials = await this.getCredentials('imap');
  if (!isImapCredentials(credentials)) throw new NodeOperationError(node, 'Credentials are not valid for imap node.');
  const mailbox = String(this.getNodeParameter('mailbox', 0, 'INBOX'));
  const options = this.getNodeParameter('options', 0, {}) as TriggerOptions;
  const settings = readSettings(this, version);
  let rules: SearchObject;
  try {
    rules = parseSearchCriteria(options.customEmailConfig ?? '["UNSEEN"]');
  } catch (error) {
    if (!(error instanceof SearchCriteriaError)) throw error;
    throw new NodeOperationError(node, error.message, { description: 'Check the option "Custom Email Rules", e.g. ["UNSEEN", ["FROM", "ada@example.com"]].' });
  }

  const staticData = this.getWorkflowStaticData('node') as IDataObject & { lastMessageUid?: number };
  // Only 2.1 remembers the last message between activations (unless told not to).
  const tracking = version >= 2.1 && options.trackLastMessageId !== false;
  if (!tracking) delete staticData.lastMessageUid;
  const activatedOn = dayOf(new Date());
  const connectOptions = { watch: true, ...(version < 2 ? { allowUnauthorizedCerts: options.allowUnauthorizedCerts === true } : {}) };

  let client: ImapFlow | undefined;
  let closing = false;
  let reconnecting = false;
  let reading: Promise<void> = Promise.resolve();

  const readOnce = async (current: ImapFlow) => {
    // Without a remembered message, 2.1 looks no further back than the day it was activated.
    const query = tracking && staticData.lastMessageUid === undefined ? { ...rules, since: activatedOn } : rules;
    const highest = await readNewMail(this, current, query, settings, tracking ? staticData.lastMessageUid : undefined, (items) => this.emit([items]));
    if (tracking && highest !== undefined) staticData.lastMessageUid = highest;
  };
  // Arrivals during a read are read after it, one read at a time.
  const scheduleRead = (current: ImapFlow) => {
    reading = reading.then(() => readOnce(current)).catch((error: unknown) => {
      if (!closing) this.emitError(error instanceof Error ? error : new Error(String(error)));
    });
  };

  const connect = async (): Promise<ImapFlow> => {
    let opened: ImapFlow;
    try {
      opened = await openImap(credentials, connectOptions);
    } catch (error) {
      throw new NodeOperationError(node, (error as Error).message);
    }
    try {
      await opened.mailboxOpen(mailbox);
    } catch (error) {
      await closeImap(opened);
      const reason = (error as { responseText?: string }).responseText ?? (error as Error).message;
      throw new NodeOperationError(node, `Could not open the mailbox "${mailbox}": ${reason}`, { description: 'Check "Mailbox Name" (e.g. INBOX).' });
    }
    opened.on('exists', () => scheduleRead(opened));
    opened.on('close', () => {
      if (closing || reconnecting || opened !== client) return;
      this.emitError(new Error('Imap connection closed unexpectedly'));
    });
    return opened;
  };

  client = await connect();
  scheduleRead(client);

  let reconnectTimer: NodeJS.Timeout | undefined;
  if (options.forceReconnect !== undefined && Number(options.forceReconnect) > 0) {
    reconnectTimer = setInterval(() => {
      void (async () => {
        reconnecting = true;
        try {
          await reading;
          const previous = client;
          client = await connect();
          if (previous) await closeImap(previous);
          scheduleRead(client);
        } catch (error) {
          this.logger.error('Email Trigger (IMAP): reconnecting failed', { error: (error as Error).message });
          this.emitError(error as Error);
        } finally {
          reconnecting = false;
        }
      })();
    }, Number(options.forceReconnect) * 60_000);
  }

  const closeFunction = async () => {
    closing = true;
    if (reconnectTimer) clearInterval(reconnectTimer);
    await reading;
    if (client) await closeImap(client);
  };
  return { closeFunction };
}
