import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMessageCircle, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import { chatTriggerOf } from './chat-run-data';
import { useChat } from './chat-store';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';
import classes from './ChatPanel.module.css';

/**
 * The editor's chat for manual runs, docked beside the canvas: each message runs the workflow from its
 * chat trigger in the panel's session, the run's steps show as they happen, then the answer.
 */
export function ChatPanel() {
  const { t } = useTranslation();
  const open = useChat((state) => state.open);
  const sessionId = useChat((state) => state.sessionId);
  const pending = useChat((state) => state.pending);
  const setOpen = useChat((state) => state.setOpen);
  const newSession = useChat((state) => state.newSession);
  const hasTrigger = useWorkflowStore((state) => chatTriggerOf(state.document.nodes) !== undefined);
  if (!open || !hasTrigger) return null;
  return (
    <aside id="chat-panel" className={classes.panel} aria-label={t('chat.title')} data-testid="chat-panel">
      <header className={classes.header}>
        <span className={classes.badge} aria-hidden><IconMessageCircle size={18} /></span>
        <div className={classes.heading}>
          <h2>{t('chat.title')}</h2>
          <span className={classes.session} data-testid="chat-session">{t('chat.session', { id: sessionId.slice(0, 8) })}</span>
        </div>
        <Tooltip label={t('chat.newSession')} withArrow>
          <ActionIcon variant="subtle" color="gray" size={32} aria-label={t('chat.newSession')} disabled={pending}
            onClick={newSession} data-testid="chat-new-session">
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('chat.close')} withArrow>
          <ActionIcon variant="subtle" color="gray" size={32} aria-label={t('chat.close')} onClick={() => setOpen(false)} data-testid="chat-close">
            <IconX size={18} />
          </ActionIcon>
        </Tooltip>
      </header>
      <ChatMessages />
      <ChatComposer />
    </aside>
  );
}
