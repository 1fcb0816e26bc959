import { describe, expect, it } from 'vitest';
import type { IRunData, ITaskData } from '@weft/workflow';
import { chatLines, generationsOf, rootNodeCalls, rootsOf, subNodeCalls, totalTokenUsage } from './ai-calls';

const modelCall = (startTime: number, root: string, answer: string, tokens: number): ITaskData => ({
  startTime, executionTime: 120, executionStatus: 'success',
  source: [{ previousNode: root, previousNodeRun: 0 }],
  inputOverride: { ai_languageModel: [[{ json: { messages: ['System: Be brief.', 'Human: Hi\nthere'], options: { model: 'gpt-4o-mini' } } }]] },
  data: { ai_languageModel: [[{ json: { response: { generations: [[{ text: answer, generationInfo: {} }]] }, tokenUsage: { promptTokens: tokens, completionTokens: 2, totalTokens: tokens + 2 } } }]] },
});

const runData: IRunData = {
  Agent: [{ startTime: 1, executionTime: 900, executionStatus: 'success', source: [], data: { main: [[{ json: { output: 'Done' } }]] } }],
  Model: [modelCall(10, 'Agent', 'Calling the tool', 10), modelCall(30, 'Agent', 'Done', 20)],
  Calculator: [{
    startTime: 20, executionTime: 1, executionStatus: 'success', source: [{ previousNode: 'Agent', previousNodeRun: 0 }],
    inputOverride: { ai_tool: [[{ json: { input: '2 + 2' } }]] }, data: { ai_tool: [[{ json: { response: '4' } }]] },
  }],
  Failing: [{
    startTime: 40, executionTime: 5, executionStatus: 'error', source: [{ previousNode: 'Other', previousNodeRun: 0 }],
    inputOverride: { ai_languageModel: [[{ json: { messages: ['Human: x'] } }]] },
    error: { name: 'NodeOperationError', message: 'Rate limited' } as never,
  }],
};

describe('AI calls from run data', () => {
  it('reads each run entry of a sub-node as one call, with what it was asked, answered and its token usage', () => {
    const calls = subNodeCalls(runData, 'Model');
    expect(calls.map((call) => [call.runIndex, call.connectionType, call.status, call.tokenUsage?.totalTokens])).toEqual([
      [0, 'ai_languageModel', 'success', 12], [1, 'ai_languageModel', 'success', 22],
    ]);
    expect(calls[0]?.input[0]?.messages).toEqual(['System: Be brief.', 'Human: Hi\nthere']);
    expect(calls[0]?.root).toEqual({ node: 'Agent', runIndex: 0 });
    expect(subNodeCalls(runData, 'Failing')[0]).toMatchObject({ status: 'error', output: [], error: { message: 'Rate limited' } });
  });

  it('a root node\'s runs are not calls; its log lists its sub-nodes\' calls in the order they started', () => {
    expect(subNodeCalls(runData, 'Agent')).toEqual([]);
    expect(rootNodeCalls(runData, 'Agent', 0).map((call) => `${call.nodeName}#${call.runIndex}`)).toEqual(['Model#0', 'Calculator#0', 'Model#1']);
    expect(rootNodeCalls(runData, 'Agent', 1)).toEqual([]);
    expect(totalTokenUsage(rootNodeCalls(runData, 'Agent', 0))).toEqual({ promptTokens: 30, completionTokens: 4, totalTokens: 34 });
    expect(totalTokenUsage(subNodeCalls(runData, 'Calculator'))).toBeUndefined();
  });

  it('splits recorded messages into role and text, keeping text over several lines and unknown roles', () => {
    expect(chatLines(['System: Be brief.', 'Human: Hi\nthere', 'AI: Hello', 'Tool: 4', 'Critic: meh', 'no role'])).toEqual([
      { role: 'system', text: 'Be brief.' }, { role: 'user', text: 'Hi\nthere' }, { role: 'ai', text: 'Hello' },
      { role: 'tool', text: '4' }, { role: 'other', label: 'Critic', text: 'meh' }, { role: 'other', text: 'no role' },
    ]);
    expect(chatLines('Human: hi')).toBeUndefined();
    expect(chatLines([{ role: 'user' }])).toBeUndefined();
  });

  it('reads the answers of every generation list, with why the model stopped', () => {
    expect(generationsOf([{ response: { generations: [[{ text: 'a' }, { text: 'b' }], [{ text: '', generationInfo: { finish_reason: 'tool_calls' } }]] } }]))
      .toEqual([{ text: 'a' }, { text: 'b' }, { text: '', finishReason: 'tool_calls' }]);
    expect(generationsOf([{ response: '4' }])).toBeUndefined();
  });

  it('names the roots a sub-node is connected to through its AI outputs, not its main ones', () => {
    const connections = {
      Model: { ai_languageModel: [[{ node: 'Chain', type: 'ai_languageModel', index: 0 }, { node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
      Trigger: { main: [[{ node: 'Chain', type: 'main', index: 0 }]] },
    } as never;
    expect(rootsOf(connections, 'Model')).toEqual(['Chain', 'Agent']);
    expect(rootsOf(connections, 'Trigger')).toEqual([]);
  });
});
