import { describe, expect, it } from 'vitest';
import type { Settings, User } from '@weft/contracts';
import { mayAskForOnboardingPrompt, mayAskForPrompts, onboardingToastDelay, promptToShow } from './prompt-offers';

const settings = (prompts: Settings['prompts'], onboardingCallPromptEnabled = false) => ({ prompts, onboardingCallPromptEnabled }) as Settings;
const user = (createdAt: string, isDefaultUser = false) => ({ id: 'u1', createdAt, isDefaultUser }) as User;
const NOW = new Date('2026-11-29T12:00:00.000Z');

describe('which prompt shows', () => {
  const on = settings({ enabled: true, valueSurveyEnabled: true });

  it('puts the contact prompt before the value survey, with the service\'s words', () => {
    expect(promptToShow(on, { showContactPrompt: true, showValueSurvey: true, title: 'Hi', message: 'Talk?' }))
      .toEqual({ kind: 'contact', title: 'Hi', message: 'Talk?' });
    expect(promptToShow(on, { showValueSurvey: true })).toEqual({ kind: 'valueSurvey' });
    expect(promptToShow(on, {})).toBeNull();
  });

  it('never shows the value survey the instance has off, whatever the service says', () => {
    expect(promptToShow(settings({ enabled: true, valueSurveyEnabled: false }), { showValueSurvey: true })).toBeNull();
  });

  it('asks nothing when no prompts service is configured or nobody is signed in', () => {
    expect(mayAskForPrompts(settings({ enabled: false, valueSurveyEnabled: false }), user('2026-11-28T00:00:00.000Z'))).toBe(false);
    expect(mayAskForPrompts(on, null)).toBe(false);
    expect(mayAskForPrompts(on, user('2026-11-28T00:00:00.000Z'))).toBe(true);
  });
});

describe('the onboarding call prompt', () => {
  const on = settings({ enabled: false, valueSurveyEnabled: false }, true);

  it('is asked for during an account\'s first 14 days only, and never for the default user', () => {
    expect(mayAskForOnboardingPrompt(on, user('2026-11-15T12:00:00.000Z'), NOW)).toBe(true);
    expect(mayAskForOnboardingPrompt(on, user('2026-11-15T11:59:59.000Z'), NOW)).toBe(false);
    expect(mayAskForOnboardingPrompt(on, user('2026-11-28T00:00:00.000Z', true), NOW)).toBe(false);
    expect(mayAskForOnboardingPrompt(settings({ enabled: false, valueSurveyEnabled: false }, false), user('2026-11-28T00:00:00.000Z'), NOW)).toBe(false);
  });

  it('waits 5 minutes for the first toast of the sequence and 1 s for later ones', () => {
    expect(onboardingToastDelay(1)).toBe(300_000);
    expect(onboardingToastDelay(2)).toBe(1000);
    expect(onboardingToastDelay(undefined)).toBe(1000);
  });
});
