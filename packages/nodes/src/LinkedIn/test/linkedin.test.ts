import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { LoadOptionsContext, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { serviceRunner } from '../../test-support/service-node-run.js';
import { UPLOAD_HOST, startLinkedInStandIn } from '../../test-support/linkedin-stand-in/linkedin-stand-in.js';
import type { LinkedInStandIn } from '../../test-support/linkedin-stand-in/linkedin-stand-in.js';

const token = (access: string) => ({ clientId: 'c', clientSecret: 's', oauthTokenData: { access_token: access } });
const runner = serviceRunner({
  member: { type: 'linkedInOAuth2Api', data: { ...token('li-access-1'), organizationSupport: true, legacy: false } },
  legacy: { type: 'linkedInOAuth2Api', data: { ...token('li-access-1'), organizationSupport: false, legacy: true } },
  community: { type: 'linkedInCommunityManagementOAuth2Api', data: token('li-access-1') },
  revoked: { type: 'linkedInOAuth2Api', data: token('li-revoked') },
});

let standIn: LinkedInStandIn;
beforeAll(async () => {
  standIn = await startLinkedInStandIn({ id: 'abc123XYZ', firstName: 'Lin', lastName: 'Kedin', token: 'li-access-1', organizations: ['5515715'] });
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://api.linkedin.com': standIn.origin, [UPLOAD_HOST]: standIn.origin });
});
afterAll(async () => {
  delete process.env.WEFT_TEST_SERVICE_HOSTS;
  await standIn.close();
});
beforeEach(() => {
  standIn.posts.length = 0;
  standIn.images.clear();
  standIn.requests.length = 0;
  standIn.throttle.next = 0;
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const withImage = [{ json: {}, binary: { data: { data: PNG.toString('base64'), mimeType: 'image/png', fileName: 'chart.png' } } }];

const post = (parameters: IDataObject, options: { credential?: string; input?: typeof withImage; continueOnFail?: boolean } = {}) => {
  const credential = options.credential ?? 'member';
  const type = credential === 'community' ? 'linkedInCommunityManagementOAuth2Api' : 'linkedInOAuth2Api';
  return runner.run({
    type: 'n8n-nodes-base.linkedIn', typeVersion: 1, uses: { [type]: credential },
    parameters: { ...(credential === 'community' ? { authentication: 'communityManagement' } : {}), person: 'abc123XYZ', ...parameters },
    ...(options.input ? { input: options.input as never } : {}), ...(options.continueOnFail ? { continueOnFail: true } : {}),
  });
};

describe('LinkedIn 1: Post → Create', () => {
  it('posts text as the member, escaping LinkedIn\'s reserved characters, with the version headers', async () => {
    const { json } = await post({ text: 'Shipped v2 (finally) #launch @team', additionalFields: { visibility: 'CONNECTIONS' } });
    const request = standIn.requests[0];
    expect(`${request?.method} ${request?.path}`).toBe('POST /rest/posts');
    expect(request?.headers).toMatchObject({ authorization: 'Bearer li-access-1', 'linkedin-version': expect.stringMatching(/^20\d{4}$/), 'x-restli-protocol-version': '2.0.0' });
    expect(request?.body).toEqual({
      author: 'urn:li:person:abc123XYZ', commentary: 'Shipped v2 \\(finally\\) \\#launch \\@team', visibility: 'CONNECTIONS',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] }, lifecycleState: 'PUBLISHED', isReshareDisabledByAuthor: false,
    });
    expect(json).toEqual([{ urn: 'urn:li:share:7200000000000000001' }]);
  });

  it('posts an article as an organization (always public)', async () => {
    const { json } = await post({
      postAs: 'organization', organization: '5515715', text: 'Read this', shareMediaCategory: 'ARTICLE',
      additionalFields: { originalUrl: 'https://blog.example.com/launch', title: 'Launch notes', description: 'What changed' },
    }, { credential: 'community' });
    expect(standIn.requests[0]?.body).toMatchObject({
      author: 'urn:li:organization:5515715', visibility: 'PUBLIC',
      content: { article: { source: 'https://blog.example.com/launch', title: 'Launch notes', description: 'What changed' } },
    });
    expect(json[0]?.urn).toBe('urn:li:share:7200000000000000001');
  });

  it('uploads the item\'s image through the Images API, then posts it', async () => {
    const { json } = await post({ text: 'Chart', shareMediaCategory: 'IMAGE', additionalFields: { title: 'Q3' } }, { input: withImage });
    expect(standIn.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /rest/images', 'PUT /dms-uploads/D4E10AQ000001/uploaded-image/0', 'POST /rest/posts',
    ]);
    expect(standIn.requests[0]?.body).toEqual({ initializeUploadRequest: { owner: 'urn:li:person:abc123XYZ' } });
    expect(standIn.images.get('urn:li:image:D4E10AQ000001')).toMatchObject({ bytes: PNG, contentType: 'image/png' });
    expect(standIn.requests[2]?.body).toMatchObject({ content: { media: { id: 'urn:li:image:D4E10AQ000001', title: 'Q3' } } });
    expect(json).toEqual([{ urn: 'urn:li:share:7200000000000000001' }]);
  });

  it('adds the article\'s thumbnail from the item\'s binary field', async () => {
    await post({ text: 'x', shareMediaCategory: 'ARTICLE', additionalFields: { originalUrl: 'https://example.com/a', thumbnailBinaryPropertyName: 'data' } }, { input: withImage });
    expect(standIn.posts[0]).toMatchObject({ content: { article: { source: 'https://example.com/a', thumbnail: 'urn:li:image:D4E10AQ000001' } } });
  });

  it('turns LinkedIn\'s errors into messages: a revoked token, an organization the member may not post for, throttling', async () => {
    const revoked = await post({ text: 'x' }, { credential: 'revoked' });
    expect(revoked.error?.message).toBe('Authorization failed - please check your credentials');
    expect(revoked.error?.description).toBe('Invalid access token (service error 65600)');
    const foreign = await post({ postAs: 'organization', organization: '999', text: 'x' });
    expect(foreign.error?.message).toBe('Forbidden - perhaps check your credentials?');
    expect(foreign.error?.description).toMatch(/^Not enough permissions to access: partnerApiPostsExternal\.CREATE/);
    standIn.throttle.next = 1;
    const throttled = await post({ text: 'x' }, { continueOnFail: true });
    expect(throttled.json).toEqual([{ error: 'The service is receiving too many requests from you' }]);
    expect(standIn.posts).toEqual([]);
  });
});

