import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import { chatTriggerOf } from './chat-run-data';
import { useChat } from './chat-store';

/** Beside the run button when the workflow starts with a chat trigger (as n8n's canvas has it). */
export function OpenChatButton() {
  const { t } = useTranslation();
  const hasTrigger = useWorkflowStore((state) => chatTriggerOf(state.document.nodes) !== undefined);
  const open = useChat((state) => state.open);
  const setOpen = useChat((state) => state.setOpen);
  if (!hasTrigger) return null;
  return (
    <Button size="md" radius="md" variant={open ? 'light' : 'default'} leftSection={<IconMessageCircle size={18} />}
      onClick={() => setOpen(!open)} aria-expanded={open} aria-controls="chat-panel" data-testid="open-chat-button">
      {t('chat.openChat')}
    </Button>
  );
}
