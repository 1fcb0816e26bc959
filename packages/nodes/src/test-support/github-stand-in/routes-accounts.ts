import type { GhContext, GhRoute } from './github-errors.js';
import { GhError, invalid, notFound } from './github-errors.js';
import { accountJson, issueJson, repoJson } from './github-shapes.js';
import { filterIssues } from './routes-repo.js';

/* The authenticated user, users' and organizations' repositories, invitations, search and the user's issues. */

const visible = (context: GhContext) => [...context.state.repos.values()].filter((repo) => !repo.private
  || repo.owner.toLowerCase() === context.user.toLowerCase() || context.state.members.get(repo.owner.toLowerCase())?.has(context.user));

/** Search's `q`: words matched in the name, `user:`/`org:` qualifiers limiting the owner. */
function parseQuery(q: string) {
  const words: string[] = [];
  let owner: string | undefined;
  for (const part of q.split(/\s+/).filter(Boolean)) {
    const qualifier = /^(?:user|org):(.+)$/.exec(part);
    if (qualifier) owner = qualifier[1]?.toLowerCase();
    else if (!/^[a-z_]+:/.test(part)) words.push(part.toLowerCase());
  }
  return { words, owner };
}

export const accountRoutes: GhRoute[] = [
  ['GET', /^\/user$/, (c) => ({ status: 200, body: { ...accountJson(c.state, c.user), name: c.user, email: c.state.accounts.get(c.user.toLowerCase())?.email ?? null } })],
  ['GET', /^\/users\/([^/]+)$/, (c, login) => {
    if (!c.state.accounts.has(login.toLowerCase())) throw notFound();
    return { status: 200, body: accountJson(c.state, login) };
  }],
  ['GET', /^\/users\/([^/]+)\/repos$/, (c, login) => {
    if (!c.state.accounts.has(login.toLowerCase())) throw notFound();
    return c.page(visible(c).filter((repo) => repo.owner.toLowerCase() === login.toLowerCase()).map((repo) => repoJson(c.state, repo)));
  }],
  ['GET', /^\/orgs\/([^/]+)\/repos$/, (c, org) => {
    if (c.state.accounts.get(org.toLowerCase())?.type !== 'Organization') throw notFound();
    return c.page(visible(c).filter((repo) => repo.owner.toLowerCase() === org.toLowerCase()).map((repo) => repoJson(c.state, repo)));
  }],
  ['POST', /^\/orgs\/([^/]+)\/invitations$/, (c, org) => {
    if (c.state.accounts.get(org.toLowerCase())?.type !== 'Organization') throw notFound();
    // Only the organization's owners may invite: others are told so.
    if (!c.state.members.get(org.toLowerCase())?.has(c.user)) throw new GhError(403, 'You must be an admin to create an invitation to an organization.');
    const email = c.body.email;
    if (c.body.invitee_id === undefined && (typeof email !== 'string' || !/^\S+@\S+\.\S+$/.test(email))) throw invalid('OrganizationInvitation', 'email', 'invalid');
    if (c.state.invitations.some((invitation) => invitation.org === org && invitation.email === email)) {
      throw new GhError(422, 'Validation Failed', { errors: [{ resource: 'OrganizationInvitation', code: 'unprocessable', field: 'data', message: 'Invitee is already a part of this organization' }] });
    }
    const invitation = { id: c.state.nextId(), org, email: email as string, role: String(c.body.role ?? 'direct_member'), inviter: c.user, created_at: c.state.time() };
    c.state.invitations.push(invitation);
    return {
      status: 201,
      body: {
        id: invitation.id, node_id: `OI_${invitation.id}`, login: null, email: invitation.email, role: invitation.role, created_at: invitation.created_at,
        inviter: accountJson(c.state, c.user), team_count: 0, invitation_teams_url: `https://api.github.com/organizations/${invitation.id}/invitations/${invitation.id}/teams`,
      },
    };
  }],
  ['GET', /^\/search\/users$/, (c) => {
    const q = c.request.query.get('q');
    if (!q) throw invalid('Search', 'q');
    const { words } = parseQuery(q);
    const found = [...c.state.accounts.values()].filter((account) => words.every((word) => account.login.toLowerCase().includes(word)))
      .sort((a, b) => a.login.localeCompare(b.login));
    const paged = c.page(found.map((account) => ({ ...accountJson(c.state, account.login), score: 1 })));
    return { ...paged, body: { total_count: found.length, incomplete_results: false, items: paged.body } };
  }],
  ['GET', /^\/search\/repositories$/, (c) => {
    const q = c.request.query.get('q');
    if (!q) throw invalid('Search', 'q');
    const { words, owner } = parseQuery(q);
    const found = visible(c).filter((repo) => (!owner || repo.owner.toLowerCase() === owner) && words.every((word) => repo.name.toLowerCase().includes(word)))
      .sort((a, b) => a.name.localeCompare(b.name));
    const paged = c.page(found.map((repo) => ({ ...repoJson(c.state, repo), score: 1 })));
    return { ...paged, body: { total_count: found.length, incomplete_results: false, items: paged.body } };
  }],
  ['GET', /^\/issues$/, (c) => {
    // The issues assigned to the authenticated user across the repositories they can see (filter=assigned).
    const filter = c.request.query.get('filter') ?? 'assigned';
    const pairs = visible(c).flatMap((repo) => filterIssues(repo.issues, c.request.query).map((issue) => ({ repo, issue })))
      .filter(({ issue }) => filter === 'all' || (filter === 'created' ? issue.user === c.user : filter === 'mentioned' ? (issue.body ?? '').includes(`@${c.user}`) : issue.assignees.includes(c.user)));
    return c.page(pairs.map(({ repo, issue }) => ({ ...issueJson(c.state, repo, issue), repository: repoJson(c.state, repo) })));
  }],
];
