import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PromptServicesStandIn } from '../../packages/server/src/test/prompt-services-stand-in.js';
import { answerPersonalization, setUpOwnerOnPage } from '../harness/accounts.js';
import { openBrowser, settledScreenshot, type BrowserSession } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { startServer, type RunningServer } from '../harness/server.js';

/**
 * Issue 32's prompts and surveys against local stand-ins of the prompts and onboarding services (n8n's
 * shapes): the owner sets up with 'agree' ticked and answers the personalization survey, then meets the
 * value survey through both steps, the onboarding toast and its signup, and the contact prompt.
 */

const OWNER = { email: 'owner@weft.test', firstName: 'Olive', lastName: 'Owner', password: 'Owner-pass1' };

async function toast(page: Page, text: string) {
  const found = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await found.waitFor();
  return found;
}

describe('prompts and surveys with the services configured', { timeout: 120_000 }, () => {
  const services = new PromptServicesStandIn();
  let server: RunningServer;
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    await services.start();
    server = await startServer({
      WEFT_PROMPTS_ENDPOINT: services.url, WEFT_VALUE_SURVEY_ENABLED: 'true', WEFT_ONBOARDING_ENDPOINT: services.url,
    }, undefined, { accounts: 'none' });
    browser = await openBrowser();
    page = browser.page;
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await services.stop();
  });

  it('sends the setup form\'s agreement and the personalization answers to the onboarding service', async () => {
    services.prompts = { showValueSurvey: false };
    await setUpOwnerOnPage(page, server.baseUrl, OWNER, { agree: true });
    await answerPersonalization(page, 'Software as a service', 'Fewer than 20');

    await eventually(() => expect(services.callsTo('POST', '/accounts/onboarding').map((c) => c.body)).toEqual([
      expect.objectContaining({ email: OWNER.email, agree: true }),
    ]));
    // The onboarding service is asked once the survey is answered, with its answers.
    const asked = await eventually(() => {
      const [call] = services.callsTo('GET', '/prompts/onboarding');
      expect(call).toBeDefined();
      return call!;
    });
    expect(JSON.parse(asked.query.survey_results ?? '{}')).toMatchObject({ companyType: 'saas', companySize: '<20', version: 'v3' });
    expect(asked.query.is_owner).toBe('true');
  });

  it('shows the onboarding toast, and a click on it opens the call signup that sends the address', async () => {
    const prompt = await toast(page, 'Get started faster');
    expect(await prompt.innerText()).toContain('Book a free 30-minute onboarding call');
    await settledScreenshot(page, 'prompts-1-onboarding-toast');
    await prompt.click();
    // A Mantine modal's root has no box of its own: what shows is its content.
    await page.getByTestId('onboarding-signup-email').waitFor();
    expect(await page.getByTestId('onboarding-signup-email').inputValue()).toBe(OWNER.email);
    await page.getByTestId('onboarding-signup-email').fill('not an address');
    await page.getByTestId('onboarding-signup-submit').click();
    await page.getByText("This doesn't seem to be a valid email address").waitFor();
    await page.getByTestId('onboarding-signup-email').fill('olive.calls@weft.test');
    await settledScreenshot(page, 'prompts-2-onboarding-signup');
    await page.getByTestId('onboarding-signup-submit').click();
    await toast(page, 'Request received');
    await page.getByTestId('onboarding-signup-email').waitFor({ state: 'detached' });
    expect(services.callsTo('POST', '/prompts/onboarding').map((c) => (c.body as { email: string }).email)).toEqual(['olive.calls@weft.test']);
  });

  it('takes the value survey through both steps: a high score, then the address', async () => {
    services.prompts = { showValueSurvey: true };
    await page.reload();
    const title = page.getByTestId('value-survey-title');
    await title.waitFor();
    expect(await title.innerText()).toBe('How likely are you to recommend Weft to a friend or colleague?');
    await settledScreenshot(page, 'prompts-3-value-survey-score');

    // Not modal: a click beside it (on the canvas) leaves it open.
    await page.mouse.click(700, 200);
    await title.waitFor();

    await page.getByTestId('value-survey-score-9').click();
    expect(await title.innerText()).toBe('Great to hear! Can we reach out to see how we can make Weft even better for you?');
    const send = page.getByTestId('value-survey-send');
    await page.getByTestId('value-survey-email').fill('olive@');
    expect(await send.isDisabled()).toBe(true);
    await page.getByTestId('value-survey-email').fill('Olive@Weft.test');
    expect(await send.isDisabled()).toBe(false);
    await settledScreenshot(page, 'prompts-4-value-survey-email');
    await send.click();
    await toast(page, 'Thanks for your feedback');
    await title.waitFor({ state: 'detached' });
    await settledScreenshot(page, 'prompts-5-value-survey-sent');
    expect(services.callsTo('POST', '/value-survey').map((c) => c.body)).toEqual([{ value: '9' }, { value: '9', email: 'olive@weft.test' }]);
    const userId = services.callsTo('GET', '/prompts')[0]?.headers['n8n-user-id'];
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(services.callsTo('POST', '/value-survey').map((c) => c.headers['n8n-user-id'])).toEqual([userId, userId]);
  });

  it('asks a low score how to improve', async () => {
    await page.reload();
    await page.getByTestId('value-survey-title').waitFor();
    await page.getByTestId('value-survey-score-5').click();
    expect(await page.getByTestId('value-survey-title').innerText())
      .toBe("Thanks for your feedback! We'd love to understand how we can improve. Can we reach out?");
    await page.locator('.mantine-Drawer-close').click();
    await page.getByTestId('value-survey-title').waitFor({ state: 'detached' });
  });

  it('shows the contact prompt the service asks for, with its title and message', async () => {
    services.prompts = { showContactPrompt: true, title: 'You build a lot!', message: 'May we ask you about it?', showValueSurvey: true };
    await page.reload();
    await page.getByTestId('contact-prompt-description').waitFor();
    await page.getByText('You build a lot!').waitFor();
    expect(await page.getByTestId('contact-prompt-description').innerText()).toBe('May we ask you about it?');
    // The contact prompt comes first: the value survey waits for another time.
    expect(await page.getByTestId('value-survey-title').count()).toBe(0);
    await page.getByTestId('contact-prompt-email').fill('olive.contact@weft.test');
    await settledScreenshot(page, 'prompts-6-contact');
    await page.getByTestId('contact-prompt-submit').click();
    await toast(page, "It's people like you that help improve Weft.");
    await page.getByTestId('contact-prompt-description').waitFor({ state: 'detached' });
    expect(services.callsTo('POST', '/prompt').map((c) => c.body)).toEqual([{ email: 'olive.contact@weft.test' }]);
  });
});
