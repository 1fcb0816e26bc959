import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { aiRootRunner, answerByQuestion } from '../test-support/ai-harness.js';

let standIn: OpenAiStandIn;
let run: ReturnType<typeof aiRootRunner>;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'sk-classify-0001' });
  run = aiRootRunner(standIn, 'sk-classify-0001');
});
afterAll(() => standIn.close());

const categories = { categories: [
  { category: 'Billing', description: 'Questions about invoices and payments' },
  { category: 'Bug', description: 'Something in the product does not work' },
] };

const classifier = (parameters: IDataObject, typeVersion = 1.1) => ({
  type: '@n8n/n8n-nodes-langchain.textClassifier', typeVersion, parameters: { inputText: '={{ $json.message }}', categories, ...parameters },
});

const fenced = (value: unknown) => ({ content: `\`\`\`json\n${JSON.stringify(value)}\n\`\`\`` });

describe('Text Classifier', () => {
  it('routes each item to the output of the category the model picks, and asks with the categories and the format instructions', async () => {
    standIn.script(fenced({ Billing: true, Bug: false }), fenced({ Billing: false, Bug: true }), fenced({ Billing: false, Bug: false }));
    const { outputs, result } = await run(classifier({}, 1), {
      input: [{ message: 'I was charged twice' }, { message: 'The app crashes on start' }, { message: 'Nice weather' }],
    });
    expect(result.status).toBe('success');
    expect(outputs).toEqual([[{ message: 'I was charged twice' }], [{ message: 'The app crashes on start' }]]);
    const [system, user] = standIn.requests.at(-3)?.body.messages ?? [];
    expect(user).toEqual({ role: 'user', content: 'I was charged twice' });
    expect(system?.role).toBe('system');
    const prompt = String(system?.content);
    expect(prompt).toContain('into one of the following categories: Billing, Bug, and use the provided formatting instructions');
    expect(prompt).toContain('"JSON Schema"');
    expect(prompt).toContain('"Billing":{"type":"boolean","description":"Should the text be classified as Billing? Questions about invoices and payments"}');
    expect(prompt).toContain('"required":["Billing","Bug"]');
    expect(prompt).toMatch(/at most one category/);
  });

  it('sends an item to every matching output with multiClass, and unmatched items to "Other" with the fallback', async () => {
    const answers = answerByQuestion({
      'Charged twice because the app crashed': fenced({ Billing: true, Bug: true, fallback: false }),
      Hello: fenced({ Billing: false, Bug: false, fallback: true }),
    });
    standIn.script(answers, answers);
    const { outputs } = await run(classifier({ options: { multiClass: true, fallback: 'other' } }), {
      input: [{ message: 'Charged twice because the app crashed' }, { message: 'Hello' }],
    });
    expect(outputs).toEqual([
      [{ message: 'Charged twice because the app crashed' }],
      [{ message: 'Charged twice because the app crashed' }],
      [{ message: 'Hello' }],
    ]);
    const prompt = String(standIn.requests.at(-1)?.body.messages[0]?.content);
    expect(prompt).toContain('"fallback":{"type":"boolean"');
    expect(prompt).toMatch(/More than one category may apply/);
    expect(prompt).toMatch(/set "fallback" to true/);
  });

  it('takes a custom system prompt template and sends a malformed answer back to the model to be fixed', async () => {
    standIn.script({ content: 'It is about billing.' }, fenced({ Billing: true, Bug: false }));
    const { outputs } = await run(classifier({ options: { systemPromptTemplate: 'Sort this into {categories}.' } }), { input: [{ message: 'Refund please' }] });
    expect(outputs).toEqual([[{ message: 'Refund please' }], []]);
    expect(String(standIn.requests.at(-2)?.body.messages[0]?.content)).toMatch(/^Sort this into Billing, Bug\.\n\tYou must format your output as a JSON value/);
    // The fixing request carries the bad answer and the instructions.
    const fixing = JSON.stringify(standIn.requests.at(-1)?.body.messages);
    expect(fixing).toContain('It is about billing.');
    expect(fixing).toContain('JSON Schema');
  });

  it('fails on a malformed answer without auto-fixing, or outputs the error on the first output when set to continue', async () => {
    standIn.script({ content: 'not json' });
    const failed = await run(classifier({ options: { enableAutoFixing: false } }), { input: [{ message: 'x' }] });
    expect(failed.error?.message).toMatch(/Failed to parse/);

    const answers = answerByQuestion({ x: { content: 'not json' }, y: fenced({ Billing: false, Bug: true }) });
    standIn.script(answers, answers);
    const { outputs } = await run({ ...classifier({ options: { enableAutoFixing: false } }), onError: 'continueRegularOutput' }, { input: [{ message: 'x' }, { message: 'y' }] });
    expect(outputs[0]?.[0]?.error).toMatch(/Failed to parse/);
    expect(outputs[1]).toEqual([{ message: 'y' }]);
  });

  it('says which item has no text and that categories are needed', async () => {
    const noText = await run(classifier({}), { input: [{ other: 1 }] });
    expect(noText.error?.message).toBe('Text to classify for item 0 is not defined');
    const noCategories = await run(classifier({ categories: {} }), { input: [{ message: 'x' }] });
    expect(noCategories.error?.message).toBe('At least one category must be defined');
  });

  it('classifies items in batches (1.1) and records each model call on the model node', async () => {
    standIn.script(fenced({ Billing: true, Bug: false }), fenced({ Billing: true, Bug: false }), fenced({ Billing: false, Bug: true }));
    const { outputs, runData } = await run(classifier({ options: { batching: { batchSize: 2, delayBetweenBatches: 10 } } }), {
      input: [{ message: 'a' }, { message: 'b' }, { message: 'c' }],
    });
    expect(outputs).toEqual([[{ message: 'a' }, { message: 'b' }], [{ message: 'c' }]]);
    expect(runData['OpenAI Chat Model']).toHaveLength(3);
  });
});
