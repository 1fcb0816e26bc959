import type { Settings, User } from '@weft/contracts';

/**
 * Whether to offer the survey: switched on in the settings, a real account (the default user has
 * no one to tailor to), and nothing stored for it yet, neither answers nor a close.
 */
export function shouldOfferSurvey(settings: Settings, user: User | null): boolean {
  if (!settings.personalizationSurveyEnabled || !user) return false;
  if (user.globalRole.name === 'default') return false;
  return user.personalizationAnswers === null;
}

