import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { aiRootRunner } from '../test-support/ai-harness.js';
import { jsonSchemaFromExample } from '../ai/json-schema-from-example.js';

let standIn: OpenAiStandIn;
let run: ReturnType<typeof aiRootRunner>;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'sk-extract-0001' });
  run = aiRootRunner(standIn, 'sk-extract-0001');
});
afterAll(() => standIn.close());

const extractor = (parameters: IDataObject, typeVersion = 1.2) => ({
  type: '@n8n/n8n-nodes-langchain.informationExtractor', typeVersion, parameters: { text: '={{ $json.email }}', ...parameters },
});
const systemPromptOf = (back: number) => String(standIn.requests.at(back)?.body.messages[0]?.content);

describe('Information Extractor', () => {
  it('extracts the described attributes into `output`, typed, asking with their descriptions and which are required', async () => {
    standIn.script({ content: '```json\n{"name": "Ada", "age": 36, "vip": true, "since": "2024-03-01"}\n```' });
    const { outputs } = await run(extractor({ attributes: { attributes: [
      { name: 'name', type: 'string', description: 'The sender\'s name', required: true },
      { name: 'age', type: 'number', description: 'Age in years' },
      { name: 'vip', type: 'boolean', description: 'Whether they are a VIP' },
      { name: 'since', type: 'date', description: 'Customer since' },
    ] } }, 1), { input: [{ email: 'Hi, Ada here (36), VIP since March 2024' }] });
    expect(outputs).toEqual([[{ output: { name: 'Ada', age: 36, vip: true, since: '2024-03-01' } }]]);
    expect(standIn.requests.at(-1)?.body.messages[1]).toEqual({ role: 'user', content: 'Hi, Ada here (36), VIP since March 2024' });
    const prompt = systemPromptOf(-1);
    expect(prompt).toMatch(/^You are an expert extraction algorithm\.\nOnly extract relevant information from the text\./);
    expect(prompt).toContain('"name":{"type":"string","description":"The sender\'s name"}');
    expect(prompt).toContain('"since":{"type":"string","format":"date","description":"Customer since"}');
    expect(prompt).toContain('"required":["name"]');
  });

  it('asks the model again when the answer lacks a required attribute or has the wrong type', async () => {
    standIn.script({ content: '{"age": "old"}' }, { content: '{"name": "Bo", "age": 70}' });
    const { outputs } = await run(extractor({ attributes: { attributes: [
      { name: 'name', type: 'string', description: 'Name', required: true },
      { name: 'age', type: 'number', description: 'Age' },
    ] } }), { input: [{ email: 'Bo, 70' }] });
    expect(outputs).toEqual([[{ output: { name: 'Bo', age: 70 } }]]);
    expect(JSON.stringify(standIn.requests.at(-1)?.body.messages)).toContain('{\\"age\\": \\"old\\"}');
  });

  it('builds the schema from a JSON example (every field required from 1.2) and takes a JSON schema as given', async () => {
    standIn.script({ content: '{"state": "Oregon", "cities": ["Portland"]}' });
    const fromJson = await run(extractor({ schemaType: 'fromJson', jsonSchemaExample: '{ "state": "California", "cities": ["Los Angeles"] }' }), { input: [{ email: 'Portland, Oregon' }] });
    expect(fromJson.outputs).toEqual([[{ output: { state: 'Oregon', cities: ['Portland'] } }]]);
    expect(systemPromptOf(-1)).toContain('{"type":"object","properties":{"state":{"type":"string"},"cities":{"type":"array","items":{"type":"string"}}},"required":["state","cities"]}');

    standIn.script({ content: '{"total": 12.5}' });
    const manual = await run(extractor({ schemaType: 'manual', inputSchema: '{"type":"object","properties":{"total":{"type":"number"}},"required":["total"]}' }, 1.1), { input: [{ email: 'Total 12.50' }] });
    expect(manual.outputs).toEqual([[{ output: { total: 12.5 } }]]);
    expect(systemPromptOf(-1)).toContain('{"type":"object","properties":{"total":{"type":"number"}},"required":["total"]}');
  });

  it('leaves example fields optional before 1.2', () => {
    expect(jsonSchemaFromExample({ a: 1, b: [{ c: 'x' }] }, false)).toEqual({
      type: 'object', properties: { a: { type: 'integer' }, b: { type: 'array', items: { type: 'object', properties: { c: { type: 'string' } } } } },
    });
  });

  it('uses a custom system prompt and explains bad parameters', async () => {
    standIn.script({ content: '{"city": "Oslo"}' });
    await run(extractor({ schemaType: 'fromJson', jsonSchemaExample: '{"city": "x"}', options: { systemPromptTemplate: 'Pull out the city, as {"city": ...}.' } }), { input: [{ email: 'In Oslo' }] });
    expect(systemPromptOf(-1)).toMatch(/^Pull out the city, as \{"city": \.\.\.\}\.\nYou must format your output/);

    const badJson = await run(extractor({ schemaType: 'manual', inputSchema: '{ nope' }), { input: [{ email: 'x' }] });
    expect(badJson.error?.message).toBe('The input schema is not valid JSON');
    const noAttributes = await run(extractor({}), { input: [{ email: 'x' }] });
    expect(noAttributes.error?.message).toBe('At least one attribute must be specified');
    const noText = await run(extractor({ schemaType: 'fromJson' }), { input: [{}] });
    expect(noText.error?.message).toBe('Text for item 0 is not defined');
  });
});
