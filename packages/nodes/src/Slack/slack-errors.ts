import type { IDataObject, INode } from '@weft/workflow';
import { NodeApiError } from '@weft/workflow';

/*
 * Slack answers most failures with HTTP 200 and `{ ok: false, error: "<code>" }`. These are our own
 * words for the codes a workflow meets most, each with what to do about it; any other code is named
 * as Slack sent it, with where to look it up.
 */
const MESSAGES: Record<string, [string, string]> = {
  channel_not_found: ['Slack found no such channel', 'Check the channel ID, name or link. A private channel is only found when the app is a member of it.'],
  not_in_channel: ['The Slack app is not a member of this channel', 'Invite the app to the channel (e.g. /invite @your-app) or use the Channel > Join operation first.'],
  is_archived: ['The channel is archived', 'Unarchive the channel first, or choose another one.'],
  already_archived: ['The channel is already archived', 'Nothing to do; the channel stays archived.'],
  not_archived: ['The channel is not archived', 'Only an archived channel can be unarchived.'],
  name_taken: ['A channel with this name already exists', 'Choose another name, or use the existing channel.'],
  invalid_name_specials: ['The channel name has characters Slack does not allow', 'Use lowercase letters, numbers, hyphens and underscores only.'],
  invalid_name: ['The name is not valid', 'A channel name has at most 80 lowercase letters, numbers, hyphens and underscores; an emoji name is given without colons, e.g. thumbsup.'],
  user_not_found: ['Slack found no such user', 'Check the user ID; users of other workspaces are not visible to the app.'],
  users_not_found: ['Slack found none of these users', 'Check the user IDs.'],
  already_in_channel: ['The user is already a member of the channel', 'Nothing to do, or choose another user.'],
  cant_invite_self: ['The app cannot invite itself', 'Invite other users; to add the app, use the Join operation.'],
  cant_kick_self: ['The app cannot remove itself from a channel', 'Use the Leave operation instead.'],
  message_not_found: ['Slack found no message with this timestamp', 'Check the message timestamp (e.g. 1700000000.123456) and the channel it was posted in.'],
  thread_not_found: ['Slack found no thread with this timestamp', 'Use the timestamp of the thread\'s first message.'],
  cant_update_message: ['This message cannot be edited by the app', 'Only messages the app (or the token\'s user) posted can be edited.'],
  cant_delete_message: ['This message cannot be deleted by the app', 'Only messages the app (or the token\'s user) posted can be deleted.'],
  edit_window_closed: ['The message is too old to edit', 'The workspace limits how long messages can be edited.'],
  no_text: ['The message has no text', 'Enter a text, blocks or attachments.'],
  invalid_blocks: ['Slack did not accept the blocks', 'Check the blocks JSON, e.g. in Slack\'s Block Kit Builder.'],
  invalid_blocks_format: ['The blocks are not in the shape Slack expects', 'Blocks are a JSON list of block objects, or an object with a "blocks" list.'],
  msg_too_long: ['The message is too long', 'Slack takes at most 40,000 characters per message.'],
  already_reacted: ['The message already has this reaction from this user', 'Nothing to do, or choose another emoji.'],
  no_reaction: ['The message has no such reaction to remove', 'Check the emoji name (without colons, e.g. thumbsup).'],
  already_starred: ['The item is already starred', 'Nothing to do.'],
  not_starred: ['The item is not starred', 'Nothing to remove.'],
  file_not_found: ['Slack found no such file', 'Check the file ID (e.g. F0123ABCD).'],
  file_deleted: ['The file was deleted', 'Choose another file.'],
  no_such_subteam: ['Slack found no such user group', 'Check the user group ID (e.g. S0123ABCD).'],
  name_already_exists: ['A user group with this name already exists', 'Choose another name.'],
  handle_already_exists: ['A user group with this handle already exists', 'Choose another handle.'],
  invalid_auth: ['Slack did not accept the access token', 'Check the token in the credential; it may have been revoked or belong to another workspace.'],
  not_authed: ['No access token reached Slack', 'Check the credential.'],
  token_revoked: ['The access token was revoked', 'Reinstall the app or create a new token, then update the credential.'],
  token_expired: ['The access token has expired', 'Reconnect the credential.'],
  account_inactive: ['The token belongs to a deactivated user or app', 'Use the token of an active user or app.'],
  missing_scope: ['The token lacks a permission (scope) this operation needs', ''],
  not_allowed_token_type: ['This operation needs another kind of token', 'Some methods take only a user token (xoxp-) or only a bot token (xoxb-).'],
  restricted_action: ['The workspace\'s settings do not allow this action', 'Ask a workspace admin.'],
  ratelimited: ['Slack is rate-limiting requests', 'Wait a little and try again, or send fewer requests.'],
  invalid_arguments: ['Slack did not accept the request\'s arguments', 'Check the node\'s fields.'],
  invalid_ts_latest: ['The "latest" timestamp is not valid', 'Use a Unix timestamp or a date.'],
  invalid_ts_oldest: ['The "oldest" timestamp is not valid', 'Use a Unix timestamp or a date.'],
  invalid_cursor: ['The page cursor is no longer valid', 'Run the operation again from the start.'],
};

/** The node error for a Slack answer with `ok: false`. */
export function slackAnswerError(node: INode, answer: IDataObject, itemIndex?: number): NodeApiError {
  const code = typeof answer.error === 'string' ? answer.error : 'unknown_error';
  const known = MESSAGES[code];
  let description = known?.[1] ?? `See https://api.slack.com/methods for what "${code}" means for this method.`;
  if (code === 'missing_scope') {
    description = `Add the scope ${String(answer.needed ?? '(see Slack\'s documentation)')} to the Slack app and reinstall it`
      + `${answer.provided ? ` (the token has: ${String(answer.provided)})` : ''}.`;
  }
  return new NodeApiError(node, { ...answer }, {
    message: known ? `${known[0]} (${code})` : `Slack answered with the error "${code}"`,
    description,
    ...(itemIndex !== undefined ? { itemIndex } : {}),
  });
}
