import { useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useChat } from './chat-store';
import { useChatRun } from './use-chat-run';
import classes from './ChatPanel.module.css';

/** The message box: Enter sends, Shift+Enter breaks the line, ↑ in an empty box brings back the last message. */
export function ChatComposer() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const pending = useChat((state) => state.pending);
  const lastSent = useChat((state) => [...state.messages].reverse().find((message) => message.from === 'user')?.text);
  const send = useChatRun();
  const input = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    if (!text.trim() || pending) return;
    void send(text).then(() => input.current?.focus());
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === 'ArrowUp' && text === '' && lastSent) {
      event.preventDefault();
      setText(lastSent);
    }
  };
  return (
    <form className={classes.composer} onSubmit={(event) => { event.preventDefault(); submit(); }}>
      <Textarea ref={input} className={classes.input} autosize minRows={1} maxRows={6} radius="md" autoFocus
        aria-label={t('chat.placeholder')} placeholder={t('chat.placeholder')} value={text}
        onChange={(event) => setText(event.currentTarget.value)} onKeyDown={onKeyDown} data-testid="chat-input" />
      <ActionIcon type="submit" size={38} radius="md" disabled={pending || text.trim() === ''} aria-label={t('chat.send')} data-testid="chat-send">
        <IconSend size={18} />
      </ActionIcon>
    </form>
  );
}
