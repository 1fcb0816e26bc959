import { createHash } from 'node:crypto';

/*
 * What the GitHub stand-in keeps: accounts (users and organizations), repositories with branches of
 * files, issues (pull requests are issues too, as in GitHub), comments, releases, reviews, Actions
 * workflows and their dispatches, repository webhooks and organization invitations.
 */

export interface GhAccount { login: string; id: number; type: 'User' | 'Organization'; email?: string }
export interface GhFile { content: Buffer; sha: string }
export interface GhIssue {
  id: number; number: number; title: string; body: string | null; state: 'open' | 'closed'; state_reason: string | null;
  labels: string[]; assignees: string[]; user: string; locked: boolean; active_lock_reason: string | null;
  created_at: string; updated_at: string; closed_at: string | null; comments: number; pull?: { head: string; base: string };
}
export interface GhRelease {
  id: number; tag_name: string; name: string | null; body: string | null; draft: boolean; prerelease: boolean;
  target_commitish: string; created_at: string; author: string;
}
export interface GhReview { id: number; pull: number; user: string; body: string; state: string; commit_id: string; submitted_at: string | null }
export interface GhWorkflow {
  id: number; name: string; path: string; state: 'active' | 'disabled_manually'; inputs: string[]; dispatchable: boolean;
  timing: Record<string, { total_ms: number }>;
}
export interface GhHook { id: number; name: 'web'; active: boolean; events: string[]; config: { url: string; content_type: string; secret?: string; insecure_ssl: string }; created_at: string }
export interface GhRepo {
  id: number; owner: string; name: string; private: boolean; description: string | null; default_branch: string;
  branches: Map<string, Map<string, GhFile>>; tags: string[]; issues: GhIssue[]; comments: Array<{ id: number; issue: number; body: string; user: string; created_at: string }>;
  releases: GhRelease[]; reviews: GhReview[]; workflows: GhWorkflow[]; dispatches: Array<{ workflow: number; ref: string; inputs: Record<string, unknown> }>;
  hooks: GhHook[]; license?: { key: string; name: string; spdx_id: string; file: string };
  popularPaths: Array<{ path: string; title: string; count: number; uniques: number }>;
  referrers: Array<{ referrer: string; count: number; uniques: number }>;
}

export const blobSha = (content: Buffer) => createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');

export class GitHubState {
  accounts = new Map<string, GhAccount>();
  repos = new Map<string, GhRepo>();
  invitations: Array<{ id: number; org: string; email: string; role: string; inviter: string; created_at: string }> = [];
  /** Which account each token belongs to. */
  tokens = new Map<string, string>();
  members = new Map<string, Set<string>>();
  private counter = 1000;
  now = Date.parse('2024-06-01T12:00:00Z');

  nextId(): number { return ++this.counter; }
  time(): string { this.now += 1000; return new Date(this.now).toISOString(); }

  addAccount(login: string, type: GhAccount['type'] = 'User', email?: string): GhAccount {
    const account: GhAccount = { login, id: this.nextId(), type, ...(email ? { email } : {}) };
    this.accounts.set(login.toLowerCase(), account);
    return account;
  }

  addRepo(owner: string, name: string, extra: Partial<Pick<GhRepo, 'private' | 'description' | 'license'>> = {}): GhRepo {
    const repo: GhRepo = {
      id: this.nextId(), owner, name, private: extra.private ?? false, description: extra.description ?? null, default_branch: 'main',
      branches: new Map([['main', new Map()]]), tags: [], issues: [], comments: [], releases: [], reviews: [], workflows: [], dispatches: [], hooks: [],
      ...(extra.license ? { license: extra.license } : {}), popularPaths: [], referrers: [],
    };
    this.repos.set(`${owner}/${name}`.toLowerCase(), repo);
    return repo;
  }

  repo(owner: string, name: string): GhRepo | undefined { return this.repos.get(`${owner}/${name}`.toLowerCase()); }

  putFile(repo: GhRepo, path: string, content: string | Buffer, branch = repo.default_branch): GhFile {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    const file = { content: bytes, sha: blobSha(bytes) };
    let files = repo.branches.get(branch);
    if (!files) repo.branches.set(branch, files = new Map());
    files.set(path, file);
    return file;
  }

  addIssue(repo: GhRepo, fields: Partial<GhIssue> & { title: string }, user = repo.owner): GhIssue {
    const created = this.time();
    const issue: GhIssue = {
      id: this.nextId(), number: repo.issues.length + 1, body: null, state: 'open', state_reason: null, labels: [], assignees: [], user,
      locked: false, active_lock_reason: null, created_at: created, updated_at: created, closed_at: null, comments: 0, ...fields,
    };
    repo.issues.push(issue);
    return issue;
  }

  addWorkflow(repo: GhRepo, name: string, file: string, inputs: string[] = [], dispatchable = true): GhWorkflow {
    const workflow: GhWorkflow = {
      id: this.nextId(), name, path: `.github/workflows/${file}`, state: 'active', inputs, dispatchable,
      timing: { UBUNTU: { total_ms: 180000 }, MACOS: { total_ms: 0 }, WINDOWS: { total_ms: 0 } },
    };
    repo.workflows.push(workflow);
    return workflow;
  }
}
