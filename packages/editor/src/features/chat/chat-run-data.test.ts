import { describe, expect, it } from 'vitest';
import type { IDataObject, IRunData, ITaskData } from '@weft/workflow';
import { answerOf, chatAnswer, chatItem, chatSteps, chatTriggerOf } from './chat-run-data';

const task = (startTime: number, json: IDataObject | undefined, extra: Partial<ITaskData> = {}): ITaskData => ({
  startTime, executionTime: 5, source: [], ...(json ? { data: { main: [[{ json }]] } } : {}), ...extra,
});

const runData: IRunData = {
  'When chat message received': [task(1, { sessionId: 's', action: 'sendMessage', chatInput: 'What is 6*7?' })],
  'AI Agent': [task(2, { output: '42' })],
  'OpenAI Chat Model': [
    task(3, undefined, { inputOverride: { ai_languageModel: [[{ json: { messages: [] } }]] }, data: { ai_languageModel: [[{ json: {} }]] } }),
    task(5, undefined, { inputOverride: { ai_languageModel: [[{ json: { messages: [] } }]] }, data: { ai_languageModel: [[{ json: {} }]] } }),
  ],
  Calculator: [task(4, undefined, { inputOverride: { ai_tool: [[{ json: { input: '6*7' } }]] }, data: { ai_tool: [[{ json: { response: '42' } }]] } })],
};

describe('chat run data', () => {
  it('finds the chat trigger, either kind, unless disabled', () => {
    const node = (type: string, disabled?: boolean) => ({ id: type, name: type, type, typeVersion: 1, position: [0, 0] as [number, number], parameters: {}, disabled });
    expect(chatTriggerOf([node('n8n-nodes-base.set'), node('@n8n/n8n-nodes-langchain.manualChatTrigger')])?.type).toBe('@n8n/n8n-nodes-langchain.manualChatTrigger');
    expect(chatTriggerOf([node('@n8n/n8n-nodes-langchain.chatTrigger', true)])).toBeUndefined();
  });

  it('answers with the last main node\'s output, text or the chain\'s response.text', () => {
    expect(chatAnswer(runData, 'AI Agent')).toEqual({ text: '42' });
    expect(answerOf({ text: 'chain' })).toBe('chain');
    expect(answerOf({ response: { text: 'old chain' } })).toBe('old chain');
    expect(answerOf({ other: 1 })).toBe('{\n  "other": 1\n}');
  });

  it('answers with the error of a failed node', () => {
    const failed = { ...runData, 'AI Agent': [task(2, undefined, { error: { message: 'Bad key', name: 'NodeApiError' } as ITaskData['error'] })] };
    expect(chatAnswer(failed, 'AI Agent')).toEqual({ text: 'Bad key', error: true });
  });

  it('lists the steps after the trigger in order, sub-node calls by their connection, then what runs now', () => {
    const steps = chatSteps(runData, ['Summary'], 'When chat message received');
    expect(steps.map((step) => `${step.nodeName}:${step.kind}:${step.status}:${step.detail ?? ''}`)).toEqual([
      'AI Agent:main:success:', 'OpenAI Chat Model:ai_languageModel:success:', 'Calculator:ai_tool:success:6*7',
      'OpenAI Chat Model:ai_languageModel:success:', 'Summary:running:running:',
    ]);
  });

  it('makes the trigger\'s item of a message: files become binary data0, data1 ... described in `files`; files alone keep an empty text', () => {
    expect(chatItem('s1', 'Hello')).toEqual({ json: { sessionId: 's1', action: 'sendMessage', chatInput: 'Hello' } });
    const item = chatItem('s1', '', [
      { fileName: 'Photo.PNG', mimeType: 'image/png', size: 2048, base64: 'iVBORw==' },
      { fileName: 'notes', mimeType: '', size: 12, base64: 'bm90ZXM=' },
    ]);
    expect(item.json).toEqual({
      sessionId: 's1', action: 'sendMessage', chatInput: '',
      files: [
        { fileName: 'Photo.PNG', mimeType: 'image/png', fileExtension: 'png', fileSize: '2.05 kB', fileType: 'image' },
        { fileName: 'notes', mimeType: 'application/octet-stream', fileSize: '12 B' },
      ],
    });
    expect(item.binary).toEqual({
      data0: { fileName: 'Photo.PNG', mimeType: 'image/png', fileExtension: 'png', fileSize: '2.05 kB', fileType: 'image', data: 'iVBORw==' },
      data1: { fileName: 'notes', mimeType: 'application/octet-stream', fileSize: '12 B', data: 'bm90ZXM=' },
    });
  });
});
