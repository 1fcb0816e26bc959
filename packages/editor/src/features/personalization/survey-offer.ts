import type { Settings, User } from '@weft/contracts';

/**
 * Whether to offer the survey: switched on in the settings, a real account (the default user has
 * no one to tailor to), no answers stored yet, and not closed before in this browser.
 */
export function shouldOfferSurvey(settings: Settings, user: User | null, dismissedUserIds: readonly string[]): boolean {
  if (!settings.personalizationSurveyEnabled || !user) return false;
  if (user.globalRole.name === 'default') return false;
  return user.personalizationAnswers === null && !dismissedUserIds.includes(user.id);
}
