import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IDataObject } from '@weft/workflow';
import { JsonTree } from '../views/JsonView';
import { chatLines, generationsOf } from './ai-calls';
import type { ChatLine } from './ai-calls';
import { ChatMessages } from './ChatMessages';
import classes from './AiLog.module.css';

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return <div><Text size="xs" fw={600} c="dimmed" mb={2}>{label}</Text>{children}</div>;
}

function ValueText({ value, testId }: { value: unknown; testId: string }) {
  if (typeof value === 'string') return <div className={classes.text} data-testid={testId}>{value}</div>;
  return <JsonTree value={value} testId={testId} />;
}

function ModelOptions({ options }: { options: IDataObject }) {
  const { t } = useTranslation();
  const parts = [
    typeof options.model === 'string' ? t('ndv.aiLog.modelOptions', { model: options.model }) : undefined,
    typeof options.temperature === 'number' ? t('ndv.aiLog.temperature', { value: options.temperature }) : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? <Text size="xs" c="dimmed" mt={6} data-testid="ai-log-model-options">{parts.join(' · ')}</Text> : null;
}

/** What memory was asked to save: the user's message and the answer, as a turn of the chat. */
function savedTurn(json: IDataObject): ChatLine[] | undefined {
  if (typeof json.input !== 'string' || typeof json.output !== 'string') return undefined;
  return [{ role: 'user', text: json.input }, { role: 'ai', text: json.output }];
}

/** One recorded item of a call, rendered by what it holds: messages, generations, memory, a tool's input or answer. */
function ItemContent({ json, side }: { json: IDataObject; side: 'input' | 'output' }) {
  const { t } = useTranslation();
  const messages = chatLines(json.messages);
  if (messages) {
    return <>{<ChatMessages lines={messages} testId={`ai-log-${side}-messages`} />}{json.options && typeof json.options === 'object' ? <ModelOptions options={json.options as IDataObject} /> : null}</>;
  }
  const generations = side === 'output' ? generationsOf([json]) : undefined;
  if (generations) {
    const lines = generations.map(({ text, finishReason }): ChatLine => ({
      role: 'ai',
      text: text !== '' ? text : finishReason ? t('ndv.aiLog.noText', { reason: finishReason }) : t('ndv.aiLog.noTextNoReason'),
    }));
    return <ChatMessages lines={lines} testId="ai-log-output-messages" />;
  }
  const action = typeof json.action === 'string' ? json.action : undefined;
  if (action !== undefined) {
    const history = chatLines(json.chatHistory);
    const turn = savedTurn(json);
    // The answer repeats the action: it is named once, on what was asked.
    const actionLabel = action === 'loadMemoryVariables' || action === 'saveContext' ? t(`ndv.aiLog.memoryActions.${action}`) : action;
    return (
      <>
        {side === 'input' && <Text size="sm" fw={500} mb={6} data-testid="ai-log-memory-action">{actionLabel}</Text>}
        {turn && <ChatMessages lines={turn} testId={`ai-log-${side}-messages`} />}
        {history && <Labelled label={t('ndv.aiLog.chatHistory')}><ChatMessages lines={history} testId={`ai-log-${side}-history`} /></Labelled>}
      </>
    );
  }
  if ('input' in json && Object.keys(json).length === 1) {
    return <Labelled label={t('ndv.aiLog.toolInput')}><ValueText value={json.input} testId="ai-log-tool-input" /></Labelled>;
  }
  if ('response' in json && Object.keys(json).filter((key) => key !== 'tokenUsage').length === 1) {
    return <Labelled label={t('ndv.aiLog.toolResponse')}><ValueText value={json.response} testId="ai-log-tool-response" /></Labelled>;
  }
  const { tokenUsage: _usage, ...rest } = json;
  return <JsonTree value={rest} testId={`ai-log-${side}-json`} />;
}

/** One side of a call, rendered readably, or as the raw JSON that was recorded. */
export function AiCallContent({ items, side, raw }: { items: readonly IDataObject[]; side: 'input' | 'output'; raw: boolean }) {
  if (raw) return <JsonTree value={items} testId={`ai-log-${side}-raw`} />;
  return <>{items.map((json, index) => <ItemContent key={index} json={json} side={side} />)}</>;
}
