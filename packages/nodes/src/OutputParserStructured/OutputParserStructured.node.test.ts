import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { aiRunner, localCredentials, rootWorkflow, chatModel, TEST_OPENAI_KEY } from '../test-support/ai-harness.js';
import type { SubNode } from '../test-support/ai-harness.js';

let standIn: OpenAiStandIn;
let runWorkflow: ReturnType<typeof aiRunner>;
beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: TEST_OPENAI_KEY });
  runWorkflow = aiRunner(localCredentials(standIn.baseUrl));
});
afterAll(() => standIn.close());

const EXAMPLE = JSON.stringify({ state: 'California', cities: ['Los Angeles'] });

function parser(typeVersion: number, parameters: IDataObject): SubNode {
  return { node: { name: 'Structured Output Parser', type: '@n8n/n8n-nodes-langchain.outputParserStructured', typeVersion, parameters: parameters as never }, type: 'ai_outputParser' };
}

async function chain(subNodes: SubNode[], text = 'Name a state and two of its cities') {
  const workflow = rootWorkflow(
    { name: 'Basic LLM Chain', type: '@n8n/n8n-nodes-langchain.chainLlm', typeVersion: 1.7, parameters: { promptType: 'define', text, hasOutputParser: true } },
    [{ node: chatModel(), type: 'ai_languageModel' }, ...subNodes], [{}],
  );
  const { result } = await runWorkflow(workflow);
  const runData = result.data.resultData.runData;
  return { json: runData['Basic LLM Chain']?.[0]?.data?.main?.[0]?.map((item) => item.json), error: result.data.resultData.error, runData };
}

describe('Structured Output Parser', () => {
  it('adds the schema\'s format instructions to the prompt and outputs the parsed object (schema from an example)', async () => {
    standIn.script({ content: '```json\n{"output": {"state": "Oregon", "cities": ["Portland", "Salem"]}}\n```' });
    const { json, error, runData } = await chain([parser(1.3, { schemaType: 'fromJson', jsonSchemaExample: EXAMPLE })]);
    expect(error).toBeUndefined();
    expect(json).toEqual([{ output: { state: 'Oregon', cities: ['Portland', 'Salem'] } }]);
    const asked = String(standIn.requests.at(-1)?.body.messages.at(-1)?.content);
    expect(asked.startsWith('Name a state and two of its cities\nYou must format your output as a JSON value')).toBe(true);
    const schema = JSON.parse(/```json\n(.*)\n```/.exec(asked)?.[1] ?? 'null') as IDataObject;
    expect(schema).toMatchObject({
      type: 'object', required: ['output'],
      properties: { output: { type: 'object', required: ['state', 'cities'], properties: { state: { type: 'string' }, cities: { type: 'array', items: { type: 'string' } } } } },
    });
    expect(runData['Structured Output Parser']?.[0]).toMatchObject({
      inputOverride: { ai_outputParser: [[{ json: { action: 'parse' } }]] },
      data: { ai_outputParser: [[{ json: { action: 'parse', response: { state: 'Oregon', cities: ['Portland', 'Salem'] } } }]] },
    });
  });

  it('refuses an answer that does not fit the schema (version 1.1, schema written by hand)', async () => {
    const jsonSchema = JSON.stringify({ type: 'object', properties: { count: { type: 'number' } }, required: ['count'] });
    standIn.script({ content: '{"output": {"count": "many"}}' });
    const { error, runData } = await chain([parser(1.1, { jsonSchema })]);
    // n8n's message; what does not fit is the description.
    expect(error?.message).toBe("Model output doesn't fit required format");
    expect((error as { description?: string } | undefined)?.description).toMatch(/^output\/count: /);
    expect(runData['Structured Output Parser']?.[0]?.executionStatus).toBe('error');
    standIn.script({ content: 'Sorry, I cannot.' });
    expect((await chain([parser(1.1, { jsonSchema })])).error?.message).toBe("Model output doesn't fit required format");
  });

  it('with auto-fix asks its model to correct a broken answer, with n8n\'s retry prompt', async () => {
    standIn.script({ content: '{"output": {"state": "Oregon"' }, { content: '{"output": {"state": "Oregon", "cities": ["Salem"]}}' });
    const fixer = { node: chatModel('Fixing Model'), type: 'ai_languageModel' as const, target: 'Structured Output Parser' };
    const { json, error, runData } = await chain([parser(1.3, { jsonSchemaExample: EXAMPLE, autoFix: true }), fixer]);
    expect(error).toBeUndefined();
    expect(json).toEqual([{ output: { state: 'Oregon', cities: ['Salem'] } }]);
    const retry = String(standIn.requests.at(-1)?.body.messages[0]?.content);
    expect(retry).toMatch(/^Instructions:\n-{14}\nYou must format your output as a JSON value/);
    expect(retry).toContain('Completion:\n--------------\n{"output": {"state": "Oregon"\n--------------');
    expect(retry).toMatch(/Error:\n-{14}\nModel output doesn't fit required format: .+\n-{14}\n\nPlease try again\./);
    expect(runData['Fixing Model']).toHaveLength(1);
  });

  it('says which parameter is not valid JSON', async () => {
    const { error } = await chain([parser(1.2, { schemaType: 'manual', inputSchema: '{ nope' })]);
    expect(error?.message).toBe('The JSON schema is not valid JSON');
  });
});
