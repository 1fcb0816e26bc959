import { createContext, useContext } from 'react';
import type { ApiClient } from './api-client';

export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an ApiClientContext provider above it');
  return client;
}
