import type { WeftConfig } from '../config.js';

/**
 * The origins outside this instance the editor's own scripts call, each only because the admin
 * configured it (the version feed, a remote templates host): the content-security policy lets the
 * editor reach these and nothing else.
 */
export function editorConnectSources(config: WeftConfig): string[] {
  const { versionNotifications, templates } = config;
  const urls = [
    ...(versionNotifications.enabled && versionNotifications.endpoint ? [versionNotifications.endpoint] : []),
    ...(templates.enabled && templates.host ? [templates.host] : []),
  ];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}
