import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { SettingsRedirect } from '../features/settings/SettingsRedirect';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import type { PageTitleKey } from '../pages/page-titles';
import { AppShell } from './AppShell';
import { routerBasename } from '../domain/base-path';
import { routeTable } from '../domain/route-table';
import type { RouteKey } from '../domain/route-table';

function entry(key: RouteKey, rest: Omit<RouteObject, 'path' | 'handle' | 'children' | 'index'>): RouteObject {
  const { path, meta } = routeTable[key];
  return { ...rest, path, handle: meta } as RouteObject;
}

function placeholder(key: RouteKey, titleKey: PageTitleKey): RouteObject {
  return entry(key, { element: <PlaceholderPage titleKey={titleKey} /> });
}

// The signed-in frame (sidebar, surveys) loads with the page it frames, in parallel: sign-in does not need it.
const loadSignedInArea = async () => ({ Component: (await import('./SignedInArea')).SignedInArea });
// The canvas (React Flow) loads on demand, keeping the sign-in and settings pages light.
const loadExecutionView = async () => ({ Component: (await import('../features/execution-view/ExecutionCanvasPage')).ExecutionCanvasPage });
const loadDemo = async () => ({ Component: (await import('../features/import-export/WorkflowDemoPage')).WorkflowDemoPage });
const loadNodeView = async () => ({ Component: (await import('../features/workflow/NodeViewPage')).NodeViewPage });
// The signed-out screens share one chunk: whoever sees one of them is likely to open another.
const loadAuth = () => import('../features/auth');
const loadTemplates = () => import('../features/templates');
// The settings area loads when it is opened: it is never the first screen after signing in.
const loadSettingsLayout = async () => ({ Component: (await import('../features/settings/SettingsLayout')).SettingsLayout });
const loadPersonalSettings = async () => ({ Component: (await import('../features/users/PersonalSettingsPage')).PersonalSettingsPage });
const loadUsersSettings = async () => ({ Component: (await import('../features/users/UsersSettingsPage')).UsersSettingsPage });
const loadApiSettings = async () => ({ Component: (await import('../features/api-keys/ApiSettingsPage')).ApiSettingsPage });
const loadCommunityNodes = async () => ({ Component: (await import('../features/community-nodes/CommunityNodesPage')).CommunityNodesPage });

export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    // Shown while the first route's lazy screen loads.
    hydrateFallbackElement: <FullPageLoader />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        lazy: loadSignedInArea,
        children: [
          entry('homepage', { element: <Navigate to={routeTable.nodeViewNew.path} replace /> }),
          entry('nodeViewNew', { lazy: loadNodeView }),
          entry('nodeViewExisting', { lazy: loadNodeView }),
          entry('executionById', { lazy: loadExecutionView }),
          entry('workflowTemplate', { lazy: loadNodeView }),
          entry('templatesSearch', { lazy: async () => ({ Component: (await loadTemplates()).TemplatesSearchPage }) }),
          entry('templatesWorkflow', { lazy: async () => ({ Component: (await loadTemplates()).TemplatePage }) }),
          entry('templatesCollection', { lazy: async () => ({ Component: (await loadTemplates()).CollectionPage }) }),
        ],
      },
      {
        // The settings area has its own sidebar instead of the workflow menu (spec admin §2).
        lazy: loadSettingsLayout,
        children: [
          entry('settings', { element: <SettingsRedirect /> }),
          entry('personalSettings', { lazy: loadPersonalSettings }),
          entry('usersSettings', { lazy: loadUsersSettings }),
          entry('apiSettings', { lazy: loadApiSettings }),
          entry('communityNodes', { lazy: loadCommunityNodes }),
          placeholder('comingSoon', 'comingSoon'),
        ],
      },
      {
        element: <Outlet />,
        children: [
          // Embedded by template pages (here and elsewhere): the canvas alone, without the sidebar.
          entry('workflowDemo', { lazy: loadDemo }),
          entry('signin', { lazy: async () => ({ Component: (await loadAuth()).SigninPage }) }),
          entry('signup', { lazy: async () => ({ Component: (await loadAuth()).SignupPage }) }),
          entry('forgotPassword', { lazy: async () => ({ Component: (await loadAuth()).ForgotPasswordPage }) }),
          entry('changePassword', { lazy: async () => ({ Component: (await loadAuth()).ChangePasswordPage }) }),
          entry('setup', { lazy: async () => ({ Component: (await loadAuth()).SetupPage }) }),
        ],
      },
      entry('notFound', { element: <NotFoundPage /> }),
    ],
  },
];

export function createAppRouter(basePath: string) {
  return createBrowserRouter(appRoutes, { basename: routerBasename(basePath) });
}
