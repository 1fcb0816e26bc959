import { describe, expect, it } from 'vitest';
import { BOT, GOOD_TOKEN, LIMITED_TOKEN, USER_TOKEN, rl, runSlack, useSlackStandIn } from './harness.js';

const slack = useSlackStandIn();
const LINK = '_Automated with this <http://localhost:5678/workflow/wf-slack|Weft workflow>_';

const post = (version: number, extra: Record<string, unknown>, options: Parameters<typeof runSlack>[2] = {}) =>
  runSlack(version, { resource: 'message', operation: 'post', select: 'channel', channelId: rl('C0GENERAL'), text: 'Hello team', ...extra }, options);

describe.each([2, 2.1, 2.2, 2.3, 2.4])('Slack %s: messages', (version) => {
  const linked = (text: string) => (version >= 2.1 ? `${text}\n${LINK}` : text);

  it('sends a text to a channel (by ID, name and URL) and answers Slack\'s message with message_timestamp', async () => {
    const { items, error } = await post(version, {});
    expect(error).toBeUndefined();
    expect(items).toEqual([{ ok: true, channel: 'C0GENERAL', ts: expect.stringMatching(/^\d+\.\d{6}$/), message_timestamp: items[0]?.ts, message: expect.objectContaining({ text: linked('Hello team'), user: BOT }) }]);
    await post(version, { channelId: rl('general', 'name'), text: 'By name' });
    await post(version, { channelId: rl('https://app.slack.com/client/T0STANDIN/C0GENERAL', 'url'), text: 'By link' });
    expect(slack().workspace.channel('C0GENERAL')?.messages.map((message) => message.text)).toEqual([linked('Hello team'), linked('By name'), linked('By link')]);
    expect(slack().calls.find((call) => call.method === 'chat.postMessage')?.contentType).toBe('application/json; charset=utf-8');
  });

  it('sends to a user by ID or username (their direct messages)', async () => {
    await post(version, { select: 'user', user: rl('U0ALICE01'), text: 'Hi Alice' });
    await post(version, { select: 'user', user: rl('@bob', 'username'), text: 'Hi Bob' });
    const direct = slack().workspace.channels.filter((channel) => channel.is_im);
    expect(direct.map((channel) => [channel.user, channel.messages[0]?.text])).toEqual([['U0ALICE01', linked('Hi Alice')], ['U0BOB0001', linked('Hi Bob')]]);
    const unknown = await post(version, { select: 'user', user: rl('nobody', 'username') });
    expect(unknown.error?.message).toBe('Slack has no user named "nobody"');
  });

  it('sends blocks with a fallback text, and legacy attachments with fields', async () => {
    const blocks = [{ type: 'section', text: { type: 'mrkdwn', text: '*Deploy* done' } }];
    await post(version, { messageType: 'block', blocksUi: JSON.stringify({ blocks }), text: 'Deploy done', otherOptions: { includeLinkToWorkflow: false } });
    await post(version, {
      messageType: 'attachment', otherOptions: { includeLinkToWorkflow: false },
      attachments: [{ title: 'Build 42', color: '#00ff00', fields: { item: [{ title: 'Status', value: 'green', short: true }] } }],
    });
    const [withBlocks, withAttachments] = slack().workspace.channel('C0GENERAL')?.messages ?? [];
    expect(withBlocks).toMatchObject({ text: 'Deploy done', blocks });
    expect(withAttachments?.attachments).toEqual([{ title: 'Build 42', color: '#00ff00', fields: [{ title: 'Status', value: 'green', short: true }] }]);
    const bad = await post(version, { messageType: 'block', blocksUi: '{ not json' });
    expect(bad.error?.message).toBe('The blocks are not valid JSON');
  });

  it('adds the workflow link as a context block to blocks (2.1 and later)', async () => {
    await post(version, { messageType: 'block', blocksUi: '[{"type":"divider"}]' });
    const blocks = slack().workspace.channel('C0GENERAL')?.messages[0]?.blocks;
    expect(blocks).toEqual(version >= 2.1 ? [{ type: 'divider' }, { type: 'context', elements: [{ type: 'mrkdwn', text: LINK }] }] : [{ type: 'divider' }]);
  });

  it('replies in a thread, with a bot profile, and sends an ephemeral message', async () => {
    const parent = await post(version, { text: 'Thread start', otherOptions: { includeLinkToWorkflow: false } });
    const ts = Number(parent.items[0]?.ts);
    await post(version, {
      text: 'In the thread', otherOptions: {
        includeLinkToWorkflow: false, thread_ts: { replyValues: { thread_ts: ts, reply_broadcast: true } },
        botProfile: { imageValues: { profilePhotoType: 'emoji', icon_emoji: ':rocket:' } }, unfurl_links: true,
      },
    });
    const reply = slack().workspace.channel('C0GENERAL')?.messages[1];
    expect(reply).toMatchObject({ text: 'In the thread', thread_ts: parent.items[0]?.ts, icons: { emoji: ':rocket:' } });
    expect(slack().calls.at(-1)?.args).toMatchObject({ reply_broadcast: true, unfurl_links: true });
    const ephemeral = await post(version, { text: 'Only you', otherOptions: { ephemeral: { ephemeralValues: { user: rl('U0ALICE01'), ephemeral: true } } } });
    expect(ephemeral.items[0]).toMatchObject({ ok: true, message_ts: expect.any(String) });
    expect(slack().calls.at(-1)?.method).toBe('chat.postEphemeral');
  });

  it('updates, links to and deletes a message', async () => {
    const sent = await post(version, { otherOptions: { includeLinkToWorkflow: false } });
    const ts = String(sent.items[0]?.ts);
    const updated = await runSlack(version, { resource: 'message', operation: 'update', channelId: rl('C0GENERAL'), ts, text: 'Edited', otherOptions: { includeLinkToWorkflow: false } });
    expect(updated.items[0]).toMatchObject({ ok: true, ts, message_timestamp: ts, text: 'Edited' });
    const link = await runSlack(version, { resource: 'message', operation: 'getPermalink', channelId: rl('C0GENERAL'), timestamp: ts });
    expect(link.items[0]).toEqual({ ok: true, channel: 'C0GENERAL', permalink: `https://standin.slack.com/archives/C0GENERAL/p${ts.replace('.', '')}` });
    const deleted = await runSlack(version, { resource: 'message', operation: 'delete', select: 'channel', channelId: rl('C0GENERAL'), timestamp: ts });
    expect(deleted.items[0]).toEqual({ ok: true, channel: 'C0GENERAL', ts });
    expect(slack().workspace.channel('C0GENERAL')?.messages).toEqual([]);
    const gone = await runSlack(version, { resource: 'message', operation: 'delete', select: 'channel', channelId: rl('C0GENERAL'), timestamp: ts });
    expect(gone.error?.message).toBe('Slack found no message with this timestamp (message_not_found)');
  });

  it('deletes a direct message sent to a user', async () => {
    const sent = await post(version, { select: 'user', user: rl('U0CAROL01') });
    const deleted = await runSlack(version, { resource: 'message', operation: 'delete', select: 'user', user: rl('U0CAROL01'), timestamp: String(sent.items[0]?.ts) });
    expect(deleted.items[0]).toMatchObject({ ok: true, channel: expect.stringMatching(/^D/) });
  });

  it('searches messages, newest first, by page, in chosen channels', async () => {
    for (const text of ['deploy one', 'deploy two', 'lunch', 'deploy three']) await post(version, { text, otherOptions: { includeLinkToWorkflow: false } });
    const found = await runSlack(version, { resource: 'message', operation: 'search', query: 'deploy', sort: 'desc', returnAll: true, options: { searchChannel: ['general'] } });
    expect(found.items.map((match) => match.text)).toEqual(['deploy three', 'deploy two', 'deploy one']);
    expect(slack().calls.at(-1)?.args).toMatchObject({ query: 'deploy in:#general', sort: 'timestamp', sort_dir: 'desc' });
    const first = await runSlack(version, { resource: 'message', operation: 'search', query: 'deploy', sort: 'asc', limit: 2 });
    expect(first.items.map((match) => match.text)).toEqual(['deploy one', 'deploy two']);
  });
});

