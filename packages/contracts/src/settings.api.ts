import { z } from 'zod';
import { defineRoute } from './route.js';

/** The settings object of spec/admin.md §3, read by the editor before anything else. */
export const settingsSchema = z.object({
  versionCli: z.string(),
  userManagement: z.object({ enabled: z.boolean(), showSetupOnFirstLoad: z.boolean(), smtpSetup: z.boolean() }),
  publicApi: z.object({
    enabled: z.boolean(), latestVersion: z.number(), path: z.string(),
    /** Whether the interactive docs (Swagger UI) are served at `{path}/v{latestVersion}/docs`. */
    swaggerUi: z.object({ enabled: z.boolean() }),
  }),
  templates: z.object({ enabled: z.boolean(), host: z.string() }),
  telemetry: z.object({ enabled: z.boolean() }),
  communityNodesEnabled: z.boolean(),
  isNpmAvailable: z.boolean(),
  executionMode: z.enum(['regular', 'queue']),
  timezone: z.string(),
  executionTimeout: z.number(),
  maxExecutionTimeout: z.number(),
  saveDataErrorExecution: z.enum(['all', 'none']),
  saveDataSuccessExecution: z.enum(['all', 'none']),
  saveManualExecutions: z.boolean(),
  urlBaseWebhook: z.string(),
  endpointWebhook: z.string(),
  endpointWebhookTest: z.string(),
  endpointForm: z.string(),
  endpointFormTest: z.string(),
  oauthCallbackUrls: z.object({ oauth1: z.string(), oauth2: z.string() }),
  defaultLocale: z.string(),
  instanceId: z.string(),
  versionNotifications: z.object({ enabled: z.boolean(), endpoint: z.string(), infoUrl: z.string() }),
  personalizationSurveyEnabled: z.boolean(),
  /**
   * The contact prompt and the value survey (WEFT_PROMPTS_ENDPOINT, WEFT_VALUE_SURVEY_ENABLED). The editor
   * asks this instance's `/rest/prompts`, which alone talks to the service: off, nothing is asked.
   */
  prompts: z.object({ enabled: z.boolean(), valueSurveyEnabled: z.boolean() }),
  onboardingCallPromptEnabled: z.boolean(),
  workflowTagsDisabled: z.boolean(),
  hiringBannerEnabled: z.boolean(),
  /** Where the editor is served from (`WEFT_PATH`), always starting and ending with '/'. */
  basePath: z.string(),
  /** The REST base the editor calls, e.g. `/rest` or `/weft/rest`. */
  restEndpoint: z.string(),
  /** The Help menu's entries that leave the instance (WEFT_HELP_*_URL); an entry without a URL is hidden. */
  help: z.object({ forumUrl: z.string().optional(), courseUrl: z.string().optional() }),
  /** About's links: the source (hidden when unset) and the licence text this instance serves. */
  about: z.object({ sourceUrl: z.string().optional(), licenceUrl: z.string() }),
});
export type Settings = z.infer<typeof settingsSchema>;

export const getSettings = defineRoute({ method: 'GET', path: '/settings', response: settingsSchema });
