import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import { serviceRunner } from '../../test-support/service-node-run.js';
import { X_API_HOST, X_UPLOAD_HOST, startXStandIn } from '../../test-support/x-stand-in/x-stand-in.js';
import type { XStandIn } from '../../test-support/x-stand-in/x-stand-in.js';

/* The X node run against the stand-in, with a good and a revoked credential of each kind. */

export const OAUTH1 = { consumerKey: 'ck-weft', consumerSecret: 'cs-secret', token: '1068479892537384960-tok', tokenSecret: 'ts-secret' };
export const USERS = [
  { id: '1068479892537384960', name: 'Weft Bot', username: 'weft_bot' },
  { id: '783214', name: 'X', username: 'X' },
  { id: '2244994945', name: 'Developers', username: 'XDevelopers' },
];

export const oauth2 = (access: string) => ({ type: 'twitterOAuth2Api', data: { clientId: 'c', clientSecret: 's', oauthTokenData: { access_token: access } } });
export const oauth1 = (secret: string) => ({
  type: 'twitterOAuth1Api',
  data: { consumerKey: OAUTH1.consumerKey, consumerSecret: OAUTH1.consumerSecret, signatureMethod: 'HMAC-SHA1', oauthTokenData: { oauth_token: OAUTH1.token, oauth_token_secret: secret } },
});

export const runner = serviceRunner({
  bearer: oauth2('x-access-1'), revokedBearer: oauth2('x-revoked'), signed: oauth1(OAUTH1.tokenSecret), wrongSecret: oauth1('not-the-secret'),
});

export async function startX(): Promise<XStandIn> {
  const standIn = await startXStandIn({ users: USERS, bearer: 'x-access-1', oauth1: OAUTH1 });
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ [X_API_HOST]: standIn.origin, [X_UPLOAD_HOST]: standIn.origin });
  return standIn;
}

export function reset(standIn: XStandIn): void {
  for (const collection of [standIn.tweets, standIn.likes, standIn.retweets, standIn.lists, standIn.media]) collection.clear();
  standIn.messages.length = 0;
  standIn.requests.length = 0;
  standIn.throttle.next = 0;
}

export function runX(version: 1 | 2, parameters: IDataObject, options: { credential?: string; input?: INodeExecutionData[]; continueOnFail?: boolean } = {}) {
  const credential = options.credential ?? (version === 2 ? 'bearer' : 'signed');
  return runner.run({
    type: 'n8n-nodes-base.twitter', typeVersion: version, parameters, uses: { [version === 2 ? 'twitterOAuth2Api' : 'twitterOAuth1Api']: credential },
    ...(options.input ? { input: options.input } : {}), ...(options.continueOnFail ? { continueOnFail: true } : {}),
  });
}

/** "METHOD /path?query" of each request the stand-in got. */
export const calls = (standIn: XStandIn) => standIn.requests.map((request) => `${request.method} ${request.path}${request.query.size ? `?${request.query.toString()}` : ''}`);
