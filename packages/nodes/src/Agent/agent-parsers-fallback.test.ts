import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject, INodeExecutionData, IWorkflowBase } from '@weft/workflow';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { aiRunner, localCredentials, rootWorkflow, chatModel, TEST_OPENAI_KEY } from '../test-support/ai-harness.js';
import type { SubNode } from '../test-support/ai-harness.js';

let standIn: OpenAiStandIn;
let runWorkflow: ReturnType<typeof aiRunner>;
beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: TEST_OPENAI_KEY });
  runWorkflow = aiRunner({ ...localCredentials(standIn.baseUrl), 'openai-wrong-key': { type: 'openAiApi', data: { apiKey: 'sk-wrong-key-000000', url: standIn.baseUrl } } });
});
afterAll(() => standIn.close());

const calculator: SubNode = { node: { name: 'Calculator', type: '@n8n/n8n-nodes-langchain.toolCalculator', typeVersion: 1, parameters: {} }, type: 'ai_tool' };
const structured: SubNode = {
  node: {
    name: 'Structured Output Parser', type: '@n8n/n8n-nodes-langchain.outputParserStructured', typeVersion: 1.3,
    parameters: { jsonSchemaExample: JSON.stringify({ result: 1, explanation: 'text' }) } as never,
  },
  type: 'ai_outputParser',
};

function agent(typeVersion: number, parameters: IDataObject, subNodes: SubNode[], item: IDataObject = { chatInput: 'What is 6 times 7?' }): IWorkflowBase {
  return rootWorkflow(
    { name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion, parameters: { promptType: 'auto', text: '={{ $json.chatInput }}', options: {}, ...parameters } as never },
    subNodes, [item],
  );
}

async function run(workflow: IWorkflowBase) {
  const { result } = await runWorkflow(workflow);
  const runData = result.data.resultData.runData;
  return { json: runData['AI Agent']?.[0]?.data?.main?.[0]?.[0]?.json, error: result.data.resultData.error, runData };
}

describe('AI Agent with an output parser', () => {
  it('offers the parser\'s schema as the answer tool and outputs the parsed object', async () => {
    standIn.script(
      { toolCalls: [{ name: 'calculator', arguments: { input: '6 * 7' } }] },
      { toolCalls: [{ name: 'format_final_json_response', arguments: { output: { result: 42, explanation: 'six times seven' } } }] },
    );
    const { json, error, runData } = await run(agent(3, { hasOutputParser: true }, [{ node: chatModel(), type: 'ai_languageModel' }, calculator, structured]));
    expect(error).toBeUndefined();
    expect(json).toEqual({ output: { result: 42, explanation: 'six times seven' } });
    const request = standIn.requests.at(-1)?.body;
    expect(request?.tools?.map((tool) => tool.function.name)).toEqual(['Calculator', 'format_final_json_response']);
    expect(request?.tools?.[1]?.function.parameters).toMatchObject({ properties: { output: { required: ['result', 'explanation'] } }, required: ['output'] });
    // From 1.9 no system message is sent unless the option is set: the parser's instructions alone.
    expect(String(request?.messages[0]?.content)).toMatch(/^IMPORTANT: give your final answer by calling the `format_final_json_response` tool/);
    expect(runData['Structured Output Parser']).toHaveLength(1);
  });

  it('parses a plain-text answer with the parser, and fails when it does not fit', async () => {
    standIn.script({ content: '{"output": {"result": 42, "explanation": "plain"}}' }, { content: 'forty-two' });
    const subNodes = [{ node: chatModel(), type: 'ai_languageModel' as const }, structured];
    expect((await run(agent(2.2, { hasOutputParser: true }, subNodes))).json).toEqual({ output: { result: 42, explanation: 'plain' } });
    expect((await run(agent(2.2, { hasOutputParser: true }, subNodes))).error?.message).toMatch(/^Model output doesn't fit required format/);
  });

  it('gives a list parser\'s instructions in the system message and outputs the list', async () => {
    standIn.script({ content: 'a\nb' });
    const list: SubNode = { node: { name: 'List', type: '@n8n/n8n-nodes-langchain.outputParserItemList', typeVersion: 1, parameters: {} }, type: 'ai_outputParser' };
    const { json } = await run(agent(3, { hasOutputParser: true }, [{ node: chatModel(), type: 'ai_languageModel' }, list]));
    expect(json).toEqual({ output: ['a', 'b'] });
    expect(String(standIn.requests.at(-1)?.body.messages[0]?.content)).toContain('Your response should be a list of items separated by');
  });
});

describe('AI Agent with a fallback model', () => {
  const models = (primaryCredential: string): SubNode[] => [
    { node: chatModel('Main Model', primaryCredential), type: 'ai_languageModel', index: 0 },
    { node: chatModel('Fallback Model', 'openai', 'gpt-4o'), type: 'ai_languageModel', index: 1 },
  ];

  it('asks the fallback model when the main one fails', async () => {
    standIn.script({ content: 'From the fallback.' });
    const { json, error, runData } = await run(agent(3, { needsFallback: true }, models('openai-wrong-key')));
    expect(error).toBeUndefined();
    expect(json).toEqual({ output: 'From the fallback.' });
    expect(standIn.requests.at(-1)?.body.model).toBe('gpt-4o');
    expect(runData['Main Model']?.[0]?.executionStatus).toBe('error');
    expect(runData['Fallback Model']?.[0]?.executionStatus).toBe('success');
  });

  it('uses only the main model when it answers, and requires the fallback when enabled', async () => {
    standIn.script({ content: 'From the main model.' });
    const { json, runData } = await run(agent(2.1, { needsFallback: true }, models('openai')));
    expect(json).toEqual({ output: 'From the main model.' });
    expect(runData['Fallback Model']).toBeUndefined();
    const missing = await run(agent(3, { needsFallback: true }, [{ node: chatModel(), type: 'ai_languageModel' }]));
    expect(missing.error?.message).toBe('A Fallback Model sub-node must be connected and enabled');
  });
});

describe('AI Agent passing binary images through', () => {
  it('sends the item\'s images as image parts, unless the option is off', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const workflow = agent(3, {}, [{ node: chatModel(), type: 'ai_languageModel' }], { chatInput: 'What is this?' });
    const items: INodeExecutionData[] = [{ json: { chatInput: 'What is this?' }, binary: { data: { data: png.toString('base64'), mimeType: 'image/png', fileName: 'a.png' } } }];
    workflow.pinData = { Trigger: items };
    standIn.script({ content: 'A picture.' }, { content: 'Text only.' });
    await run(workflow);
    expect(standIn.requests.at(-1)?.body.messages[0]?.content).toEqual([
      { type: 'text', text: 'What is this?' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } },
    ]);
    workflow.nodes[1]!.parameters = { ...workflow.nodes[1]!.parameters, options: { passthroughBinaryImages: false } };
    await run(workflow);
    expect(standIn.requests.at(-1)?.body.messages[0]?.content).toBe('What is this?');
  });
});