describe('LinkedIn 1: the person list', () => {
  const load = async (credential: string, authentication = 'standard') => {
    const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.linkedIn', 1);
    const type = authentication === 'communityManagement' ? 'linkedInCommunityManagementOAuth2Api' : 'linkedInOAuth2Api';
    const context = new LoadOptionsContext({
      node: { id: 'l', name: 'LinkedIn', type: 'n8n-nodes-base.linkedIn', typeVersion: 1, position: [0, 0], parameters: { authentication }, credentials: { [type]: { id: credential, name: credential } } },
      nodeType: nodeType as never, services: { credentialTypes: builtinCredentialTypes, credentialsHelper: runner.helper }, logger: createConsoleLogger('silent'), timezone: 'UTC',
    });
    return await nodeType?.methods?.loadOptions?.getPersonUrn?.call(context);
  };

  it('names the connected member from OpenID userinfo, or from /v2/me for legacy and Community Management apps', async () => {
    expect(await load('member')).toEqual([{ name: 'Lin Kedin', value: 'abc123XYZ' }]);
    expect(await load('legacy')).toEqual([{ name: 'Lin Kedin', value: 'abc123XYZ' }]);
    expect(await load('community', 'communityManagement')).toEqual([{ name: 'Lin Kedin', value: 'abc123XYZ' }]);
    expect(standIn.requests.map((request) => request.path)).toEqual(['/v2/userinfo', '/v2/me', '/v2/me']);
  });
});
