import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INode, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import { answerByQuestion } from '../test-support/ai-harness.js';
import type { ChatRequest, OpenAiStandIn } from '../test-support/openai-stand-in.js';

let standIn: OpenAiStandIn;
let runner: WorkflowRunner;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'sk-live-key-0001' });
  const openAi = (apiKey: string) => ({ type: 'openAiApi', name: 'OpenAI', data: { apiKey, url: standIn.baseUrl, organizationId: '', header: false } });
  runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'),
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper({ 'cred-ok': openAi('sk-live-key-0001'), 'cred-bad': openAi('sk-expired-key-7777') }),
  });
});
afterAll(() => standIn.close());

function chainWorkflow(options: {
  chain?: { typeVersion?: number; parameters?: IDataObject };
  model?: { typeVersion?: number; parameters?: IDataObject; credential?: string } | null;
  input?: IDataObject[];
  binary?: IDataObject;
}): IWorkflowBase {
  const nodes: INode[] = [
    { id: 't', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'c', name: 'Basic LLM Chain', type: '@n8n/n8n-nodes-langchain.chainLlm', typeVersion: options.chain?.typeVersion ?? 1.7,
      position: [200, 0], parameters: (options.chain?.parameters ?? { promptType: 'define', text: '={{ "Tell me about " + $json.topic }}' }) as never,
    },
  ];
  const connections: IWorkflowBase['connections'] = { Trigger: { main: [[{ node: 'Basic LLM Chain', type: 'main', index: 0 }]] } };
  if (options.model !== null) {
    nodes.push({
      id: 'm', name: 'OpenAI Chat Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: options.model?.typeVersion ?? 1.2,
      position: [200, 200],
      parameters: (options.model?.parameters ?? { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: { maxRetries: 0 } }) as never,
      credentials: { openAiApi: { id: options.model?.credential ?? 'cred-ok', name: 'OpenAI' } },
    });
    connections['OpenAI Chat Model'] = { ai_languageModel: [[{ node: 'Basic LLM Chain', type: 'ai_languageModel', index: 0 }]] };
  }
  return {
    id: 'w', name: 'Chain', active: false, nodes, connections,
    pinData: { Trigger: (options.input ?? [{ topic: 'tides' }]).map((json) => (options.binary ? { json, binary: options.binary } : { json })) as never },
  };
}

async function run(workflow: IWorkflowBase) {
  const result = await runner.run({ workflow, mode: 'manual', executionId: 'chain' });
  return { result, runData: result.data.resultData.runData, error: result.data.resultData.error };
}

