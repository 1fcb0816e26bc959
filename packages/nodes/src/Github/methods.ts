import type { IDataObject, ILoadOptionsFunctions, INodeListSearchItems, INodeListSearchResult } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { OWNER_URL, REPOSITORY_URL } from './descriptions/locators.js';
import { githubFullRequest, githubRequestAll } from './transport.js';

/* The pickers' lists: owners and repositories (GitHub's search, 100 a page), workflows, branches and tags. */

const PAGE = 100;

/** A locator's value in the editor: a link's owner or repository taken out of it. */
function locatorValue(context: ILoadOptionsFunctions, name: 'owner' | 'repository'): string {
  const value = context.getCurrentNodeParameter(name) as { mode?: string; value?: unknown } | string | undefined;
  const raw = String(typeof value === 'object' && value !== null ? value.value ?? '' : value ?? '').trim();
  const mode = typeof value === 'object' && value !== null ? value.mode : undefined;
  const found = mode === 'url' ? new RegExp(name === 'owner' ? OWNER_URL : REPOSITORY_URL).exec(raw)?.[1] : raw;
  if (!found) throw new NodeOperationError(context.getNode(), `Choose the repository ${name === 'owner' ? 'owner' : ''} first`.trim());
  return found;
}

const pageOf = (token: unknown) => (typeof token === 'number' || typeof token === 'string' ? Number(token) || 1 : 1);

async function search(context: ILoadOptionsFunctions, endpoint: string, q: string, token: unknown, item: (entry: IDataObject) => INodeListSearchItems): Promise<INodeListSearchResult> {
  const page = pageOf(token);
  const response = await githubFullRequest(context, { method: 'GET', endpoint, qs: { q, per_page: PAGE, page } });
  const body = response.body as IDataObject;
  const results = ((body.items ?? []) as IDataObject[]).map(item);
  const more = Number(body.total_count ?? 0) > page * PAGE;
  return { results, ...(more ? { paginationToken: page + 1 } : {}) };
}

const matches = (filter: string | undefined, text: string) => !filter || text.toLowerCase().includes(filter.toLowerCase());

export const listSearch = {
  async getUsers(this: ILoadOptionsFunctions, filter?: string, paginationToken?: unknown): Promise<INodeListSearchResult> {
    // Search needs a query: without a filter, any account that owns a repository.
    return search(this, '/search/users', filter ? `${filter} in:login` : 'repos:>0', paginationToken,
      (user) => ({ name: String(user.login), value: String(user.login), url: String(user.html_url) }));
  },
  async getRepositories(this: ILoadOptionsFunctions, filter?: string, paginationToken?: unknown): Promise<INodeListSearchResult> {
    const owner = locatorValue(this, 'owner');
    return search(this, '/search/repositories', `${filter ? `${filter} in:name ` : ''}user:${owner}`, paginationToken,
      (repo) => ({ name: String(repo.name), value: String(repo.name), url: String(repo.html_url) }));
  },
  async getWorkflows(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const path = `/repos/${encodeURIComponent(locatorValue(this, 'owner'))}/${encodeURIComponent(locatorValue(this, 'repository'))}`;
    const workflows = await githubRequestAll(this, { method: 'GET', endpoint: `${path}/actions/workflows` }, Infinity, 'workflows');
    return {
      results: workflows.filter((workflow) => matches(filter, String(workflow.name))).map((workflow) => ({
        name: String(workflow.name), value: workflow.id as number, url: String(workflow.html_url),
      })),
    };
  },
  async getRefs(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
    const path = `/repos/${encodeURIComponent(locatorValue(this, 'owner'))}/${encodeURIComponent(locatorValue(this, 'repository'))}`;
    const [branches, tags] = await Promise.all([
      githubRequestAll(this, { method: 'GET', endpoint: `${path}/branches` }),
      githubRequestAll(this, { method: 'GET', endpoint: `${path}/tags` }),
    ]);
    const results = [
      ...branches.map((branch) => ({ name: String(branch.name), value: String(branch.name), description: 'Branch' })),
      ...tags.map((tag) => ({ name: String(tag.name), value: String(tag.name), description: 'Tag' })),
    ].filter((ref) => matches(filter, ref.name));
    return { results };
  },
};
