import { notifications } from '@mantine/notifications';
import { i18n } from '../../i18n/i18n';

/** The persistent preflight toast (spec/editor.md §8): the title, the advice, then each 'node: issue'. */
export function showIssuesToast(lines: string[]): void {
  notifications.show({
    id: 'run-preflight-issues',
    color: 'red',
    autoClose: false,
    title: i18n.t('run.issuesTitle'),
    message: [i18n.t('run.issuesMessage'), ...lines].join('\n'),
    style: { whiteSpace: 'pre-line' },
  });
}

export function showConnectionLostToast(): void {
  notifications.show({ id: 'run-connection-lost', color: 'red', title: i18n.t('push.connectionLost'), message: i18n.t('push.connectionLostTooltip') });
}
