import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Settings, User } from '@weft/contracts';
import { PromptServicesStandIn } from '../test/prompt-services-stand-in.js';
import { createTestServer, type TestServer } from '../test/test-server.js';
import { addMember, setUpOwner } from '../test/users-fixture.js';

type Answer<T> = { data: T };
interface ErrorAnswer { code: number; message: string; hint?: string }

const services = new PromptServicesStandIn();
let server: TestServer | undefined;

beforeAll(async () => services.start());
afterAll(async () => services.stop());
afterEach(async () => {
  await server?.close();
  server = undefined;
  services.calls.length = 0;
});

async function configured(env: Record<string, string> = {}): Promise<TestServer> {
  server = await createTestServer({
    env: { WEFT_PROMPTS_ENDPOINT: services.url, WEFT_VALUE_SURVEY_ENABLED: 'true', WEFT_ONBOARDING_ENDPOINT: `${services.url}/`, ...env },
  });
  return server;
}

const instanceId = async (s: TestServer) => (await s.rest<Answer<Settings>>('GET', '/settings')).body.data.instanceId;

describe('nothing configured (the default)', () => {
  it('says so in the settings, answers 404 on every prompt route, and stores the agree choice without sending it', async () => {
    server = await createTestServer();
    await setUpOwner(server);
    const settings = (await server.rest<Answer<Settings>>('GET', '/settings')).body.data;
    expect(settings.prompts).toEqual({ enabled: false, valueSurveyEnabled: false });
    expect(settings.onboardingCallPromptEnabled).toBe(false);

    for (const [method, path, body] of [
      ['GET', '/prompts'], ['POST', '/prompt', { email: 'a@example.com' }], ['POST', '/value-survey', { value: '9' }],
      ['GET', '/prompts/onboarding'], ['POST', '/prompts/onboarding', { email: 'a@example.com' }],
    ] as const) {
      const { status, body: answer } = await server.rest<ErrorAnswer>(method, path, body);
      expect(status, path).toBe(404);
      expect(answer.hint).toBe('The administrator has not configured this service; nothing was sent');
    }
    const agreed = await server.rest<Answer<{ sent: boolean }>>('POST', '/accounts/onboarding', { email: 'olivia@example.com', agree: true });
    expect(agreed.body.data).toEqual({ sent: false });
    expect((await server.rest<Answer<User>>('GET', '/me')).body.data.settings).toEqual({ agree: true });
    expect(services.calls).toEqual([]);
  });

  it('refuses the value survey without the prompts service it needs', async () => {
    await expect(createTestServer({ env: { WEFT_VALUE_SURVEY_ENABLED: 'true' } })).rejects.toThrow(/WEFT_VALUE_SURVEY_ENABLED=true needs WEFT_PROMPTS_ENDPOINT/);
  });
});

