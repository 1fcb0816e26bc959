import type { IDataObject } from '@weft/workflow';
import { LoadOptionsContext, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../../builtin-node-types.js';
import { builtinCredentialTypes } from '../../credentials/builtin-credential-types.js';
import { serviceRunner } from '../../test-support/service-node-run.js';
import { startWordpressStandIn } from '../../test-support/wordpress-stand-in/wordpress-stand-in.js';
import type { WordpressStandIn } from '../../test-support/wordpress-stand-in/wordpress-stand-in.js';
import type { WpTerm, WpUser } from '../../test-support/wordpress-stand-in/wordpress-site.js';

/* The WordPress tests: a site stand-in at https://blog.example.com (through WEFT_TEST_SERVICE_HOSTS) and its seeded content. */

export const SITE = 'https://blog.example.com';
export const APP_PASSWORD = 'abcd EFGH 1234 ijkl MNOP 6789';

export const runner = serviceRunner({
  good: { type: 'wordpressApi', data: { username: 'editor', password: APP_PASSWORD, url: `${SITE}/`, allowUnauthorizedCerts: false } },
  bad: { type: 'wordpressApi', data: { username: 'editor', password: 'wrong password', url: SITE, allowUnauthorizedCerts: false } },
});

export interface Seeded { editor: WpUser; writer: WpUser; news: WpTerm; howTo: WpTerm; launch: WpTerm }

export async function startSite(): Promise<WordpressStandIn> {
  const standIn = await startWordpressStandIn();
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ [SITE]: standIn.origin });
  return standIn;
}

export async function stopSite(standIn: WordpressStandIn): Promise<void> {
  delete process.env.WEFT_TEST_SERVICE_HOSTS;
  await standIn.close();
}

/** An administrator with an application password, an author, two categories and a tag. */
export function seed(standIn: WordpressStandIn): Seeded {
  const { site } = standIn;
  site.users = [];
  site.content = [];
  site.terms = [];
  const editor = site.addUser({ username: 'editor', name: 'Eda Editor', roles: ['administrator'], applicationPassword: APP_PASSWORD.replace(/ /g, '') });
  const writer = site.addUser({ username: 'writer', name: 'Wes Writer', roles: ['author'] });
  site.addUser({ username: 'reader', name: 'Rea Reader', roles: ['subscriber'] });
  const news = site.addTerm('category', 'News');
  const howTo = site.addTerm('category', 'How-to');
  const launch = site.addTerm('post_tag', 'launch');
  standIn.requests.length = 0;
  standIn.throttle.next = 0;
  return { editor, writer, news, howTo, launch };
}

export const wordpress = (parameters: IDataObject, options: { credential?: string; continueOnFail?: boolean; input?: IDataObject[] } = {}) => runner.run({
  type: 'n8n-nodes-base.wordpress', typeVersion: 1, parameters, uses: { wordpressApi: options.credential ?? 'good' },
  ...(options.continueOnFail ? { continueOnFail: true } : {}),
  ...(options.input ? { input: options.input.map((json) => ({ json })) } : {}),
});

/** Runs one of the node's loadOptions methods as the editor does. */
export async function loadOptionsOf(method: 'getAuthors' | 'getCategories' | 'getTags') {
  const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.wordpress', 1);
  const load = nodeType?.methods?.loadOptions?.[method];
  if (!load) throw new Error(`no ${method}`);
  return await load.call(editorContext());
}

export function editorContext(): LoadOptionsContext {
  const nodeType = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.wordpress', 1);
  if (!nodeType) throw new Error('no WordPress node');
  return new LoadOptionsContext({
    node: { id: 'n', name: 'Wordpress', type: 'n8n-nodes-base.wordpress', typeVersion: 1, position: [0, 0], parameters: {}, credentials: { wordpressApi: { id: 'good', name: 'WP' } } },
    nodeType, services: { credentialTypes: builtinCredentialTypes, credentialsHelper: runner.helper }, logger: createConsoleLogger('silent'), timezone: 'UTC',
  });
}

/** What the site received: method, path and query of each request. */
export const seen = (standIn: WordpressStandIn) => standIn.requests.map((request) => {
  // The query in name order: the node adds options in the order a user picked them.
  const query = new URLSearchParams([...request.query].sort(([a], [b]) => a.localeCompare(b)));
  return `${request.method} ${request.path}${query.size ? `?${query}` : ''}`;
});