describe('Basic LLM Chain with the OpenAI Chat Model', () => {
  it('answers each item with the model\'s text and records the model\'s call with its token usage', async () => {
    // Version 1.7 asks for both items at once.
    const answers = answerByQuestion({ 'Tell me about tides': { content: 'Tides follow the moon.' }, 'Tell me about moons': { content: 'Moons circle planets.' } });
    standIn.script(answers, answers);
    const before = standIn.requests.length;
    const { result, runData } = await run(chainWorkflow({
      chain: { parameters: {
        promptType: 'define', text: '={{ "Tell me about " + $json.topic }}',
        messages: { messageValues: [{ type: 'SystemMessagePromptTemplate', message: 'Answer in one sentence.' }] },
      } },
      input: [{ topic: 'tides' }, { topic: 'moons' }],
    }));
    expect(result.status).toBe('success');
    expect(runData['Basic LLM Chain']?.[0]?.data?.main?.[0]).toEqual([
      { json: { text: 'Tides follow the moon.' }, pairedItem: { item: 0 } },
      { json: { text: 'Moons circle planets.' }, pairedItem: { item: 1 } },
    ]);
    expect(standIn.requests.slice(before).find((request) => request.body.messages.at(-1)?.content === 'Tell me about tides')?.body).toMatchObject({
      model: 'gpt-4o-mini',
      messages: [{ role: 'system', content: 'Answer in one sentence.' }, { role: 'user', content: 'Tell me about tides' }],
    });
    const calls = (runData['OpenAI Chat Model'] ?? []).filter((call) => JSON.stringify(call.inputOverride).includes('tides'));
    expect(runData['OpenAI Chat Model']).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      executionStatus: 'success',
      source: [{ previousNode: 'Basic LLM Chain', previousNodeRun: 0 }],
      inputOverride: { ai_languageModel: [[{ json: { messages: ['System: Answer in one sentence.', 'Human: Tell me about tides'] } }]] },
    });
    expect(calls[0]?.data?.ai_languageModel?.[0]?.[0]?.json).toMatchObject({
      response: { generations: [[{ text: 'Tides follow the moon.' }]] },
      // 3 + 4 words of the system message, 3 + 4 of the user's; 4 words answered.
      tokenUsage: { promptTokens: 14, completionTokens: 4, totalTokens: 18 },
    });
  });

  it('takes the chat trigger\'s chatInput as the prompt (version 1.5, prompt from the connected chat trigger)', async () => {
    standIn.script({ content: 'Hello there.' });
    const { runData } = await run(chainWorkflow({ chain: { typeVersion: 1.5, parameters: { promptType: 'auto' } }, input: [{ chatInput: 'Hi!' }] }));
    expect(runData['Basic LLM Chain']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ text: 'Hello there.' });
    expect(standIn.requests.at(-1)?.body.messages).toEqual([{ role: 'user', content: 'Hi!' }]);
  });

  it('reads the model by name in versions before the resource locator (1.1) and the prompt parameter of 1.3', async () => {
    standIn.script({ content: 'Yes.' });
    const { runData } = await run(chainWorkflow({
      chain: { typeVersion: 1.3, parameters: { prompt: '={{ $json.question }}' } },
      model: { typeVersion: 1.1, parameters: { model: 'gpt-4o', options: { maxRetries: 0, temperature: 0.2 } } },
      input: [{ question: 'Is water wet?' }],
    }));
    expect(runData['Basic LLM Chain']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ text: 'Yes.' });
    expect(standIn.requests.at(-1)?.body).toMatchObject({ model: 'gpt-4o', temperature: 0.2, messages: [{ role: 'user', content: 'Is water wet?' }] });
  });

  it('fails with n8n\'s message when no model is connected', async () => {
    const { error } = await run(chainWorkflow({ model: null }));
    expect(error?.message).toBe('A Model sub-node must be connected and enabled');
  });

  it('says when there is no prompt', async () => {
    const { error } = await run(chainWorkflow({ chain: { typeVersion: 1.5, parameters: { promptType: 'auto' } }, input: [{ other: 1 }] }));
    expect(error?.message).toBe('No prompt specified');
    expect(error?.description).toMatch(/input field called 'chatInput'/);
  });

  it('shows a refused key on the model and on the run, with the API\'s words', async () => {
    const { runData, error } = await run(chainWorkflow({ model: { credential: 'cred-bad' } }));
    expect(error?.message).toBe('Authorization failed - please check your credentials');
    expect(error?.description).toMatch(/^Incorrect API key provided: sk-\*+7777/);
    const call = runData['OpenAI Chat Model']?.[0];
    expect(call?.executionStatus).toBe('error');
    expect(call?.error?.message).toBe('Authorization failed - please check your credentials');
  });

  it('reports a rate limit once the retries are used up, and goes on with the next item when set to continue', async () => {
    standIn.script({ rateLimited: true });
    const { error } = await run(chainWorkflow({}));
    expect(error?.message).toBe('Rate limit reached');
    expect(error?.description).toMatch(/Rate limit reached for gpt-4o-mini/);

    standIn.script({ rateLimited: true }, { content: 'Second answer.' });
    // Version 1.6 asks item by item, so the first request is the first item's.
    const workflow = chainWorkflow({ chain: { typeVersion: 1.6, parameters: { promptType: 'define', text: '={{ "Tell me about " + $json.topic }}' } }, input: [{ topic: 'a' }, { topic: 'b' }] });
    (workflow.nodes[1] as INode).onError = 'continueRegularOutput';
    const { runData } = await run(workflow);
    expect(runData['Basic LLM Chain']?.[0]?.data?.main?.[0]?.map((item) => item.json)).toEqual([{ error: 'Rate limit reached' }, { text: 'Second answer.' }]);
  });

  it('sends image messages from the item\'s binary file or a URL, with their detail, and trims the answer', async () => {
    standIn.script({ content: '  A cat on a mat.\n' });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]).toString('base64');
    const { runData } = await run(chainWorkflow({
      chain: { parameters: { promptType: 'define', text: 'What is shown?', messages: { messageValues: [
        { type: 'HumanMessagePromptTemplate', messageType: 'imageBinary', binaryImageDataKey: 'photo', imageDetail: 'low' },
        { type: 'HumanMessagePromptTemplate', messageType: 'imageUrl', imageUrl: 'https://example.com/cat.jpg' },
      ] } } },
      binary: { photo: { data: png, mimeType: 'image/png', fileName: 'cat.png' } },
    }));
    expect(runData['Basic LLM Chain']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ text: 'A cat on a mat.' });
    expect(standIn.requests.at(-1)?.body.messages).toEqual([
      { role: 'user', content: [{ type: 'image_url', image_url: { url: `data:image/png;base64,${png}`, detail: 'low' } }] },
      { role: 'user', content: [{ type: 'image_url', image_url: { url: 'https://example.com/cat.jpg', detail: 'auto' } }] },
      { role: 'user', content: 'What is shown?' },
    ]);
  });

  it('refuses a binary image message whose file is not an image', async () => {
    const { error } = await run(chainWorkflow({
      chain: { parameters: { promptType: 'define', text: 'What is shown?', messages: { messageValues: [
        { type: 'HumanMessagePromptTemplate', messageType: 'imageBinary', binaryImageDataKey: 'data' },
      ] } } },
      binary: { data: { data: Buffer.from('hello').toString('base64'), mimeType: 'text/plain' } },
    }));
    expect(error?.message).toBe("The binary field 'data' is not an image (text/plain)");
  });

  it('answers items in batches from version 1.7, in item order', async () => {
    // Requests of one batch run at once: each answer names its question.
    const echo = (request: ChatRequest) => ({ content: `About ${String(request.body.messages.at(-1)?.content)}.` });
    standIn.script(echo, echo, echo);
    const { runData } = await run(chainWorkflow({
      chain: { parameters: { promptType: 'define', text: '={{ $json.topic }}', batching: { batchSize: 2 } } },
      input: [{ topic: 'a' }, { topic: 'b' }, { topic: 'c' }],
    }));
    expect(runData['Basic LLM Chain']?.[0]?.data?.main?.[0]?.map((item) => item.json.text)).toEqual(['About a.', 'About b.', 'About c.']);
  });
});
