import { PUSH_SESSION_HEADER } from '@weft/contracts';
import { pushSessionId } from './push-session';
import { i18n } from '../i18n/i18n';
import { createApiClient, restBaseUrl } from './api-client';
import type { ApiClient } from './api-client';

/** The client the running app uses: the browser's fetch, under the REST base of the base path. */
export function createBrowserApiClient(basePath: string): ApiClient {
  return createApiClient({
    baseUrl: restBaseUrl(basePath),
    fetch: (input, init) => window.fetch(input, init),
    headers: { [PUSH_SESSION_HEADER]: pushSessionId },
    messages: {
      unreachable: i18n.t('api.unreachable'),
      requestFailed: (status) => i18n.t('api.requestFailed', { status }),
      invalidAnswer: i18n.t('api.invalidAnswer'),
      invalidAnswerHint: i18n.t('api.invalidAnswerHint'),
    },
  });
}
