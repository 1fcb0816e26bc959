import type { IExecuteFunctions, ILoadOptionsFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** A channel link: https://discord.com/channels/<server id>/<channel id>[/<message id>]. */
export const CHANNEL_LINK = /discord(?:app)?\.com\/channels\/(\d+|@me)(?:\/(\d+))?/;

/**
 * The id a server, channel or user locator names: its value in list and ID modes; in URL mode the
 * server's or the channel's part of a channel link.
 */
export function locatorId(context: IExecuteFunctions | ILoadOptionsFunctions, name: string, i?: number): string {
  const raw = i === undefined
    ? (context as ILoadOptionsFunctions).getCurrentNodeParameter(name)
    : (context as IExecuteFunctions).getNodeParameter(name, i, '');
  const locator = (typeof raw === 'object' && raw !== null ? raw : { mode: 'id', value: raw }) as { mode?: string; value?: unknown };
  const value = String(locator.value ?? '').trim();
  if (locator.mode === 'url') {
    const link = CHANNEL_LINK.exec(value);
    const id = name === 'guildId' ? link?.[1] : link?.[2];
    if (!id && i !== undefined) {
      throw new NodeOperationError(context.getNode(), `The link does not name a ${name === 'guildId' ? 'server' : 'channel'}`, {
        itemIndex: i, description: 'Copy the channel\'s link in Discord (right-click the channel → Copy Link): https://discord.com/channels/<server>/<channel>.',
      });
    }
    return id ?? '';
  }
  if (value === '' && i !== undefined) throw new NodeOperationError(context.getNode(), `Choose the ${name.replace(/Id$/, '')}`, { itemIndex: i });
  return value;
}
