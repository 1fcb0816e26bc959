import type { INodeProperties } from '@weft/workflow';

/* The resource locators of X 2: a user by username or id, a tweet or list by id or link. */

export const TWEET_URL = String.raw`https?:\/\/(?:www\.)?(?:twitter|x)\.com\/[^/]+\/status\/(\d+)`;
export const LIST_URL = String.raw`https?:\/\/(?:www\.)?(?:twitter|x)\.com\/i\/lists\/(\d+)`;

const idMode = (placeholder: string) => ({
  displayName: 'By ID', name: 'id', type: 'string' as const, placeholder,
  validation: [{ type: 'regex' as const, properties: { regex: String.raw`^\d+$`, errorMessage: 'Not a valid ID' } }],
});
const urlMode = (regex: string, placeholder: string, what: string) => ({
  displayName: 'By URL', name: 'url', type: 'string' as const, placeholder,
  validation: [{ type: 'regex' as const, properties: { regex: `${regex}.*`, errorMessage: `Not a valid ${what} URL` } }],
  extractValue: { type: 'regex' as const, regex },
});

export function userLocator(description: string, displayOptions: INodeProperties['displayOptions']): INodeProperties {
  return {
    displayName: 'User', name: 'user', type: 'resourceLocator', default: { mode: 'username', value: '' }, required: true, description, displayOptions,
    modes: [
      { displayName: 'By Username', name: 'username', type: 'string', placeholder: 'e.g. n8n' },
      idMode('e.g. 1068479892537384960'),
    ],
  };
}

export function tweetLocator(name: string, displayName: string, description: string, displayOptions?: INodeProperties['displayOptions']): INodeProperties {
  return {
    displayName, name, type: 'resourceLocator', default: { mode: 'id', value: '' }, description,
    ...(displayOptions ? { required: true, displayOptions } : {}),
    modes: [idMode('e.g. 1187836157394112513'), urlMode(TWEET_URL, 'e.g. https://x.com/n8n_io/status/1187836157394112513', 'Tweet')],
  };
}

export function listLocator(displayOptions: INodeProperties['displayOptions']): INodeProperties {
  return {
    displayName: 'List', name: 'list', type: 'resourceLocator', default: { mode: 'id', value: '' }, required: true,
    description: 'The list you want to add the user to', displayOptions,
    modes: [idMode('e.g. 99923132'), urlMode(LIST_URL, 'e.g. https://x.com/i/lists/99923132', 'list')],
  };
}
