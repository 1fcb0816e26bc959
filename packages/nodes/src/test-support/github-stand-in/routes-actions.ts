import type { GhContext, GhRoute } from './github-errors.js';
import { GhError, invalid, notFound } from './github-errors.js';
import type { GhHook, GhRepo, GhWorkflow } from './github-state.js';
import { workflowJson } from './github-shapes.js';
import { findRepo } from './routes-repo.js';

/* Actions workflows (list, get, enable/disable, dispatch, timing), branches and tags, repository webhooks. */

const R = '/repos/([^/]+)/([^/]+)';

/** A workflow by its ID or its file name, as GitHub takes either in the path. */
function findWorkflow(repo: GhRepo, id: string): GhWorkflow {
  const workflow = repo.workflows.find((candidate) => String(candidate.id) === id || candidate.path.endsWith(`/${id}`));
  if (!workflow) throw notFound();
  return workflow;
}

/** Webhooks need admin rights: others get 404, as GitHub hides the settings. */
function adminRepo(context: GhContext, owner: string, name: string): GhRepo {
  const repo = findRepo(context, owner, name);
  if (repo.owner.toLowerCase() !== context.user.toLowerCase()) throw notFound();
  return repo;
}

function hookJson(repo: GhRepo, hook: GhHook) {
  const base = `https://api.github.com/repos/${repo.owner}/${repo.name}/hooks/${hook.id}`;
  return {
    type: 'Repository', id: hook.id, name: hook.name, active: hook.active, events: hook.events,
    config: { url: hook.config.url, content_type: hook.config.content_type, insecure_ssl: hook.config.insecure_ssl, ...(hook.config.secret ? { secret: '********' } : {}) },
    created_at: hook.created_at, updated_at: hook.created_at, url: base, test_url: `${base}/test`, ping_url: `${base}/pings`, deliveries_url: `${base}/deliveries`,
    last_response: { code: null, status: 'unused', message: null },
  };
}

function findHook(repo: GhRepo, id: string): GhHook {
  const hook = repo.hooks.find((candidate) => String(candidate.id) === id);
  if (!hook) throw notFound();
  return hook;
}

export const actionRoutes: GhRoute[] = [
  ['GET', new RegExp(`^${R}/actions/workflows$`), (c, o, r) => {
    const repo = findRepo(c, o, r);
    const paged = c.page(repo.workflows.map((workflow) => workflowJson(repo, workflow)));
    return { ...paged, body: { total_count: repo.workflows.length, workflows: paged.body } };
  }],
  ['GET', new RegExp(`^${R}/actions/workflows/([^/]+)$`), (c, o, r, id) => {
    const repo = findRepo(c, o, r);
    return { status: 200, body: workflowJson(repo, findWorkflow(repo, id)) };
  }],
  ['PUT', new RegExp(`^${R}/actions/workflows/([^/]+)/(enable|disable)$`), (c, o, r, id, action) => {
    const workflow = findWorkflow(findRepo(c, o, r), id);
    workflow.state = action === 'enable' ? 'active' : 'disabled_manually';
    return { status: 204 };
  }],
  ['GET', new RegExp(`^${R}/actions/workflows/([^/]+)/timing$`), (c, o, r, id) => ({ status: 200, body: { billable: findWorkflow(findRepo(c, o, r), id).timing } })],
  ['POST', new RegExp(`^${R}/actions/workflows/([^/]+)/dispatches$`), (c, o, r, id) => {
    const repo = findRepo(c, o, r);
    const workflow = findWorkflow(repo, id);
    const ref = c.body.ref;
    if (typeof ref !== 'string' || ref === '') throw invalid('Workflow', 'ref');
    const branch = ref.replace(/^refs\/(heads|tags)\//, '');
    if (!repo.branches.has(branch) && !repo.tags.includes(branch)) throw new GhError(422, `No ref found for: ${ref}`);
    if (!workflow.dispatchable) throw new GhError(422, "Workflow does not have 'workflow_dispatch' trigger");
    if (workflow.state !== 'active') throw new GhError(422, 'Cannot trigger a \'workflow_dispatch\' on a disabled workflow');
    const inputs = (c.body.inputs ?? {}) as Record<string, unknown>;
    if (typeof inputs !== 'object' || Array.isArray(inputs)) throw invalid('Workflow', 'inputs', 'invalid');
    const unexpected = Object.keys(inputs).filter((key) => !workflow.inputs.includes(key));
    if (unexpected.length > 0) throw new GhError(422, `Unexpected inputs provided: ${JSON.stringify(unexpected)}`);
    repo.dispatches.push({ workflow: workflow.id, ref, inputs });
    return { status: 204 };
  }],
  ['GET', new RegExp(`^${R}/branches$`), (c, o, r) => {
    const repo = findRepo(c, o, r);
    return c.page([...repo.branches.keys()].map((name) => ({ name, commit: { sha: 'a'.repeat(40) }, protected: name === repo.default_branch })));
  }],
  ['GET', new RegExp(`^${R}/tags$`), (c, o, r) => c.page(findRepo(c, o, r).tags.map((name) => ({ name, commit: { sha: 'b'.repeat(40) } })))],
  ['GET', new RegExp(`^${R}/hooks$`), (c, o, r) => {
    const repo = adminRepo(c, o, r);
    return c.page(repo.hooks.map((hook) => hookJson(repo, hook)));
  }],
  ['GET', new RegExp(`^${R}/hooks/(\\d+)$`), (c, o, r, id) => {
    const repo = adminRepo(c, o, r);
    return { status: 200, body: hookJson(repo, findHook(repo, id)) };
  }],
  ['POST', new RegExp(`^${R}/hooks$`), (c, o, r) => {
    const repo = adminRepo(c, o, r);
    const config = c.body.config as Record<string, unknown> | undefined;
    if (typeof config?.url !== 'string' || !/^https?:\/\//.test(config.url)) throw invalid('Hook', 'url');
    if (c.body.name !== undefined && c.body.name !== 'web') throw invalid('Hook', 'name', 'invalid');
    if (repo.hooks.some((hook) => hook.config.url === config.url)) {
      throw new GhError(422, 'Validation Failed', { errors: [{ resource: 'Hook', code: 'custom', message: 'Hook already exists on this repository' }] });
    }
    const events = (c.body.events as string[] | undefined) ?? ['push'];
    const hook: GhHook = {
      id: c.state.nextId(), name: 'web', active: c.body.active !== false, events, created_at: c.state.time(),
      config: {
        url: config.url, content_type: typeof config.content_type === 'string' ? config.content_type : 'form',
        insecure_ssl: String(config.insecure_ssl ?? '0'), ...(typeof config.secret === 'string' && config.secret !== '' ? { secret: config.secret } : {}),
      },
    };
    repo.hooks.push(hook);
    return { status: 201, body: hookJson(repo, hook) };
  }],
  ['DELETE', new RegExp(`^${R}/hooks/(\\d+)$`), (c, o, r, id) => {
    const repo = adminRepo(c, o, r);
    repo.hooks.splice(repo.hooks.indexOf(findHook(repo, id)), 1);
    return { status: 204 };
  }],
];
