import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from './i18n/i18n';
import { ApiClientContext } from './api/api-context';
import type { ApiClient } from './api/api-client';
import { createBrowserApiClient } from './api/default-client';
import { withSessionExpiry } from './api/session-expiry';
import { sessionExpiryHooks } from './features/auth/session-expired';
import { readBasePath } from './domain/base-path';
import { prefetchCanvasData } from './app/canvas-prefetch';
import { prefetchShellData } from './app/shell-prefetch';
import { createAppRouter } from './app/router';
import { theme } from './components/theme';

const basePath = readBasePath();
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});
const apiClient: ApiClient = withSessionExpiry(createBrowserApiClient(basePath), sessionExpiryHooks(queryClient, () => apiClient));
const shellData = prefetchShellData(queryClient, apiClient);
prefetchCanvasData(window.location.pathname, basePath, queryClient, apiClient, shellData);
const router = createAppRouter(basePath);

document.documentElement.lang = i18n.language;
document.title = i18n.t('app.name');

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <Notifications position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        <ApiClientContext.Provider value={apiClient}>
          <RouterProvider router={router} />
        </ApiClientContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
