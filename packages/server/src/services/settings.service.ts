import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Settings } from '@weft/contracts';
import { DEFAULT_WEBHOOK_ENDPOINTS } from '@weft/workflow';
import type { WeftConfig } from '../config.js';
import type { SettingsRepository } from '../db/settings.repository.js';
import type { UsersRepository } from '../db/users.repository.js';
import { licencePath } from '../web/licence.routes.js';
import { oauthCallbackUrl } from './credentials/oauth-state.js';
import { templatesHostUrl } from './templates/templates-host-url.js';

/** Checks once, in the background, whether `npm` can be run (community packages need it). */
export class NpmAvailability {
  private check?: Promise<boolean>;

  isAvailable(): Promise<boolean> {
    this.check ??= new Promise((resolve) => {
      execFile('npm', ['--version'], { timeout: 15_000, windowsHide: true }, (error) => resolve(!error));
    });
    return this.check;
  }
}

let cachedVersion: string | undefined;

/** The version of this package, read once (same relative path from src/ and dist/). */
export function weftVersion(): string {
  cachedVersion ??= (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  return cachedVersion;
}

/** The public origin of this instance, e.g. http://localhost:5678, without the base path. */
export function instanceOrigin(config: WeftConfig): string {
  const wildcard = config.host === '0.0.0.0' || config.host === '::' || config.host === '';
  const host = wildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `${config.protocol}://${host}:${config.port}`;
}

export function restEndpoint(config: WeftConfig): string {
  return `${config.basePath}rest`;
}

/** n8n's shape; on only with an endpoint to ask, so an instance never phones home unless told where. */
function versionNotificationsOf({ versionNotifications: v }: WeftConfig): Settings['versionNotifications'] {
  return { enabled: v.enabled && v.endpoint !== undefined, endpoint: v.endpoint ?? '', infoUrl: v.infoUrl ?? '' };
}

/** Set by POST /owner/skip-setup: the editor stops sending everybody to the setup page. */
export const SKIP_OWNER_SETUP_KEY = 'userManagement.skipOwnerSetup';

/** The settings object of spec/admin.md §3, with this instance's values. */
export class SettingsService {
  constructor(
    private readonly config: WeftConfig,
    readonly instanceId: string,
    private readonly npm: NpmAvailability,
    private readonly stored: { users: UsersRepository; settings: SettingsRepository },
  ) {}

  /** Whether the editor sends everybody to owner setup: no owner yet, and setup not skipped. */
  async showSetupOnFirstLoad(): Promise<boolean> {
    if (await this.stored.users.findByRole('owner')) return false;
    return await this.stored.settings.get(SKIP_OWNER_SETUP_KEY) !== 'true';
  }

  async settings(): Promise<Settings> {
    const { config } = this;
    const instanceBaseUrl = `${instanceOrigin(config)}${config.basePath}`;
    return {
      versionCli: weftVersion(),
      userManagement: { enabled: true, showSetupOnFirstLoad: await this.showSetupOnFirstLoad(), smtpSetup: config.smtp !== undefined },
      publicApi: {
        enabled: config.publicApi.enabled, latestVersion: 1, path: 'api',
        swaggerUi: { enabled: config.publicApi.enabled && config.publicApi.swaggerUiEnabled },
      },
      templates: { enabled: config.templates.enabled, host: templatesHostUrl(config) },
      telemetry: { enabled: false },
      communityNodesEnabled: config.communityPackagesEnabled,
      isNpmAvailable: await this.npm.isAvailable(),
      executionMode: config.executionsMode,
      timezone: config.timezone,
      executionTimeout: config.executionTimeout,
      maxExecutionTimeout: config.maxExecutionTimeout,
      saveDataErrorExecution: config.saveDataErrorExecution,
      saveDataSuccessExecution: config.saveDataSuccessExecution,
      saveManualExecutions: config.saveManualExecutions,
      urlBaseWebhook: instanceBaseUrl,
      ...DEFAULT_WEBHOOK_ENDPOINTS,
      // What users register at the service; the callback routes answer there (behind a proxy too).
      oauthCallbackUrls: { oauth1: oauthCallbackUrl(config, 'oauth1'), oauth2: oauthCallbackUrl(config, 'oauth2') },
      defaultLocale: 'en',
      instanceId: this.instanceId,
      versionNotifications: versionNotificationsOf(config),
      personalizationSurveyEnabled: true,
      prompts: { enabled: config.prompts.endpoint !== undefined, valueSurveyEnabled: config.prompts.valueSurveyEnabled },
      onboardingCallPromptEnabled: config.prompts.onboardingEndpoint !== undefined,
      workflowTagsDisabled: false,
      hiringBannerEnabled: false,
      basePath: config.basePath,
      restEndpoint: restEndpoint(config),
      help: { ...config.help },
      about: { ...(config.sourceUrl ? { sourceUrl: config.sourceUrl } : {}), licenceUrl: licencePath(config) },
    };
  }
}
