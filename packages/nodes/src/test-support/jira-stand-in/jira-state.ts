/*
 * What the Jira stand-in keeps: users, groups, projects (issue types, components), priorities, fields,
 * workflow statuses with their transitions, issues (fields, comments, attachments, change history,
 * notifications sent) and registered webhooks.
 */

export interface JiraUser { accountId: string; name: string; key: string; emailAddress: string; displayName: string; active: boolean; groups: string[] }
export interface JiraProject { id: string; key: string; name: string; issueTypes: Array<{ id: string; name: string; subtask: boolean }>; components: Array<{ id: string; name: string }> }
export interface JiraComment { id: string; author: string; body: unknown; created: string; updated: string }
export interface JiraAttachment { id: string; filename: string; author: string; created: string; mimeType: string; content: Buffer }
export interface JiraIssue {
  id: string; key: string; project: string; fields: Record<string, unknown>; comments: JiraComment[]; attachments: JiraAttachment[];
  history: Array<{ id: string; author: string; created: string; items: Array<{ field: string; fromString: string | null; toString: string | null }> }>;
  notifications: Array<Record<string, unknown>>;
}
export interface JiraWebhook { id: number; name: string; url: string; events: string[]; filters: Record<string, string>; excludeBody: boolean; enabled: boolean }

export const STATUSES = [
  { id: '10000', name: 'To Do', category: 'new' }, { id: '3', name: 'In Progress', category: 'indeterminate' }, { id: '10001', name: 'Done', category: 'done' },
];
/** The transitions of the one workflow: to each status from any other. */
export const TRANSITIONS = [{ id: '11', name: 'To Do', to: '10000' }, { id: '21', name: 'In Progress', to: '3' }, { id: '31', name: 'Done', to: '10001' }];

export class JiraState {
  users: JiraUser[] = [];
  groups = ['jira-software-users', 'site-admins'];
  projects: JiraProject[] = [];
  priorities = [{ id: '1', name: 'Highest' }, { id: '2', name: 'High' }, { id: '3', name: 'Medium' }, { id: '4', name: 'Low' }];
  customFields = [{ id: 'customfield_10020', name: 'Story Points', type: 'number' }, { id: 'customfield_10030', name: 'Team', type: 'string' }];
  issues: JiraIssue[] = [];
  webhooks: JiraWebhook[] = [];
  /** Tokens of each kind: API tokens (Cloud, with the email), passwords (Server), personal access tokens (Server). */
  apiTokens = new Map<string, string>();
  passwords = new Map<string, string>();
  pats = new Map<string, string>();
  private counter = 10000;
  now = Date.parse('2024-06-03T09:00:00.000Z');

  nextId(): string { return String(++this.counter); }
  time(): string { this.now += 60_000; return new Date(this.now).toISOString().replace('Z', '+0000'); }

  addUser(name: string, displayName: string, groups = ['jira-software-users']): JiraUser {
    const user = { accountId: `5b10ac8d82e05b22cc7d${String(this.users.length).padStart(4, '0')}`, name, key: `JIRAUSER${this.users.length + 10000}`, emailAddress: `${name}@example.com`, displayName, active: true, groups };
    this.users.push(user);
    return user;
  }

  addProject(key: string, name: string): JiraProject {
    const project: JiraProject = {
      id: this.nextId(), key, name,
      issueTypes: [{ id: '10001', name: 'Task', subtask: false }, { id: '10004', name: 'Bug', subtask: false }, { id: '10003', name: 'Sub-task', subtask: true }],
      components: [{ id: this.nextId(), name: 'Backend' }, { id: this.nextId(), name: 'Frontend' }],
    };
    this.projects.push(project);
    return project;
  }

  project(idOrKey: string): JiraProject | undefined { return this.projects.find((project) => project.id === idOrKey || project.key === idOrKey); }
  issue(idOrKey: string): JiraIssue | undefined { return this.issues.find((issue) => issue.id === idOrKey || issue.key === idOrKey.toUpperCase()); }
  user(id: string): JiraUser | undefined { return this.users.find((user) => user.accountId === id || user.name === id || user.key === id); }

  addIssue(project: JiraProject, fields: Record<string, unknown>, reporter: JiraUser): JiraIssue {
    const number = this.issues.filter((issue) => issue.project === project.id).length + 1;
    const created = this.time();
    const issue: JiraIssue = {
      id: this.nextId(), key: `${project.key}-${number}`, project: project.id, comments: [], attachments: [], history: [], notifications: [],
      fields: {
        summary: '', description: null, labels: [], issuetype: project.issueTypes[0], status: STATUSES[0], priority: this.priorities[2],
        assignee: null, reporter: reporter.accountId, creator: reporter.accountId, created, updated: created, components: [], parent: null, ...fields,
      },
    };
    this.issues.push(issue);
    return issue;
  }
}