describe('the prompts service', () => {
  it('is asked for prompts with the instance and user ids as headers, and its answer reaches the editor', async () => {
    const s = await configured();
    const owner = await setUpOwner(s);
    expect((await s.rest<Answer<Settings>>('GET', '/settings')).body.data.prompts).toEqual({ enabled: true, valueSurveyEnabled: true });
    const { status, body } = await s.rest<Answer<unknown>>('GET', '/prompts');
    expect(status).toBe(200);
    expect(body.data).toEqual(services.prompts);
    const [call] = services.callsTo('GET', '/prompts');
    expect(call?.headers).toEqual({ 'n8n-instance-id': await instanceId(s), 'n8n-user-id': owner.id });
  });

  it('hides the value survey the service asks for when the instance has it off', async () => {
    const s = await configured({ WEFT_VALUE_SURVEY_ENABLED: 'false' });
    await setUpOwner(s);
    expect((await s.rest<Answer<{ showValueSurvey: boolean }>>('GET', '/prompts')).body.data.showValueSurvey).toBe(false);
    expect((await s.rest('POST', '/value-survey', { value: '8' })).status).toBe(404);
    expect(services.callsTo('POST', '/value-survey')).toEqual([]);
  });

  it('sends the contact address and the value survey in n8n\'s bodies', async () => {
    const s = await configured();
    const member = await addMember(s, 'mia@example.com');
    const as = { as: member.cookie };
    expect((await s.rest<Answer<unknown>>('POST', '/prompt', { email: 'Mia@Example.com' }, as)).body.data).toEqual({ updated: true });
    expect((await s.rest<Answer<unknown>>('POST', '/value-survey', { value: '9' }, as)).body.data).toEqual({ updated: true });
    expect((await s.rest<Answer<unknown>>('POST', '/value-survey', { value: '9', email: 'mia@example.com' }, as)).body.data).toEqual({ updated: true });
    expect(services.callsTo('POST', '/prompt').map((c) => c.body)).toEqual([{ email: 'mia@example.com' }]);
    expect(services.callsTo('POST', '/value-survey').map((c) => c.body)).toEqual([{ value: '9' }, { value: '9', email: 'mia@example.com' }]);
    expect(services.callsTo('POST', '/value-survey')[0]?.headers['n8n-user-id']).toBe(member.id);
  });

  it('refuses a score outside 0-10 and a bad address before anything is sent', async () => {
    const s = await configured();
    await setUpOwner(s);
    for (const body of [{ value: '11' }, { value: 'x' }, { value: '5', email: 'not an address' }]) {
      expect((await s.rest('POST', '/value-survey', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await s.rest('POST', '/prompt', { email: 'nope' })).status).toBe(400);
    expect(services.calls).toEqual([]);
  });

  it('answers 502 naming the service when it is down', async () => {
    const s = await configured({ WEFT_PROMPTS_ENDPOINT: 'http://127.0.0.1:9/api' });
    await setUpOwner(s);
    const { status, body } = await s.rest<ErrorAnswer>('GET', '/prompts');
    expect(status).toBe(502);
    expect(body.message).toMatch(/^The service at http:\/\/127\.0\.0\.1:9 did not answer/);
  });
});

describe('the onboarding service', () => {
  it('is asked for the next prompt with the ids, the role and the personalization answers', async () => {
    const s = await configured();
    const owner = await setUpOwner(s);
    const answers = { version: 'v3', companyType: 'saas', companySize: '<20' };
    await s.rest('POST', '/me/survey', answers);
    expect((await s.rest<Answer<Settings>>('GET', '/settings')).body.data.onboardingCallPromptEnabled).toBe(true);
    expect((await s.rest<Answer<unknown>>('GET', '/prompts/onboarding')).body.data).toEqual(services.onboarding);
    const id = await instanceId(s);
    expect(services.callsTo('GET', '/prompts/onboarding')[0]?.query).toEqual({
      instance_id: id, user_id: `${id}#${owner.id}`, is_owner: 'true', survey_results: JSON.stringify(answers),
    });
  });

  it('signs the user up for the call with their address', async () => {
    const s = await configured();
    const owner = await setUpOwner(s);
    expect((await s.rest('POST', '/prompts/onboarding', { email: 'olivia@example.com' })).status).toBe(200);
    const id = await instanceId(s);
    expect(services.callsTo('POST', '/prompts/onboarding').map((c) => c.body)).toEqual([
      { instance_id: id, user_id: `${id}#${owner.id}`, email: 'olivia@example.com' },
    ]);
  });

  it('receives the sign-up form\'s agreement, and a refusal only stays in the user\'s settings', async () => {
    const s = await configured();
    const owner = await setUpOwner(s);
    const member = await addMember(s, 'mia@example.com');
    const yes = await s.rest<Answer<{ sent: boolean }>>('POST', '/accounts/onboarding', { email: 'olivia@example.com', agree: true });
    expect(yes.body.data).toEqual({ sent: true });
    const no = await s.rest<Answer<{ sent: boolean }>>('POST', '/accounts/onboarding', { email: 'mia@example.com', agree: false }, { as: member.cookie });
    expect(no.body.data).toEqual({ sent: false });
    const id = await instanceId(s);
    expect(services.callsTo('POST', '/accounts/onboarding').map((c) => c.body)).toEqual([
      { instance_id: id, user_id: `${id}#${owner.id}`, email: 'olivia@example.com', agree: true },
    ]);
    expect((await s.rest<Answer<User>>('GET', '/me', undefined, { as: member.cookie })).body.data.settings).toEqual({ agree: false });
  });
});
