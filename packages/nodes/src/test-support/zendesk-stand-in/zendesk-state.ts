/*
 * The records a Zendesk account holds in the stand-in, in the shapes of Zendesk's Support API reference
 * (tickets, suspended tickets, ticket fields, users, organizations, groups, tags, locales, user and
 * organization fields), and the validation errors Zendesk answers for them.
 */

export type Json = Record<string, unknown>;

export class ZendeskError extends Error {
  constructor(readonly status: number, readonly body: Json) {
    super(String(body.error));
  }
}

export const notFound = () => new ZendeskError(404, { error: 'RecordNotFound', description: 'Not found' });

/** Zendesk's 422: `details` keyed by field, each with its `description` and `error` code. */
export function invalid(field: string, description: string, error = 'BlankValue'): ZendeskError {
  return new ZendeskError(422, { error: 'RecordInvalid', description: 'Record validation errors', details: { [field]: [{ description, error }] } });
}

export class ZendeskState {
  tickets = new Map<number, Json>();
  suspended = new Map<number, Json>();
  ticketFields: Json[] = [];
  users = new Map<number, Json>();
  organizations = new Map<number, Json>();
  groups: Json[] = [];
  tags: Json[] = [];
  locales: Json[] = [];
  userFields: Json[] = [];
  organizationFields: Json[] = [];
  nextId = 1000;
  now = '2024-06-01T09:00:00Z';

  constructor(readonly origin: string) {}

  private url(kind: string, id: number): string {
    return `${this.origin}/api/v2/${kind}/${id}.json`;
  }

  addUser(fields: Json): Json {
    if (typeof fields.name !== 'string' || fields.name === '') throw invalid('name', 'Name: cannot be blank');
    const email = fields.email;
    if (email !== undefined && [...this.users.values()].some((user) => user.email === email)) {
      throw invalid('email', `Email: ${String(email)} is already being used by another user`, 'DuplicateValue');
    }
    const id = this.nextId++;
    const user: Json = {
      id, url: this.url('users', id), name: fields.name, email: null, role: 'end-user', active: true, verified: false, suspended: false,
      organization_id: null, tags: [], user_fields: {}, external_id: null, locale: 'en-US', time_zone: 'UTC', created_at: this.now, updated_at: this.now,
      ...fields,
    };
    this.users.set(id, user);
    return user;
  }

  updateUser(user: Json, fields: Json): Json {
    const { user_fields: userFields, ...rest } = fields;
    Object.assign(user, rest, { updated_at: this.now });
    if (userFields) user.user_fields = { ...(user.user_fields as Json), ...(userFields as Json) };
    return user;
  }

  addOrganization(fields: Json): Json {
    if (typeof fields.name !== 'string' || fields.name === '') throw invalid('name', 'Name: cannot be blank');
    if ([...this.organizations.values()].some((organization) => organization.name === fields.name)) {
      throw invalid('name', `Name: ${fields.name} has already been taken`, 'DuplicateValue');
    }
    const id = this.nextId++;
    const organization: Json = {
      id, url: this.url('organizations', id), name: fields.name, details: null, notes: null, domain_names: [], tags: [],
      organization_fields: {}, external_id: null, group_id: null, shared_tickets: false, created_at: this.now, updated_at: this.now, ...fields,
    };
    this.organizations.set(id, organization);
    return organization;
  }

  /** A ticket as Zendesk creates it: the first comment's body is the description; the requester is the caller. */
  addTicket(fields: Json, requesterId: number): Json {
    const comment = fields.comment as Json | undefined;
    if (typeof comment?.body !== 'string' || comment.body === '') throw invalid('base', 'Description: cannot be blank');
    for (const custom of (fields.custom_fields ?? []) as Json[]) {
      if (!this.ticketFields.some((field) => field.id === Number(custom.id))) throw invalid('custom_fields', `Ticket field ${String(custom.id)} does not exist`, 'InvalidValue');
    }
    if (fields.group_id !== undefined && !this.groups.some((group) => group.id === Number(fields.group_id))) throw invalid('group_id', 'Group: is invalid', 'InvalidValue');
    const { comment: _comment, ...rest } = fields;
    const id = this.nextId++;
    const ticket: Json = {
      id, url: this.url('tickets', id), subject: null, description: comment.body, status: 'new', type: null, priority: null,
      requester_id: requesterId, submitter_id: requesterId, assignee_id: null, group_id: null, tags: [], custom_fields: [],
      external_id: null, recipient: null, created_at: this.now, updated_at: this.now, comments: [{ body: comment.body, public: true }],
      ...rest,
    };
    this.tickets.set(id, ticket);
    return ticket;
  }

  updateTicket(ticket: Json, fields: Json): Json {
    const { comment, assignee_email: assigneeEmail, ...rest } = fields;
    if (assigneeEmail !== undefined) {
      const agent = [...this.users.values()].find((user) => user.email === assigneeEmail && user.role !== 'end-user');
      if (!agent) throw invalid('assignee', `Assignee: ${String(assigneeEmail)} is not an agent`, 'InvalidValue');
      ticket.assignee_id = agent.id;
    }
    if (comment) (ticket.comments as Json[]).push(comment as Json);
    Object.assign(ticket, rest, { updated_at: this.now });
    return ticket;
  }

  /** A suspended ticket (an email Zendesk held back), which recover turns into a ticket. */
  addSuspended(subject: string, cause: string, authorEmail: string): Json {
    const id = this.nextId++;
    const ticket: Json = {
      id, url: this.url('suspended_tickets', id), subject, content: `${subject} - body`, cause, author: { name: authorEmail, email: authorEmail },
      ticket_id: null, recipient: 'support@acme.zendesk.com', created_at: this.now, updated_at: this.now,
    };
    this.suspended.set(id, ticket);
    return ticket;
  }
}
