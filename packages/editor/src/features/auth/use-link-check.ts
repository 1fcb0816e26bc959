import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SIGNIN_PATH } from '../../domain/route-access';
import { showErrorToast } from '../../components/notify';
import { linkQueryError } from './link-query';

export interface LinkCheckOptions<T> {
  /** Query keys of the link's two values: the one that plays the token's part, and the user's id. */
  tokenName: string;
  userIdName: string;
  /** Asks the server whether the link is still good. */
  resolve: (token: string, userId: string, signal: AbortSignal) => Promise<T>;
  /** Title of the error shown when the server refuses the link. */
  invalidTitle: string;
}

/**
 * Checks an e-mailed link as its page opens (spec admin §2, §5): a missing value, or a link the
 * server refuses, shows an error and sends the visitor to sign-in.
 */
export function useLinkCheck<T>({ tokenName, userIdName, resolve, invalidTitle }: LinkCheckOptions<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const token = query.get(tokenName)?.trim() ?? '';
  const userId = query.get(userIdName)?.trim() ?? '';
  const missing = linkQueryError(search, tokenName, userIdName);

  const resolved = useQuery({
    queryKey: ['auth-link', tokenName, token, userId],
    queryFn: ({ signal }) => resolve(token, userId, signal),
    enabled: missing === null,
    retry: false,
    staleTime: Infinity,
  });

  const failure = resolved.isError ? resolved.error : null;
  useEffect(() => {
    if (!missing && !failure) return;
    if (missing) showErrorToast({ id: 'auth-link-error', title: t(`auth.link.${missing}`), hint: t('auth.link.hint') });
    else showErrorToast({ id: 'auth-link-error', title: invalidTitle, error: failure });
    void navigate(SIGNIN_PATH, { replace: true });
  }, [missing, failure, invalidTitle, navigate, t]);

  return { token, userId, data: resolved.data, ready: resolved.isSuccess };
}
