import { useEffect, useRef } from 'react';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import { chatSteps, chatTriggerOf } from './chat-run-data';
import { useChat } from './chat-store';
import { ChatSteps } from './ChatSteps';
import classes from './ChatPanel.module.css';

/** The steps of the run answering now, from the run's live messages. */
function LiveSteps() {
  const { t } = useTranslation();
  const runData = useWorkflowStore((state) => state.run?.runData);
  const executing = useWorkflowStore((state) => state.run?.executingNodes);
  const triggerName = useWorkflowStore((state) => chatTriggerOf(state.document.nodes)?.name ?? '');
  const steps = chatSteps(runData ?? {}, executing ?? [], triggerName);
  return (
    <div className={`${classes.message} ${classes.bot} ${classes.thinking}`} data-testid="chat-thinking">
      <span className={classes.typing} aria-label={t('chat.thinking')}><span /><span /><span /></span>
      <ChatSteps steps={steps} live />
    </div>
  );
}

/** The conversation; it follows the newest message. */
export function ChatMessages() {
  const { t } = useTranslation();
  const messages = useChat((state) => state.messages);
  const pending = useChat((state) => state.pending);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, pending]);
  return (
    <div className={classes.messages} role="log" aria-live="polite" aria-label={t('chat.title')} data-testid="chat-messages">
      {messages.length === 0 && !pending && <p className={classes.empty}>{t('chat.empty')}</p>}
      {messages.map((message) => (
        <div key={message.id} className={`${classes.message} ${message.from === 'user' ? classes.user : classes.bot}`}
          data-from={message.from} data-error={message.error === true} data-testid="chat-message">
          <span className={classes.srOnly}>{message.from === 'user' ? t('chat.you') : t('chat.bot')}: </span>
          {message.text !== '' && <div className={classes.text}>{message.text}</div>}
          {message.files && message.files.length > 0 && (
            <ul className={classes.files} aria-label={t('chat.attachedFiles')} data-testid="chat-message-files">
              {message.files.map((name, index) => <li key={`${index}:${name}`} className={classes.file}><IconPaperclip size={12} aria-hidden />{name}</li>)}
            </ul>
          )}
          {message.steps && message.steps.length > 0 && (
            <details className={classes.stepsBox}>
              <summary>{t('chat.steps', { count: message.steps.length })}</summary>
              <ChatSteps steps={message.steps} />
            </details>
          )}
        </div>
      ))}
      {pending && <LiveSteps />}
      <div ref={end} />
    </div>
  );
}
