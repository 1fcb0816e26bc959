import type { FastifyInstance } from 'fastify';
import { getOnboardingPrompt, getPrompts, postContactPrompt, postOnboardingCall, postSignupContact, postValueSurvey } from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { signedInUser } from '../services/auth/request-user.js';
import { PromptsService } from '../services/prompts/prompts.service.js';
import { registerRoute } from './register-route.js';

/** The prompts and surveys, forwarded to the services the admin configured (spec/admin.md §7 "External services"). */
export function promptsApi(app: FastifyInstance, services: AppServices): void {
  const { config, repositories: { users } } = services;
  const prompts = new PromptsService(config.prompts, services.settings.instanceId, users);

  registerRoute(app, getPrompts, async ({ request }) => prompts.prompts(signedInUser(request)));
  registerRoute(app, postContactPrompt, async ({ body, request }) => prompts.contact(signedInUser(request), body.email));
  registerRoute(app, postValueSurvey, async ({ body, request }) => prompts.valueSurvey(signedInUser(request), body));
  registerRoute(app, getOnboardingPrompt, async ({ request }) => prompts.onboardingPrompt(signedInUser(request)));
  registerRoute(app, postOnboardingCall, async ({ body, request }) => prompts.signUpForCall(signedInUser(request), body.email));

  registerRoute(app, postSignupContact, async ({ body, request }) => {
    const user = signedInUser(request);
    // Kept whether or not it goes anywhere: the user's answer is theirs to see, and a later service may ask.
    await users.updateSettings(user.id, { agree: body.agree });
    return { sent: await prompts.sendSignupContact(user, body.email, body.agree) };
  });
}
