import { postSignupContact } from '@weft/contracts';
import type { ApiClient } from '../../api/api-client';

/**
 * The sign-up form's 'agree' choice: the server keeps it in the user's settings, and passes a yes on to
 * the onboarding service when the admin configured one. The account exists by now; a lost choice is
 * not worth stopping the user for.
 */
export async function keepSignupChoice(client: ApiClient, email: string | null, agree: boolean): Promise<void> {
  if (!email) return;
  await client.request(postSignupContact, { body: { email, agree } }).catch(() => undefined);
}
