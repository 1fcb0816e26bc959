import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { mattermostRequest, mattermostRequestAll } from './transport.js';

/* One item's operation: the API v4 call(s) and the JSON the node outputs (a list gives one item per entry). */

type Operation = (context: IExecuteFunctions, i: number) => Promise<IDataObject | IDataObject[]>;

const text = (context: IExecuteFunctions, name: string, i: number) => String(context.getNodeParameter(name, i) ?? '');
const segment = (context: IExecuteFunctions, name: string, i: number) => encodeURIComponent(text(context, name, i));
const limitOf = (context: IExecuteFunctions, i: number) => (context.getNodeParameter('returnAll', i) === true ? Infinity : Number(context.getNodeParameter('limit', i)));

/** Message attachments as Mattermost's `props.attachments`: fixed collections flattened to lists. */
function attachmentsOf(context: IExecuteFunctions, i: number): IDataObject[] {
  const attachments = context.getNodeParameter('attachments', i, []) as IDataObject[];
  return attachments.map((attachment) => {
    const { actions, fields, ...rest } = attachment as { actions?: { item?: IDataObject[] }; fields?: { item?: IDataObject[] } } & IDataObject;
    const result: IDataObject = { ...rest };
    if (fields?.item) result.fields = fields.item;
    if (actions?.item) {
      result.actions = actions.item.map((action) => {
        const { options, integration, ...own } = action as { options?: { option?: IDataObject[] }; integration?: { item?: IDataObject } } & IDataObject;
        const built: IDataObject = { ...own };
        if (own.type === 'select' && own.data_source === 'custom' && options?.option) built.options = options.option;
        if (own.type !== 'select' || own.data_source === 'custom') delete built.data_source;
        const item = integration?.item;
        if (item) {
          const context = ((item.context as { property?: IDataObject[] } | undefined)?.property ?? [])
            .reduce<IDataObject>((all, property) => ({ ...all, [String(property.name)]: property.value }), {});
          built.integration = { url: item.url, ...(Object.keys(context).length > 0 ? { context } : {}) };
        }
        return built;
      });
    }
    return result;
  });
}

const CHANNEL: Record<string, Operation> = {
  async create(context, i) {
    const type = context.getNodeParameter('type', i) === 'private' ? 'P' : 'O';
    return await mattermostRequest(context, 'POST', 'channels', {
      team_id: text(context, 'teamId', i), display_name: text(context, 'displayName', i), name: text(context, 'channel', i), type,
    }, {}, i) as IDataObject;
  },
  delete: async (context, i) => await mattermostRequest(context, 'DELETE', `channels/${segment(context, 'channelId', i)}`, undefined, {}, i) as IDataObject,
  restore: async (context, i) => await mattermostRequest(context, 'POST', `channels/${segment(context, 'channelId', i)}/restore`, undefined, {}, i) as IDataObject,
  async members(context, i) {
    const members = await mattermostRequestAll(context, `channels/${segment(context, 'channelId', i)}/members`, {}, limitOf(context, i), i);
    if (context.getNodeParameter('resolveData', i, true) !== true || members.length === 0) return members;
    // The members' user records, in the members' order.
    const users = await mattermostRequest(context, 'POST', 'users/ids', members.map((member) => member.user_id), {}, i) as IDataObject[];
    return members.map((member) => users.find((user) => user.id === member.user_id)).filter((user): user is IDataObject => user !== undefined);
  },
  addUser: async (context, i) => await mattermostRequest(context, 'POST', `channels/${segment(context, 'channelId', i)}/members`, { user_id: text(context, 'userId', i) }, {}, i) as IDataObject,
  statistics: async (context, i) => await mattermostRequest(context, 'GET', `channels/${segment(context, 'channelId', i)}/stats`, undefined, {}, i) as IDataObject,
  async search(context, i) {
    const channels = await mattermostRequest(context, 'POST', `teams/${segment(context, 'teamId', i)}/channels/search`, { term: text(context, 'term', i) }, {}, i) as IDataObject[];
    return channels.slice(0, limitOf(context, i));
  },
};

const MESSAGE: Record<string, Operation> = {
  delete: async (context, i) => await mattermostRequest(context, 'DELETE', `posts/${segment(context, 'postId', i)}`, undefined, {}, i) as IDataObject,
  async post(context, i) {
    const { root_id: rootId } = context.getNodeParameter('otherOptions', i, {}) as IDataObject;
    const attachments = attachmentsOf(context, i);
    return await mattermostRequest(context, 'POST', 'posts', {
      channel_id: text(context, 'channelId', i), message: text(context, 'message', i),
      ...(attachments.length > 0 ? { props: { attachments } } : {}), ...(rootId ? { root_id: rootId } : {}),
    }, {}, i) as IDataObject;
  },
  postEphemeral: async (context, i) => await mattermostRequest(context, 'POST', 'posts/ephemeral', {
    user_id: text(context, 'userId', i), post: { channel_id: text(context, 'channelId', i), message: text(context, 'message', i) },
  }, {}, i) as IDataObject,
};

