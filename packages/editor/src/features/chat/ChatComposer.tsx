import { useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Textarea, Tooltip } from '@mantine/core';
import { IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import { chatFileSettings } from './chat-files';
import { chatTriggerOf } from './chat-run-data';
import { useChat } from './chat-store';
import { useChatRun } from './use-chat-run';
import classes from './ChatPanel.module.css';

/**
 * The message box: Enter sends, Shift+Enter breaks the line, ↑ in an empty box brings back the last
 * message. With the trigger's "Allow File Uploads" on, files can be attached; files alone are a message.
 */
export function ChatComposer() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const pending = useChat((state) => state.pending);
  const lastSent = useChat((state) => [...state.messages].reverse().find((message) => message.from === 'user')?.text);
  // The trigger node keeps its identity until edited, so selecting it does not re-render on every change.
  const trigger = useWorkflowStore((state) => chatTriggerOf(state.document.nodes));
  const uploads = chatFileSettings(trigger);
  const send = useChatRun();
  const input = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const attached = uploads.allowed ? files : [];
  const empty = text.trim() === '' && attached.length === 0;

  const submit = () => {
    if (empty || pending) return;
    void send(text, attached).then(() => input.current?.focus());
    setText('');
    setFiles([]);
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
      {attached.length > 0 && (
        <ul className={classes.chips} aria-label={t('chat.attachedFiles')} data-testid="chat-attached">
          {attached.map((file, index) => (
            <li key={`${index}:${file.name}`} className={classes.chip}>
              <span className={classes.chipName} title={file.name}>{file.name}</span>
              <ActionIcon variant="subtle" color="gray" size={18} aria-label={t('chat.removeFile', { name: file.name })}
                onClick={() => setFiles((current) => current.filter((_, position) => position !== index))}>
                <IconX size={12} />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
      <div className={classes.composerRow}>
        {uploads.allowed && (
          <>
            <input ref={picker} type="file" multiple hidden accept={uploads.accept} data-testid="chat-file-input"
              onChange={(event) => {
                const picked = [...(event.currentTarget.files ?? [])];
                event.currentTarget.value = '';
                setFiles((current) => [...current, ...picked]);
              }} />
            <Tooltip label={t('chat.attach')} withArrow>
              <ActionIcon size={38} radius="md" variant="default" aria-label={t('chat.attach')} disabled={pending}
                onClick={() => picker.current?.click()} data-testid="chat-attach">
                <IconPaperclip size={18} />
              </ActionIcon>
            </Tooltip>
          </>
        )}
        <Textarea ref={input} className={classes.input} autosize minRows={1} maxRows={6} radius="md" autoFocus
          aria-label={t('chat.placeholder')} placeholder={t('chat.placeholder')} value={text}
          onChange={(event) => setText(event.currentTarget.value)} onKeyDown={onKeyDown} data-testid="chat-input" />
        <ActionIcon type="submit" size={38} radius="md" disabled={pending || empty} aria-label={t('chat.send')} data-testid="chat-send">
          <IconSend size={18} />
        </ActionIcon>
      </div>
    </form>
  );
}
