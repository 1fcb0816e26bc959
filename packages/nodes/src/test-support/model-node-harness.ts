import { expect, it } from 'vitest';
import type { ICredentialDataDecryptedObject, IDataObject, INode, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';
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

function workflowWith(testCase: ModelNodeCase, root: INode, credential: string): IWorkflowBase {
  const model: INode = {
    id: 'm', name: 'Model', type: testCase.type, typeVersion: testCase.version, position: [200, 200],
    parameters: testCase.parameters as never, credentials: { [testCase.credentialType]: { id: credential, name: 'Provider' } },
  };
  const nodes: INode[] = [{ id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} }, root, model];
  const connections: IWorkflowBase['connections'] = {
    Trigger: { main: [[{ node: root.name, type: 'main', index: 0 }]] },
    Model: { ai_languageModel: [[{ node: root.name, type: 'ai_languageModel', index: 0 }]] },
  };
  if (root.type.endsWith('.agent')) {
    nodes.push({ id: 'c', name: 'Calculator', type: '@n8n/n8n-nodes-langchain.toolCalculator', typeVersion: 1, position: [300, 200], parameters: {} });
    connections.Calculator = { ai_tool: [[{ node: root.name, type: 'ai_tool', index: 0 }]] };
  }
  return { id: 'w', name: 'Models', active: false, nodes, connections, pinData: { Trigger: [{ json: { chatInput: 'What is 12 times 7?', topic: 'tides' } }] } };
}

const chain: INode = {
  id: 'r', name: 'Basic LLM Chain', type: '@n8n/n8n-nodes-langchain.chainLlm', typeVersion: 1.7, position: [200, 0],
  parameters: { promptType: 'define', text: '={{ "Tell me about " + $json.topic }}' } as never,
};
const agent: INode = {
  id: 'r', name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: 2.2, position: [200, 0],
  parameters: { promptType: 'auto', text: '={{ $json.chatInput }}', options: { systemMessage: 'You do maths.' } } as never,
};

/** Declares the tests of one model node version (call inside a `describe`). */
export function modelNodeTests(testCase: () => ModelNodeCase): void {
  const runWith = async (root: INode, credential = 'good') => {
    const c = testCase();
    const runner = new WorkflowRunner(builtinNodeTypes, {
      logger: createConsoleLogger('silent'),
      credentialTypes: builtinCredentialTypes,
      credentialsHelper: new MemoryCredentialsHelper({
        good: { type: c.credentialType, name: 'Provider', data: c.credentials.good },
        bad: { type: c.credentialType, name: 'Provider', data: c.credentials.badKey },
      }),
    });
    const result = await runner.run({ workflow: workflowWith(c, root, credential), mode: 'manual', executionId: 'models' });
    return { runData: result.data.resultData.runData, error: result.data.resultData.error };
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
