/** Renders an editor component with the providers the app gives it (theme, catalogue, server data, API client). */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ApiClientContext } from '../api/api-context';
import type { ApiClient } from '../api/api-client';
import { i18n } from '../i18n/i18n';
import { theme } from '../components/theme';

export interface RenderOptions {
  api?: ApiClient;
  queryClient?: QueryClient;
}

/** A client that refuses every request: a test that needs the server passes its own. */
const noServer: ApiClient = {
  request: (route) => Promise.reject(new Error(`no server in this test (${route.method} ${route.path})`)),
};

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): { result: RenderResult; queryClient: QueryClient } {
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiClientContext.Provider value={options.api ?? noServer}>{children}</ApiClientContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
  return { result: render(ui, { wrapper }), queryClient };
}
