import { z } from 'zod';
import { defineRoute } from './route.js';
import { emailSchema } from './auth.api.js';

/*
 * The outward prompt services of spec/admin.md §7 "External services", reached through this instance:
 * the editor calls these routes and the server forwards to the configured service with the instance's
 * and the user's ids (n8n's editor calls the service itself). An unconfigured service answers 404.
 */

/** What the prompts service wants shown (n8n's `N8nPrompts`). */
export const promptsSchema = z.object({
  title: z.string().optional(),
  message: z.string().optional(),
  showContactPrompt: z.boolean().optional(),
  showValueSurvey: z.boolean().optional(),
});
export type Prompts = z.infer<typeof promptsSchema>;

/** n8n's `N8nPromptResponse`. */
export const promptResponseSchema = z.object({ updated: z.boolean() });

export const getPrompts = defineRoute({ method: 'GET', path: '/prompts', response: promptsSchema });

/** The contact prompt's address. */
export const postContactPrompt = defineRoute({
  method: 'POST', path: '/prompt', body: z.object({ email: emailSchema }), response: promptResponseSchema,
});

/** The value survey: the score alone when it is chosen, then with the e-mail (n8n sends both). */
export const postValueSurvey = defineRoute({
  method: 'POST', path: '/value-survey',
  body: z.object({ value: z.string().regex(/^(10|\d)$/, { error: 'The score is a whole number from 0 to 10' }), email: emailSchema.optional() }),
  response: promptResponseSchema,
});

/** The next onboarding-call toast (n8n's `IOnboardingCallPrompt`); empty when there is none. */
export const onboardingPromptSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  toast_sequence_number: z.number().optional(),
});
export type OnboardingPrompt = z.infer<typeof onboardingPromptSchema>;

export const getOnboardingPrompt = defineRoute({ method: 'GET', path: '/prompts/onboarding', response: onboardingPromptSchema });

/** Signs up for the onboarding call; the service may answer the next prompt. */
export const postOnboardingCall = defineRoute({
  method: 'POST', path: '/prompts/onboarding',
  body: z.object({ email: emailSchema }),
  response: z.object({ nextPrompt: onboardingPromptSchema.optional() }).loose(),
});

/**
 * The sign-up form's 'agree' choice: always kept in the user's settings, and sent with the e-mail to
 * the onboarding service (POST /accounts/onboarding) when one is configured and the user agreed.
 */
export const postSignupContact = defineRoute({
  method: 'POST', path: '/accounts/onboarding',
  body: z.object({ email: emailSchema, agree: z.boolean() }),
  response: z.object({ sent: z.boolean() }),
});
