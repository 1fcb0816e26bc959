import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { OWNER, startServer, type RunningServer } from '../harness/server.js';
import { eventually } from '../harness/eventually.js';

/** The page's own session ends, as a sign-out from another place would end it. */
async function signOutInPage(page: Page, baseUrl: string): Promise<void> {
  const status = await page.evaluate(async (url) => (await fetch(`${url}/rest/logout`, { method: 'POST' })).status, baseUrl);
  expect(status).toBe(200);
}

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('signin-email').fill(email);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
}

/** The path and query of a link from a mail, opened on this server (mails name the configured origin). */
function onServer(baseUrl: string, link: string): string {
  const url = new URL(link);
  return `${baseUrl}${url.pathname}${url.search}`;
}

async function closeSurveyIfOpen(page: Page): Promise<void> {
  const survey = page.getByTestId('personalization-form');
  if (await survey.isVisible()) await page.keyboard.press('Escape');
}

describe('auth screens before and after owner setup', () => {
  const browser = useBrowser();
  let server: RunningServer;
  const owner = { email: 'olive@weft.test', firstName: 'Olive', lastName: 'Owner', password: 'Sturdy-pass1' };

  beforeAll(async () => {
    server = await startServer({}, undefined, { accounts: 'none' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends every route to owner setup and checks its fields on blur and on submit', async () => {
    const { page } = browser();
    await page.goto(`${server.baseUrl}/workflow`);
    await page.waitForURL(`${server.baseUrl}/setup`);
    const setup = page.getByTestId('setup-page');
    await setup.waitFor();

    await page.getByTestId('setup-submit').click();
    await expect.poll(() => setup.getByText('This field is required').count()).toBe(4);

    await page.getByTestId('setup-email').fill('olive@');
    await page.getByTestId('setup-first-name').focus();
    await setup.getByText('Please enter a valid email address').waitFor();

    await page.getByTestId('setup-first-name').fill('x'.repeat(33));
    await page.getByTestId('setup-password').focus();
    await setup.getByText('At most 32 characters').waitFor();

    await page.getByTestId('setup-password').fill('short');
    await page.getByTestId('setup-email').focus();
    await setup.getByText('The password needs at least 8 characters').waitFor();
    await page.getByTestId('setup-password').fill('longenough');
    await setup.getByText('The password needs at least 1 number').waitFor();
    await page.getByTestId('setup-password').fill('longenough1');
    await setup.getByText('The password needs at least 1 capital letter').waitFor();
    await screenshot(page, 'auth-setup-validation');

    // The skip link asks first; going back leaves setup as it was.
    await page.getByTestId('skip-setup').click();
    await page.getByTestId('skip-setup-modal').waitFor();
    await screenshot(page, 'auth-setup-skip-confirm');
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.getByTestId('skip-setup-modal').waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${server.baseUrl}/setup`);
  });

  it('sets up the owner and opens the editor signed in as them', async () => {
    const { page } = browser();
    await page.goto(`${server.baseUrl}/setup`);
    await page.getByTestId('setup-email').fill(owner.email);
    await page.getByTestId('setup-first-name').fill(owner.firstName);
    await page.getByTestId('setup-last-name').fill(owner.lastName);
    await page.getByTestId('setup-password').fill(owner.password);
    await screenshot(page, 'auth-setup-filled');
    await page.getByTestId('setup-submit').click();
    await page.waitForURL(`${server.baseUrl}/workflow`);
    await page.getByTestId('canvas').waitFor();

    const me = await page.evaluate(async (url) => (await (await fetch(`${url}/rest/login`)).json()) as { data: { email: string; globalRole: { name: string } } }, server.baseUrl);
    expect(me.data).toMatchObject({ email: owner.email, globalRole: { name: 'owner' } });

    const settings = await page.evaluate(async (url) => (await (await fetch(`${url}/rest/settings`)).json()) as { data: { personalizationSurveyEnabled: boolean } }, server.baseUrl);
    if (settings.data.personalizationSurveyEnabled) {
      await page.getByTestId('personalization-form').waitFor();
      await screenshot(page, 'auth-personalization-survey');
    }
    await closeSurveyIfOpen(page);
    if (settings.data.personalizationSurveyEnabled) {
      // Closing counts, on the server: the survey does not come back on the next load.
      await eventually(async () => {
        const user = await page.evaluate(async (url) => (await (await fetch(`${url}/rest/login`)).json()) as { data: { personalizationAnswers: unknown } }, server.baseUrl);
        expect(user.data.personalizationAnswers).toEqual({ version: 'v3' });
      });
      await page.reload();
      await page.getByTestId('canvas').waitFor();
      await page.getByTestId('sidebar').waitFor();
      await screenshot(page, 'auth-survey-closed-reload');
      expect(await page.getByTestId('personalization-form').count()).toBe(0);
    }

    // Setup is done: /setup is no longer for this user.
    await page.goto(`${server.baseUrl}/setup`);
    await page.waitForURL(`${server.baseUrl}/workflow`);
  });

  it('after sign-out, a page asks for sign-in with a redirect back', async () => {
    const { page } = browser();
    await page.goto(`${server.baseUrl}/workflow`);
    await page.getByTestId('canvas').waitFor();
    await signOutInPage(page, server.baseUrl);

    await page.goto(`${server.baseUrl}/settings/personal`);
    await page.waitForURL(`${server.baseUrl}/signin?redirect=%2Fsettings%2Fpersonal`);
    await page.getByTestId('signin-page').waitFor();
  });

  it('shows the server’s message when the password is wrong, and nothing before submit', async () => {
    const { page } = browser();
    await page.goto(`${server.baseUrl}/signin`);
    const signin = page.getByTestId('signin-page');
    await page.getByTestId('signin-email').fill('not-an-address');
    await page.getByTestId('signin-password').focus();
    // No validation on blur (spec admin §2).
    await eventually(async () => expect(await signin.getByText('Please enter a valid email address').count()).toBe(0));
    await eventually(async () => expect(await signin.getByText('This field is required').count()).toBe(0));

    await page.getByTestId('signin-submit').click();
    await signin.getByText('This field is required').waitFor();

    await signInWithForm(page, owner.email, 'Wrong-pass1');
    const error = page.getByTestId('auth-form-error');
    await error.waitFor();
    await eventually(async () => expect(await error.innerText()).toContain('Problem logging in'));
    await eventually(async () => expect((await error.innerText()).split('\n').filter(Boolean).length).toBeGreaterThan(1));
    expect(page.url()).toContain('/signin');
    await screenshot(page, 'auth-signin-wrong-password');
  });

  it('signs in and follows the redirect query', async () => {
    const { page } = browser();
    await page.goto(`${server.baseUrl}/settings/personal`);
    await page.waitForURL(`${server.baseUrl}/signin?redirect=%2Fsettings%2Fpersonal`);
    await screenshot(page, 'auth-signin');
    await signInWithForm(page, owner.email, owner.password);
    await page.waitForURL(`${server.baseUrl}/settings/personal`);
  });

  it('does not follow a redirect to another site', async () => {
    const { page } = browser();
    await signOutInPage(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/signin?redirect=${encodeURIComponent('//evil.example/')}`);
    await signInWithForm(page, owner.email, owner.password);
    await page.waitForURL(`${server.baseUrl}/workflow`);
  });

  it('a session that ends while the editor is open leads to sign-in and back to the same workflow', async () => {
    const { page } = browser();
    const created = await page.evaluate(async (url) => {
      // Answered, so that the survey does not open over the canvas.
      await fetch(`${url}/rest/me/survey`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"version":"v3"}' });
      const response = await fetch(`${url}/rest/workflows`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Session check',
          nodes: [{ id: 'n1', name: 'Start here', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [100, 200], parameters: {} }],
          connections: {},
        }),
      });
      return ((await response.json()) as { data: { id: string } }).data;
    }, server.baseUrl);
    await page.goto(`${server.baseUrl}/workflow/${created.id}`);
    await page.getByTestId('canvas-node').first().waitFor();

    await signOutInPage(page, server.baseUrl);
    // Any call now answers 401; opening the workflow list makes one.
    await page.getByTestId('canvas').click({ position: { x: 40, y: 40 } });
    await page.keyboard.press('Control+o');
    await page.waitForURL(`${server.baseUrl}/signin?redirect=${encodeURIComponent(`/workflow/${created.id}`)}`);
    await page.getByText('You have been signed out').waitFor();
    await screenshot(page, 'auth-session-expired');

    await signInWithForm(page, owner.email, owner.password);
    await page.waitForURL(`${server.baseUrl}/workflow/${created.id}`);
    await page.getByTestId('canvas-node').first().waitFor();
  });

  it('sends a signed-in user who opens a signed-out page home', async () => {
    const { page } = browser();
    await page.goto(`${server.baseUrl}/forgot-password`);
    await page.waitForURL(`${server.baseUrl}/workflow`);
  });

  it('without e-mail set up, forgot-password only says who can help', async () => {
    const { page } = browser();
    await signOutInPage(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/signin`);
    await page.getByTestId('forgot-password-link').click();
    await page.waitForURL(`${server.baseUrl}/forgot-password`);
    await page.getByTestId('forgot-no-smtp').waitFor();
    await eventually(async () => expect(await page.getByTestId('forgot-submit').count()).toBe(0));
    await eventually(async () => expect(await page.getByTestId('forgot-email').count()).toBe(0));
    await screenshot(page, 'auth-forgot-password-no-smtp');
    await page.getByTestId('back-to-signin').click();
    await page.waitForURL(`${server.baseUrl}/signin`);
  });

  it('an invitation link with a value missing says which and opens sign-in', async () => {
    const { page } = browser();
    await page.goto(`${server.baseUrl}/signup?inviterId=someone`);
    await page.waitForURL(`${server.baseUrl}/signin`);
    await page.getByText('Missing user ID').waitFor();

    await page.goto(`${server.baseUrl}/signup?inviteeId=someone`);
    await page.waitForURL(`${server.baseUrl}/signin`);
    await page.getByText('Missing token').waitFor();
  });

  it('an invitation link the server does not know is refused', async () => {
    const { page } = browser();
    await page.goto(`${server.baseUrl}/signup?inviterId=nobody&inviteeId=nobody-else`);
    await page.waitForURL(`${server.baseUrl}/signin`);
    await page.getByText('Issue validating invite token').waitFor();
  });

  it('a password link without its token or user, or a forged one, is refused', async () => {
    const { page } = browser();
    await page.goto(`${server.baseUrl}/change-password?userId=someone`);
    await page.waitForURL(`${server.baseUrl}/signin`);
    await page.getByText('Missing token').waitFor();

    await page.goto(`${server.baseUrl}/change-password?token=forged&userId=someone`);
    await page.waitForURL(`${server.baseUrl}/signin`);
    await page.getByText('Issue validating the password reset link').waitFor();
  });
});

describe('auth screens with e-mail set up', () => {
  const browser = useBrowser();
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({}, undefined, { accounts: 'owner', smtp: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('an invited member signs up from the mailed link and is signed in', async () => {
    const invitee = 'mira@weft.test';
    await api(server.baseUrl, 'POST', '/users', [{ email: invitee }]);
    const mail = await server.inbox!.waitForMail(invitee);
    const link = mail.links.find((candidate) => candidate.includes('/signup'));
    expect(link).toBeDefined();

    const { page, context } = browser();
    await context.clearCookies();
    await page.goto(onServer(server.baseUrl, link!));
    const signup = page.getByTestId('signup-page');
    await signup.getByText(`${OWNER.firstName} ${OWNER.lastName} has invited you`).waitFor();
    await eventually(async () => expect(await page.getByTestId('signup-email').inputValue()).toBe(invitee));

    await page.getByTestId('signup-submit').click();
    await expect.poll(() => signup.getByText('This field is required').count()).toBe(3);
    await page.getByTestId('signup-first-name').fill('Mira');
    await page.getByTestId('signup-last-name').fill('Member');
    await page.getByTestId('signup-password').fill('Member-pass1');
    await screenshot(page, 'auth-signup');
    await page.getByTestId('signup-submit').click();
    await page.waitForURL(`${server.baseUrl}/workflow`);

    const me = await page.evaluate(async (url) => (await (await fetch(`${url}/rest/login`)).json()) as { data: { email: string; globalRole: { name: string } } }, server.baseUrl);
    expect(me.data).toMatchObject({ email: invitee, globalRole: { name: 'member' } });
  });

  it('a recovery link from the mail changes the password', async () => {
    const { page, context } = browser();
    await context.clearCookies();
    await page.goto(`${server.baseUrl}/forgot-password`);
    await page.getByTestId('forgot-email').fill('not an address');
    await page.getByTestId('forgot-submit').click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByTestId('forgot-email').fill(OWNER.email);
    await screenshot(page, 'auth-forgot-password');
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-sent').waitFor();
    await screenshot(page, 'auth-forgot-password-sent');

    const mail = await server.inbox!.waitForMail(OWNER.email);
    const link = mail.links.find((candidate) => candidate.includes('/change-password'));
    expect(link).toBeDefined();
    await page.goto(onServer(server.baseUrl, link!));
    await page.getByTestId('change-password-new').waitFor();

    await page.getByTestId('change-password-new').fill('Brand-new1');
    await page.getByTestId('change-password-again').fill('Brand-new2');
    await page.getByTestId('change-password-new').focus();
    await page.getByText('Passwords must match').waitFor();
    await screenshot(page, 'auth-change-password');
    await page.getByTestId('change-password-again').fill('Brand-new1');
    await page.getByTestId('change-password-submit').click();
    await page.waitForURL(`${server.baseUrl}/signin`);
    await page.getByText('Password changed').waitFor();

    await signInWithForm(page, OWNER.email, 'Brand-new1');
    await page.waitForURL(`${server.baseUrl}/workflow`);
    await closeSurveyIfOpen(page);
  });

  it('offers the personalization survey once to a new member, with its conditional questions', async () => {
    const { page, context } = browser();
    await context.clearCookies();
    // The instance's switch for the survey, turned on for this page only.
    await page.route(`${server.baseUrl}/rest/settings`, async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { ...json, data: { ...json.data, personalizationSurveyEnabled: true } } });
    });
    await page.goto(`${server.baseUrl}/signin`);
    await signInWithForm(page, 'mira@weft.test', 'Member-pass1');
    await page.waitForURL(`${server.baseUrl}/workflow`);
    const form = page.getByTestId('personalization-form');
    await form.waitFor();
    await eventually(async () => expect(await page.getByTestId('survey-companyIndustryExtended').count()).toBe(0));
    await eventually(async () => expect(await page.getByTestId('survey-automationGoalSm').count()).toBe(0));

    await page.getByTestId('survey-companyType').click();
    await page.getByRole('option', { name: 'Something else' }).click();
    await page.getByTestId('survey-companyIndustryExtended').waitFor();
    await page.getByTestId('survey-automationGoal').click();
    await page.getByRole('option', { name: 'Sales and marketing' }).click();
    await page.getByTestId('survey-automationGoalSm').click();
    await page.getByRole('option', { name: 'Running campaigns' }).click();
    await form.getByText('A few optional questions').click();
    await page.getByTestId('survey-companySize').click();
    await page.getByRole('option', { name: '20 to 99' }).click();
    await screenshot(page, 'auth-personalization-survey');

    await page.getByTestId('personalization-submit').click();
    await page.getByTestId('personalization-submitted').waitFor();
    await screenshot(page, 'auth-personalization-submitted');
    await page.getByTestId('personalization-done').click();
    await form.waitFor({ state: 'detached' });

    const me = await page.evaluate(async (url) => (await (await fetch(`${url}/rest/login`)).json()) as { data: { personalizationAnswers: unknown } }, server.baseUrl);
    expect(me.data.personalizationAnswers).toMatchObject({
      version: 'v3', companyType: 'other', automationGoal: 'sales-marketing', automationGoalSm: ['campaign-management'], companySize: '20-99',
    });

    await page.reload();
    await page.getByTestId('canvas').waitFor();
    await eventually(async () => expect(await page.getByTestId('personalization-form').count()).toBe(0));
    await page.unrouteAll();
  });
});