const REACTION: Record<string, Operation> = {
  create: async (context, i) => await mattermostRequest(context, 'POST', 'reactions', {
    user_id: text(context, 'userId', i), post_id: text(context, 'postId', i), emoji_name: text(context, 'emojiName', i).replace(/:/g, ''), create_at: Date.now(),
  }, {}, i) as IDataObject,
  delete: async (context, i) => await mattermostRequest(context, 'DELETE',
    `users/${segment(context, 'userId', i)}/posts/${segment(context, 'postId', i)}/reactions/${encodeURIComponent(text(context, 'emojiName', i).replace(/:/g, ''))}`, undefined, {}, i) as IDataObject,
  async getAll(context, i) {
    const reactions = await mattermostRequest(context, 'GET', `posts/${segment(context, 'postId', i)}/reactions`, undefined, {}, i) as IDataObject[] | null;
    return (reactions ?? []).slice(0, limitOf(context, i));
  },
};

const SORTS: Record<string, string> = { createdAt: 'create_at', lastActivityAt: 'last_activity_at', status: 'status' };

const USER: Record<string, Operation> = {
  async create(context, i) {
    const authService = text(context, 'authService', i);
    const fields = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
    const { notificationUi, ...profile } = fields as { notificationUi?: { notificationValues?: IDataObject } } & IDataObject;
    const body: IDataObject = { username: text(context, 'username', i), auth_service: authService, ...profile };
    if (authService === 'email') {
      body.email = text(context, 'email', i);
      body.password = text(context, 'password', i);
      body.auth_service = '';
    } else body.auth_data = text(context, 'authData', i);
    if (notificationUi?.notificationValues) {
      // Mattermost keeps notification settings as strings ("true", "all").
      body.notify_props = Object.fromEntries(Object.entries(notificationUi.notificationValues).map(([key, value]) => [key, String(value)]));
    }
    return await mattermostRequest(context, 'POST', 'users', body, {}, i) as IDataObject;
  },
  deactive: async (context, i) => await mattermostRequest(context, 'DELETE', `users/${segment(context, 'userId', i)}`, undefined, {}, i) as IDataObject,
  async getAll(context, i) {
    const { inChannel, inTeam, notInTeam, notInChannel, sort } = context.getNodeParameter('additionalFields', i, {}) as Record<string, string | undefined>;
    const qs: IDataObject = {};
    if (inChannel) qs.in_channel = inChannel;
    if (inTeam) qs.in_team = inTeam;
    if (notInTeam) qs.not_in_team = notInTeam;
    if (notInChannel) qs.not_in_channel = notInChannel;
    if (sort && SORTS[sort]) {
      if (sort === 'status' && !inChannel) throw new NodeOperationError(context.getNode(), 'Sorting by status needs In Channel', { itemIndex: i });
      if (sort !== 'status' && !inTeam) throw new NodeOperationError(context.getNode(), `Sorting by ${sort === 'createdAt' ? 'Created At' : 'Last Activity At'} needs In Team`, { itemIndex: i });
      qs.sort = SORTS[sort];
    }
    return await mattermostRequestAll(context, 'users', qs, limitOf(context, i), i);
  },
  getByEmail: async (context, i) => await mattermostRequest(context, 'GET', `users/email/${segment(context, 'email', i)}`, undefined, {}, i) as IDataObject,
  async getById(context, i) {
    const ids = text(context, 'userIds', i).split(',').map((id) => id.trim()).filter(Boolean);
    const { since } = context.getNodeParameter('additionalFields', i, {}) as { since?: string };
    return await mattermostRequest(context, 'POST', 'users/ids', ids, since ? { since: new Date(since).getTime() } : {}, i) as IDataObject[];
  },
  async invite(context, i) {
    const emails = text(context, 'emails', i).split(',').map((email) => email.trim()).filter(Boolean);
    return await mattermostRequest(context, 'POST', `teams/${segment(context, 'teamId', i)}/invite/email`, emails, {}, i) as IDataObject;
  },
};

const RESOURCES: Record<string, Record<string, Operation>> = { channel: CHANNEL, message: MESSAGE, reaction: REACTION, user: USER };

export function operationOf(context: IExecuteFunctions, resource: string, operation: string, i: number): Operation {
  const found = RESOURCES[resource]?.[operation];
  if (!found) throw new NodeOperationError(context.getNode(), `The operation "${operation}" of "${resource}" is not known`, { itemIndex: i });
  return found;
}
