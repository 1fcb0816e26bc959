/**
 * Every route of the editor (spec editor §2 and admin §2) with its name and access rules.
 * Pure data: the router attaches screens to it, the guards read it, the tests check it.
 */
import type { RouteAccess, RouteMeta } from './route-access';

const loggedIn: RouteAccess = { allow: { loginStatus: ['LoggedIn'] } };
const loggedOut: RouteAccess = { allow: { loginStatus: ['LoggedOut'] } };

function route(path: string, name: string, access: RouteAccess): { path: string; meta: RouteMeta } {
  return { path, meta: { name, access } };
}

export const routeTable = {
  homepage: route('/', 'Homepage', loggedIn),
  nodeViewNew: route('/workflow', 'NodeViewNew', loggedIn),
  nodeViewExisting: route('/workflow/:name', 'NodeViewExisting', loggedIn),
  executionById: route('/execution/:id', 'ExecutionById', loggedIn),
  workflowDemo: route('/workflows/demo', 'WorkflowDemo', loggedIn),
  workflowTemplate: route('/workflows/templates/:id', 'WorkflowTemplate', { ...loggedIn, requiresFeature: 'templates' }),

  signin: route('/signin', 'SigninView', loggedOut),
  signup: route('/signup', 'SignupView', loggedOut),
  forgotPassword: route('/forgot-password', 'ForgotMyPasswordView', loggedOut),
  changePassword: route('/change-password', 'ChangePasswordView', loggedOut),
  setup: route('/setup', 'SetupView', {
    allow: { role: ['default'] },
    deny: { featureOff: ['userManagement'] },
  }),

  // Signed out, /settings goes to sign-in and comes back; signed in, it opens the first page allowed.
  settings: route('/settings', 'Settings', loggedIn),
  personalSettings: route('/settings/personal', 'PersonalSettings', {
    allow: { loginStatus: ['LoggedIn'] },
    deny: { role: ['default'] },
  }),
  usersSettings: route('/settings/users', 'UsersSettings', {
    allow: { role: ['default', 'owner'] },
    deny: { featureOff: ['userManagement'] },
  }),
  apiSettings: route('/settings/api', 'APISettings', {
    allow: { loginStatus: ['LoggedIn'] },
    deny: { featureOff: ['publicApi'] },
  }),
  communityNodes: route('/settings/community-nodes', 'CommunityNodes', {
    allow: { role: ['default', 'owner'] },
    deny: { featureOff: ['communityNodes'] },
  }),
  comingSoon: route('/settings/coming-soon/:featureId', 'ComingSoon', loggedIn),

  templatesSearch: route('/templates/', 'TemplatesSearchView', { ...loggedIn, requiresFeature: 'templates' }),
  templatesWorkflow: route('/templates/:id', 'TemplatesWorkflowView', { ...loggedIn, requiresFeature: 'templates' }),
  templatesCollection: route('/collections/:id', 'TemplatesCollectionView', { ...loggedIn, requiresFeature: 'templates' }),

  notFound: route('*', 'NotFoundView', {}),
} satisfies Record<string, { path: string; meta: RouteMeta }>;

export type RouteKey = keyof typeof routeTable;

/** The settings routes in the order the settings sidebar lists them; the first accessible one opens. */
export const settingsRouteKeys: RouteKey[] = ['personalSettings', 'usersSettings', 'apiSettings', 'communityNodes'];
