import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const FIXER = 'Auto-fixing Output Parser';
const subNodes = (prompt?: string): SubNode[] => [
  { node: chatModel(), type: 'ai_languageModel' },
  { node: { name: FIXER, type: '@n8n/n8n-nodes-langchain.outputParserAutofixing', typeVersion: 1, parameters: { options: prompt ? { prompt } : {} } as never }, type: 'ai_outputParser' },
  { node: chatModel('Fixing Model'), type: 'ai_languageModel', target: FIXER },
  {
    node: {
      name: 'Structured Output Parser', type: '@n8n/n8n-nodes-langchain.outputParserStructured', typeVersion: 1.3,
      parameters: { jsonSchemaExample: JSON.stringify({ answer: 'yes', confidence: 0.5 }) } as never,
    },
    type: 'ai_outputParser', target: FIXER,
  },
];

async function chain(prompt?: string) {
  const workflow = rootWorkflow(
    { name: 'Basic LLM Chain', type: '@n8n/n8n-nodes-langchain.chainLlm', typeVersion: 1.6, parameters: { promptType: 'define', text: 'Is it raining?', hasOutputParser: true } },
    subNodes(prompt), [{}],
  );
  const { result } = await runWorkflow(workflow);
  const runData = result.data.resultData.runData;
  return { json: runData['Basic LLM Chain']?.[0]?.data?.main?.[0]?.map((item) => item.json), error: result.data.resultData.error, runData };
}

describe('Auto-fixing Output Parser', () => {
  it('passes a fitting answer through with one model call', async () => {
    standIn.script({ content: '{"output": {"answer": "no", "confidence": 0.9}}' });
    const { json, runData } = await chain();
    expect(json).toEqual([{ output: { answer: 'no', confidence: 0.9 } }]);
    expect(runData['Fixing Model']).toBeUndefined();
  });

  it('fixes a broken answer with a second model call on its own model', async () => {
    standIn.script({ content: 'It is not raining, confidence 0.9' }, { content: '{"output": {"answer": "no", "confidence": 0.9}}' });
    const { json, error, runData } = await chain();
    expect(error).toBeUndefined();
    expect(json).toEqual([{ output: { answer: 'no', confidence: 0.9 } }]);
    expect(standIn.requests.at(-1)?.body.messages[0]?.content).toMatch(/^Instructions:\n-+\nYou must format your output[\s\S]*Completion:\n-+\nIt is not raining, confidence 0.9\n-+\n\nAbove, the Completion did not satisfy/);
    expect(runData['Fixing Model']).toHaveLength(1);
    expect(runData[FIXER]?.[0]?.data?.ai_outputParser?.[0]?.[0]?.json).toEqual({ action: 'parse', response: { answer: 'no', confidence: 0.9 } });
  });

  it('uses its own retry prompt, and fails when the fixed answer does not fit either', async () => {
    standIn.script({ content: 'nope' }, { content: 'still nope' });
    const { error } = await chain('Fix this: {completion} ({error})');
    expect(standIn.requests.at(-1)?.body.messages[0]?.content).toMatch(/^Fix this: nope \(Model output doesn't fit required format: .+\)$/);
    expect(error?.message).toBe("Model output doesn't fit required format");
  });
});
