import type { Prompts, Settings, User } from '@weft/contracts';

/** spec/admin.md §9: the value survey's scale. */
export const SURVEY_SCORES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** Above this score the survey's second step thanks instead of asking how to improve. */
export const POSITIVE_SCORE_ABOVE = 7;
/** spec/admin.md §9: how long the thank-you toast stays, and when the closed survey starts over. */
export const SURVEY_TOAST_MS = 15_000;
export const SURVEY_RESET_MS = 1000;

/** n8n's limit of the onboarding call prompt: offered during a user's first 14 days. */
export const ONBOARDING_PROMPT_DAYS = 14;
/** n8n's delays of the onboarding toast: the first one waits 5 minutes into a session, later ones 1 s. */
export const FIRST_ONBOARDING_PROMPT_DELAY_MS = 5 * 60_000;
export const NEXT_ONBOARDING_PROMPT_DELAY_MS = 1000;

export type PromptToShow =
  | { kind: 'contact'; title?: string; message?: string }
  | { kind: 'valueSurvey' }
  | null;

/** What the prompts service asked for, the contact prompt first (as n8n), the survey only when the instance allows it. */
export function promptToShow(settings: Settings, prompts: Prompts): PromptToShow {
  if (prompts.showContactPrompt) {
    return { kind: 'contact', ...(prompts.title ? { title: prompts.title } : {}), ...(prompts.message ? { message: prompts.message } : {}) };
  }
  if (prompts.showValueSurvey && settings.prompts.valueSurveyEnabled) return { kind: 'valueSurvey' };
  return null;
}

/** Whether the editor may ask the prompts service at all: configured, and someone signed in. */
export function mayAskForPrompts(settings: Settings, user: User | null): user is User {
  return settings.prompts.enabled && user !== null;
}

/** Whether to ask for an onboarding-call prompt: configured, a real account, and a young one. */
export function mayAskForOnboardingPrompt(settings: Settings, user: User | null, now: Date): user is User {
  if (!settings.onboardingCallPromptEnabled || !user || user.isDefaultUser) return false;
  const ageDays = (now.getTime() - Date.parse(user.createdAt)) / 86_400_000;
  return ageDays <= ONBOARDING_PROMPT_DAYS;
}

export function onboardingToastDelay(sequenceNumber: number | undefined): number {
  return sequenceNumber === 1 ? FIRST_ONBOARDING_PROMPT_DELAY_MS : NEXT_ONBOARDING_PROMPT_DELAY_MS;
}