describe('Slack 2.4: errors, limits and authentication', () => {
  it('turns Slack\'s ok:false into a clear error, and a missing scope names the scope', async () => {
    const outside = await post(2.4, { channelId: rl('C0RANDOM1') });
    expect(outside.error).toMatchObject({ message: 'The Slack app is not a member of this channel (not_in_channel)', description: expect.stringContaining('/invite') });
    const scoped = await runSlack(2.4, { resource: 'channel', operation: 'getAll' }, { token: LIMITED_TOKEN });
    expect(scoped.error?.message).toBe('The token lacks a permission (scope) this operation needs (missing_scope)');
    expect(scoped.error?.description).toBe('Add the scope channels:read to the Slack app and reinstall it (the token has: chat:write).');
    const badToken = await post(2.4, {}, { token: 'xoxb-revoked' });
    expect(badToken.error?.message).toBe('Slack did not accept the access token (invalid_auth)');
  });

  it('waits out a 429 (Retry-After) and sends again', async () => {
    slack().rateLimit('chat.postMessage', 1, 1);
    const { items, error } = await post(2.4, {});
    expect(error).toBeUndefined();
    expect(items[0]).toMatchObject({ ok: true });
    expect(slack().calls.filter((call) => call.method === 'chat.postMessage')).toHaveLength(2);
  });

  it('gives up on a long Retry-After with a clear error; with Continue on fail the item carries it', async () => {
    slack().rateLimit('chat.postMessage', 120, 5);
    const { error } = await post(2.4, {});
    expect(error).toMatchObject({ message: 'Slack is rate-limiting requests (429)' });
    expect(error?.description).toContain('wait 120 seconds');
    const kept = await post(2.4, {}, { continueOnFail: true, input: [{ json: { n: 1 } }, { json: { n: 2 } }] });
    expect(kept.error).toBeUndefined();
    expect(kept.items).toEqual([{ error: 'Slack is rate-limiting requests (429)' }, { error: 'Slack is rate-limiting requests (429)' }]);
  });

  it('sends with the OAuth2 credential: the user token Slack granted, as Bearer (Slack names its token types "bot" and "user")', async () => {
    const granted = { access_token: GOOD_TOKEN, token_type: 'bot', authed_user: { id: 'U0ALICE01', access_token: USER_TOKEN, token_type: 'user' } };
    const { items, error } = await post(2.4, {}, { oAuth2Token: granted });
    expect(error).toBeUndefined();
    expect(items[0]).toMatchObject({ ok: true, message: { user: 'U0ALICE01' } });
    expect(slack().calls.at(-1)?.authorization).toBe(`Bearer ${USER_TOKEN}`);
    const botOnly = await post(2.4, {}, { oAuth2Token: { access_token: GOOD_TOKEN, token_type: 'bot' } });
    expect(botOnly.items[0]).toMatchObject({ ok: true, message: { user: BOT } });
    expect(slack().calls.at(-1)?.authorization).toBe(`Bearer ${GOOD_TOKEN}`);
  });

  it('sends and waits: buttons that open the execution\'s resume URL, then the run waits', async () => {
    const { run, error } = await runSlack(2.4, {
      resource: 'message', operation: 'sendAndWait', select: 'user', user: rl('U0ALICE01'), message: 'Ship it?',
      approvalOptions: { values: { approvalType: 'double' } },
    });
    expect(error).toBeUndefined();
    expect(run.waitTill).toBeDefined();
    const sent = slack().workspace.channels.find((channel) => channel.is_im)?.messages[0];
    expect(sent?.text).toBe('Ship it?');
    const buttons = (sent?.blocks?.[1] as { elements: Array<{ text: { text: string }; url: string }> }).elements;
    expect(buttons.map((button) => [button.text.text, button.url])).toEqual([
      ['Approve', 'http://localhost:5678/webhook-waiting/slack?approved=true'],
      ['Decline', 'http://localhost:5678/webhook-waiting/slack?approved=false'],
    ]);
    expect(sent?.blocks?.[0]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: 'Ship it?' } });
  });

  it.each([2, 2.2])('sends and waits in version %s with the message as plain text; a free-text answer gets one Respond button', async (version) => {
    const { run } = await runSlack(version, {
      resource: 'message', operation: 'sendAndWait', select: 'channel', channelId: rl('C0GENERAL'), message: '*Why?*',
      responseType: 'freeText', options: { messageButtonLabel: 'Tell us', appendAttribution: false },
    });
    expect(run.waitTill).toBeDefined();
    const blocks = slack().workspace.channel('C0GENERAL')?.messages[0]?.blocks;
    expect(blocks).toEqual([
      { type: 'section', text: { type: 'plain_text', text: '*Why?*', emoji: true } },
      { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Tell us', emoji: true }, url: 'http://localhost:5678/webhook-waiting/slack', action_id: 'weft_answer_0', style: 'primary' }] },
    ]);
  });
});
