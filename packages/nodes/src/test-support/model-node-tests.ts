import { expect, it } from 'vitest';
import type { ICredentialDataDecryptedObject, IDataObject, IWorkflowBase } from '@weft/workflow';
import { aiRunner, rootWorkflow } from './ai-harness.js';
import type { SubNode, TestNode } from './ai-harness.js';
import type { ScriptedAnswer } from './openai-stand-in.js';

/*
 * The tests every chat model node passes against its provider's stand-in, per version: the Basic LLM
 * Chain answers with the model's text and the call is recorded with its token usage; the AI Agent calls
 * the Calculator through the provider's tool calling and answers with its result; a wrong key and a rate
 * limit stop the run with the provider's words on the model node.
 */

export interface ModelNodeCase {
  type: string;
  version: number;
  /** The model node's parameters (model and options; options should switch off retries where they can). */
  parameters: IDataObject;
  credentialType: string;
  credentials: { good: ICredentialDataDecryptedObject; badKey: ICredentialDataDecryptedObject };
  script(...answers: ScriptedAnswer[]): void;
  /** How many requests a rate-limited call makes (1 + the retries the node does). */
  attemptsOnRateLimit: number;
  /** What the model was asked last, in the provider's shape, as plain texts (to find the tool's answer, `84` or `calculator: 84`). */
  lastAskedTexts(): string[];
  /** The provider's words for a wrong key and a rate limit. */
  badKeyWords: RegExp;
  rateLimitWords: RegExp;
  /** False for a model that cannot call tools: the agent then says so. */
  callsTools?: boolean;
}

function workflowWith(testCase: ModelNodeCase, root: Omit<TestNode, 'to'>, credential: string): IWorkflowBase {
  const model = { name: 'Model', type: testCase.type, typeVersion: testCase.version, parameters: testCase.parameters, credentials: { [testCase.credentialType]: { id: credential, name: 'Provider' } } };
  const subNodes: SubNode[] = [{ node: model, type: 'ai_languageModel' }];
  if (root.type === 'agent') subNodes.push({ node: { name: 'Calculator', type: 'toolCalculator', typeVersion: 1 }, type: 'ai_tool' });
  return rootWorkflow(root, subNodes, [{ chatInput: 'What is 12 times 7?', topic: 'tides' }]);
}

const chain: Omit<TestNode, 'to'> = {
  name: 'Basic LLM Chain', type: 'chainLlm', typeVersion: 1.7,
  parameters: { promptType: 'define', text: '={{ "Tell me about " + $json.topic }}' },
};
const agent: Omit<TestNode, 'to'> = {
  name: 'AI Agent', type: 'agent', typeVersion: 2.2,
  parameters: { promptType: 'auto', text: '={{ $json.chatInput }}', options: { systemMessage: 'You do maths.' } },
};

/** Declares the tests of one model node version (call inside a `describe`). */
export function modelNodeTests(testCase: () => ModelNodeCase): void {
  const runWith = async (root: Omit<TestNode, 'to'>, credential = 'good') => {
    const c = testCase();
    const run = aiRunner({ good: { type: c.credentialType, name: 'Provider', data: c.credentials.good }, bad: { type: c.credentialType, name: 'Provider', data: c.credentials.badKey } });
    return run(workflowWith(c, root, credential));
  };

  it('answers the Basic LLM Chain and records the call with its token usage', async () => {
    testCase().script({ content: 'Tides follow the moon.' });
    const { runData, error } = await runWith(chain);
    expect(error).toBeUndefined();
    expect(runData['Basic LLM Chain']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ text: 'Tides follow the moon.' });
    const call = runData.Model?.[0];
    expect(call?.inputOverride?.ai_languageModel?.[0]?.[0]?.json.messages).toEqual([expect.stringContaining('Tell me about tides')]);
    const output = call?.data?.ai_languageModel?.[0]?.[0]?.json as { response: { generations: Array<Array<{ text: string }>> }; tokenUsage: IDataObject };
    expect(output.response.generations[0]?.[0]?.text).toBe('Tides follow the moon.');
    expect(output.tokenUsage).toEqual({ promptTokens: expect.any(Number), completionTokens: 4, totalTokens: expect.any(Number) });
    expect(Number(output.tokenUsage.promptTokens)).toBeGreaterThan(0);
    expect(output.tokenUsage.totalTokens).toBe(Number(output.tokenUsage.promptTokens) + 4);
  });

  it('lets the AI Agent call the Calculator and answer with its result', async () => {
    const c = testCase();
    if (c.callsTools === false) {
      const { error } = await runWith(agent);
      expect(error?.message).toMatch(/tool/i);
      return;
    }
    c.script({ toolCalls: [{ name: 'calculator', arguments: { input: '12 * 7' } }] }, { content: 'The answer is 84.' });
    const { runData, error } = await runWith(agent);
    expect(error).toBeUndefined();
    expect(runData['AI Agent']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ output: 'The answer is 84.' });
    expect(runData.Calculator?.[0]?.data?.ai_tool?.[0]?.[0]?.json).toEqual({ response: '84' });
    // The second turn carried the calculator's answer back to the model.
    expect(c.lastAskedTexts()).toContainEqual(expect.stringMatching(/^(calculator: )?84$/));
    expect(runData.Model).toHaveLength(2);
  });

  it('stops on a wrong key with the provider\'s words on the model node', async () => {
    const { runData, error } = await runWith(chain, 'bad');
    expect(error?.message).toBe('Authorization failed - please check your credentials');
    expect((error as { description?: string } | undefined)?.description).toMatch(testCase().badKeyWords);
    expect(runData.Model?.[0]?.executionStatus).toBe('error');
  });

  it('stops on a rate limit with the provider\'s words', async () => {
    const c = testCase();
    c.script(...Array.from({ length: c.attemptsOnRateLimit }, () => ({ rateLimited: true as const })));
    const { error } = await runWith(chain);
    expect(error?.message).toBe('Rate limit reached');
    expect((error as { description?: string } | undefined)?.description).toMatch(c.rateLimitWords);
  });
}
