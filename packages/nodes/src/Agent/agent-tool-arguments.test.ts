import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { ChatRequest, OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { aiRunner, localCredentials, chatModel, rootWorkflow, TEST_OPENAI_KEY } from '../test-support/ai-harness.js';
import type { SubNode } from '../test-support/ai-harness.js';

/*
 * A tool call whose arguments do not match the tool's schema, as n8n 1.123 handles it (checked in the real
 * n8n with this stand-in): the tools agent of versions 1.x and 2.x hands the call back to the model, which
 * may call again; version 3 ends the run with the schema error.
 */

let standIn: OpenAiStandIn;
let runWorkflow: ReturnType<typeof aiRunner>;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: TEST_OPENAI_KEY });
  runWorkflow = aiRunner(localCredentials(standIn.baseUrl));
});
afterAll(() => standIn.close());

const add: SubNode = {
  type: 'ai_tool',
  node: {
    name: 'add', type: '@n8n/n8n-nodes-langchain.toolCode', typeVersion: 1.3,
    parameters: {
      description: 'Adds a and b', jsCode: 'return String(query.a + query.b);', specifyInputSchema: true, schemaType: 'manual',
      inputSchema: '{ "type": "object", "properties": { "a": { "type": "number" }, "b": { "type": "number" } }, "required": ["a", "b"] }',
    } as never,
  },
};

const SCHEMA_ERROR = 'Received tool input did not match expected schema';

function scriptWrongThenRight() {
  standIn.script(
    { toolCalls: [{ name: 'add', arguments: { a: 'two', c: 40 } }] },
    { toolCalls: [{ name: 'add', arguments: { a: 2, b: 40 } }] },
    (request: ChatRequest) => ({ content: `The sum is ${String(request.body.messages.at(-1)?.content)}` }),
  );
}

async function run(typeVersion: number) {
  const parameters: IDataObject = { promptType: 'define', text: 'What is 2 + 40?', options: { returnIntermediateSteps: true } };
  if (typeVersion < 2) parameters.agent = 'toolsAgent';
  const workflow = rootWorkflow({ name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion, parameters: parameters as never },
    [{ node: chatModel(), type: 'ai_languageModel' }, add], [{}]);
  const { result } = await runWorkflow(workflow);
  const { runData, error } = result.data.resultData;
  return { json: runData['AI Agent']?.[0]?.data?.main?.[0]?.[0]?.json, error, runData };
}

describe('AI Agent: tool arguments that do not match the tool\'s schema', () => {
  it.each([1.7, 2.2])('version %s: the model is told and calls again; the run finishes with its answer', async (typeVersion) => {
    scriptWrongThenRight();
    const { json, error, runData } = await run(typeVersion);
    expect(error).toBeUndefined();
    expect(json?.output).toBe('The sum is 42');
    const steps = json?.intermediateSteps as Array<{ action: { tool: string; toolInput: IDataObject }; observation: string }>;
    expect(steps.map((step) => step.action.toolInput)).toEqual([{ a: 'two', c: 40 }, { a: 2, b: 40 }]);
    expect(steps[0]?.observation).toMatch(new RegExp(`^${SCHEMA_ERROR}`));
    expect(steps[0]?.observation).toContain('Instance does not have required property "b"');
    expect(steps[0]?.observation).toContain('#/properties/a/type: Instance type "string" is invalid. Expected "number".');
    expect(steps[1]?.observation).toBe('42');
    // What the model read after its wrong call: the error, as the tool's answer to that call.
    const retry = standIn.requests.at(-2)?.body.messages.at(-1);
    expect(retry?.role).toBe('tool');
    expect(String(retry?.content)).toMatch(new RegExp(`^${SCHEMA_ERROR}`));
    // The tool ran once, with the right arguments.
    expect(runData.add?.map((call) => call.inputOverride?.ai_tool?.[0]?.[0]?.json)).toEqual([{ a: 2, b: 40 }]);
  });

  it('version 3: the run ends with the schema error, as in n8n', async () => {
    standIn.script({ toolCalls: [{ name: 'add', arguments: { a: 'two', c: 40 } }] });
    const { error } = await run(3);
    expect(error?.message).toMatch(new RegExp(`^${SCHEMA_ERROR}\nDetails: #/required: Instance does not have required property "b"`));
    // The model was asked once: the wrong call ended the run.
    expect(standIn.requests.at(-1)?.body.messages.at(-1)?.role).toBe('user');
  });
});
