import type { OnboardingPrompt, Prompts } from '@weft/contracts';
import { onboardingPromptSchema, promptResponseSchema, promptsSchema } from '@weft/contracts';
import type { PromptsConfig } from '../../config.js';
import type { StoredUser, UsersRepository } from '../../db/users.repository.js';
import { NotFoundError, UserFacingError } from '../../errors.js';
import { callOutward } from './outward-call.js';

const NOT_CONFIGURED_HINT = 'The administrator has not configured this service; nothing was sent';

/**
 * The contact prompt, value survey and onboarding services (spec/admin.md §7 "External services") in
 * n8n's request shapes. This is the only code that sends them anything, and only to a configured URL.
 */
export class PromptsService {
  constructor(
    private readonly config: PromptsConfig,
    private readonly instanceId: string,
    private readonly users: UsersRepository,
  ) {}

  async prompts(user: StoredUser): Promise<Prompts> {
    const answer = promptsSchema.parse(await callOutward({ method: 'GET', base: this.promptsBase(), path: '/prompts', headers: this.idHeaders(user) }));
    // The instance, not the service, decides whether its users see the value survey.
    return this.config.valueSurveyEnabled ? answer : { ...answer, showValueSurvey: false };
  }

  async contact(user: StoredUser, email: string): Promise<{ updated: boolean }> {
    return this.updated(await callOutward({ method: 'POST', base: this.promptsBase(), path: '/prompt', body: { email }, headers: this.idHeaders(user) }));
  }

  async valueSurvey(user: StoredUser, answer: { value: string; email?: string }): Promise<{ updated: boolean }> {
    if (!this.config.valueSurveyEnabled) throw new NotFoundError('The value survey is not enabled', NOT_CONFIGURED_HINT);
    return this.updated(await callOutward({ method: 'POST', base: this.promptsBase(), path: '/value-survey', body: answer, headers: this.idHeaders(user) }));
  }

  /** n8n's query: ids, role and the personalization answers, which is where those answers are sent. */
  async onboardingPrompt(user: StoredUser): Promise<OnboardingPrompt> {
    const answer = await callOutward({
      method: 'GET', base: this.onboardingBase(), path: '/prompts/onboarding',
      query: {
        instance_id: this.instanceId,
        user_id: this.onboardingUserId(user),
        is_owner: String(user.role === 'owner'),
        survey_results: JSON.stringify(user.personalizationAnswers ?? {}),
      },
    });
    return this.parse(onboardingPromptSchema, answer);
  }

  async signUpForCall(user: StoredUser, email: string): Promise<Record<string, unknown>> {
    const answer = await callOutward({
      method: 'POST', base: this.onboardingBase(), path: '/prompts/onboarding',
      body: { instance_id: this.instanceId, user_id: this.onboardingUserId(user), email },
    });
    return answer !== null && typeof answer === 'object' ? answer as Record<string, unknown> : {};
  }

  /** Whether the sign-up form's choice goes out: only to a configured service, and only a yes (as n8n). */
  async sendSignupContact(user: StoredUser, email: string, agree: boolean): Promise<boolean> {
    if (!this.config.onboardingEndpoint || !agree) return false;
    await callOutward({
      method: 'POST', base: this.config.onboardingEndpoint, path: '/accounts/onboarding',
      body: { instance_id: this.instanceId, user_id: this.onboardingUserId(user), email, agree },
    });
    return true;
  }

  private promptsBase(): string {
    if (!this.config.endpoint) throw new NotFoundError('No prompts service is configured', NOT_CONFIGURED_HINT);
    return this.config.endpoint;
  }

  private onboardingBase(): string {
    if (!this.config.onboardingEndpoint) throw new NotFoundError('No onboarding service is configured', NOT_CONFIGURED_HINT);
    return this.config.onboardingEndpoint;
  }

  /** n8n's headers of the prompts service. */
  private idHeaders(user: StoredUser): Record<string, string> {
    return { 'n8n-instance-id': this.instanceId, 'n8n-user-id': user.id };
  }

  /** n8n names a user to the onboarding service by instance and user together. */
  private onboardingUserId(user: StoredUser): string {
    return `${this.instanceId}#${user.id}`;
  }

  private updated(answer: unknown): { updated: boolean } {
    return this.parse(promptResponseSchema, answer);
  }

  private parse<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, answer: unknown): T {
    const result = schema.safeParse(answer);
    if (!result.success) throw new UserFacingError(502, 'The service answered in a shape Weft does not know', 'Check the service URL in the configuration');
    return result.data;
  }
}
