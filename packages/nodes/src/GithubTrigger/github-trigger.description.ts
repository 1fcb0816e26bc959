import type { INodeTypeDescription } from '@weft/workflow';
import { ownerLocator, repositoryLocator } from '../Github/descriptions/locators.js';

/* GitHub's webhook events a repository hook can subscribe to (https://docs.github.com/webhooks/webhook-events-and-payloads). */
const EVENTS: Array<[string, string]> = [
  ['*', 'Any time any event is triggered (Wildcard Event)'],
  ['check_run', 'Triggered when a check run is created, rerequested, completed, or has a requested_action'],
  ['check_suite', 'Triggered when a check suite is completed, requested, or rerequested'],
  ['commit_comment', 'Triggered when a commit comment is created'],
  ['create', 'Represents a created branch or tag'],
  ['delete', 'Represents a deleted branch or tag'],
  ['deploy_key', 'Triggered when a deploy key is added or removed from a repository'],
  ['deployment', 'Represents a deployment'],
  ['deployment_status', 'Represents a deployment status'],
  ['fork', 'Triggered when a user forks a repository'],
  ['github_app_authorization', 'Triggered when someone revokes their authorization of a GitHub App'],
  ['gollum', 'Triggered when a Wiki page is created or updated'],
  ['installation', 'Triggered when someone installs (created), uninstalls (deleted), or accepts new permissions (new_permissions_accepted) for a GitHub App'],
  ['installation_repositories', 'Triggered when a repository is added or removed from an installation'],
  ['issue_comment', 'Triggered when an issue comment is created, edited, or deleted'],
  ['issues', 'Triggered when an issue is opened, edited, deleted, transferred, pinned, unpinned, closed, reopened, assigned, unassigned, labeled, unlabeled, locked, unlocked, milestoned, or demilestoned'],
  ['label', 'Triggered when a repository\'s label is created, edited, or deleted'],
  ['marketplace_purchase', 'Triggered when someone purchases a GitHub Marketplace plan, cancels their plan, upgrades their plan (effective immediately), downgrades a plan that remains pending until the end of the billing cycle, or cancels a pending plan change'],
  ['member', 'Triggered when a user accepts an invitation or is removed as a collaborator to a repository, or has their permissions changed'],
  ['membership', 'Triggered when a user is added or removed from a team. Organization hooks only.'],
  ['meta', 'Triggered when the webhook that this event is configured on is deleted'],
  ['milestone', 'Triggered when a milestone is created, closed, opened, edited, or deleted'],
  ['org_block', 'Triggered when an organization blocks or unblocks a user. Organization hooks only.'],
  ['organization', 'Triggered when an organization is deleted and renamed, and when a user is added, removed, or invited to an organization. Organization hooks only.'],
  ['page_build', 'Triggered on push to a GitHub Pages enabled branch (gh-pages for project pages, master for user and organization pages)'],
  ['project', 'Triggered when a project is created, updated, closed, reopened, or deleted'],
  ['project_card', 'Triggered when a project card is created, updated, moved, converted to an issue, or deleted'],
  ['project_column', 'Triggered when a project column is created, updated, moved, or deleted'],
  ['public', 'Triggered when a private repository is open sourced'],
  ['pull_request', 'Triggered when a pull request is assigned, unassigned, labeled, unlabeled, opened, edited, closed, reopened, synchronize, ready_for_review, locked, unlocked, a pull request review is requested, or a review request is removed'],
  ['pull_request_review', 'Triggered when a pull request review is submitted into a non-pending state, the body is edited, or the review is dismissed'],
  ['pull_request_review_comment', 'Triggered when a comment on a pull request\'s unified diff is created, edited, or deleted (in the Files Changed tab)'],
  ['push', 'Triggered on a push to a repository branch. Branch pushes and repository tag pushes also trigger webhook push events. This is the default event.'],
  ['release', 'Triggered when a release is published, unpublished, created, edited, deleted, or prereleased'],
  ['repository', 'Triggered when a repository is created, archived, unarchived, renamed, edited, transferred, made public, or made private. Organization hooks are also triggered when a repository is deleted.'],
  ['repository_import', 'Triggered when a successful, cancelled, or failed repository import finishes for a GitHub organization or a personal repository'],
  ['repository_vulnerability_alert', 'Triggered when a security alert is created, dismissed, or resolved'],
  ['security_advisory', 'Triggered when a new security advisory is published, updated, or withdrawn'],
  ['star', 'Triggered when a star is added or removed from a repository'],
  ['status', 'Triggered when the status of a Git commit changes'],
  ['team', 'Triggered when an organization\'s team is created, deleted, edited, added_to_repository, or removed_from_repository. Organization hooks only.'],
  ['team_add', 'Triggered when a repository is added to a team'],
  ['watch', 'Triggered when someone stars a repository'],
];

const label = (value: string) => (value === '*' ? '*' : value.split('_').map((word) => word[0]?.toUpperCase() + word.slice(1)).join(' '));

export const githubTriggerDescription: INodeTypeDescription = {
  displayName: 'Github Trigger',
  name: 'n8n-nodes-base.githubTrigger',
  icon: 'file:github.svg',
  group: ['trigger'],
  version: 1,
  subtitle: '={{$parameter["owner"] + "/" + $parameter["repository"] + ": " + $parameter["events"].join(", ")}}',
  description: 'Starts the workflow when Github events occur',
  defaults: { name: 'Github Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    { name: 'githubApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'githubOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: [
    {
      displayName: 'Only members with owner privileges for an organization or admin privileges for a repository can set up the webhooks this node requires.',
      name: 'notice', type: 'notice', default: '',
    },
    {
      displayName: 'Authentication', name: 'authentication', type: 'options', default: 'accessToken',
      options: [{ name: 'Access Token', value: 'accessToken' }, { name: 'OAuth2', value: 'oAuth2' }],
    },
    { ...ownerLocator, displayOptions: undefined },
    { ...repositoryLocator, displayOptions: undefined },
    {
      displayName: 'Events', name: 'events', type: 'multiOptions', required: true, default: [], description: 'The events to listen to',
      options: EVENTS.map(([value, description]) => ({ name: label(value), value, description })),
    },
    {
      displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
      options: [{
        displayName: 'Insecure SSL', name: 'insecureSSL', type: 'boolean', default: false,
        description: 'Whether the SSL certificate of the n8n host be verified by GitHub when delivering payloads',
      }],
    },
  ],
};
