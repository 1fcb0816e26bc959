import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { aiRootRunner } from '../test-support/ai-harness.js';

let standIn: OpenAiStandIn;
let run: ReturnType<typeof aiRootRunner>;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'sk-sentiment-0001' });
  run = aiRootRunner(standIn, 'sk-sentiment-0001');
});
afterAll(() => standIn.close());

const analysis = (parameters: IDataObject = {}, typeVersion = 1.1) => ({
  type: '@n8n/n8n-nodes-langchain.sentimentAnalysis', typeVersion, parameters: { inputText: '={{ $json.review }}', ...parameters },
});

describe('Sentiment Analysis', () => {
  it('routes items to the default categories\' outputs with the category added, asking with the categories and format instructions', async () => {
    standIn.script({ content: '{"sentiment": "Positive"}' }, { content: '```json\n{"sentiment": "Negative"}\n```' });
    const { outputs } = await run(analysis({}, 1), { input: [{ review: 'Loved it' }, { review: 'Broke in a day' }] });
    expect(outputs).toEqual([
      [{ review: 'Loved it', sentimentAnalysis: { category: 'Positive' } }],
      [],
      [{ review: 'Broke in a day', sentimentAnalysis: { category: 'Negative' } }],
    ]);
    const [system, user] = standIn.requests.at(-2)?.body.messages ?? [];
    expect(user).toEqual({ role: 'user', content: 'Loved it' });
    const prompt = String(system?.content);
    expect(prompt).toContain('Categorize it into one of the following: Positive, Neutral, Negative. Use the provided formatting instructions.');
    expect(prompt).toContain('"sentiment":{"type":"string","enum":["Positive","Neutral","Negative"]}');
    expect(prompt).not.toContain('strength');
  });

  it('adds strength and confidence when detailed results are asked, with custom categories', async () => {
    standIn.script({ content: '{"sentiment": "Happy", "strength": 0.9, "confidence": 0.75}' });
    const { outputs } = await run(analysis({ options: { categories: 'Happy, Sad', includeDetailedResults: true } }), { input: [{ review: 'Wonderful!' }] });
    expect(outputs).toEqual([[{ review: 'Wonderful!', sentimentAnalysis: { category: 'Happy', strength: 0.9, confidence: 0.75 } }], []]);
    const prompt = String(standIn.requests.at(-1)?.body.messages[0]?.content);
    expect(prompt).toContain('"enum":["Happy","Sad"]');
    expect(prompt).toContain('"strength":{"type":"number","minimum":0,"maximum":1');
    expect(prompt).toContain('"required":["sentiment","strength","confidence"]');
  });

  it('has the model fix an answer outside the categories, and fails on it without auto-fixing', async () => {
    standIn.script({ content: '{"sentiment": "Angry"}' }, { content: '{"sentiment": "Negative"}' });
    const { outputs } = await run(analysis(), { input: [{ review: 'Awful' }] });
    expect(outputs[2]).toEqual([{ review: 'Awful', sentimentAnalysis: { category: 'Negative' } }]);

    standIn.script({ content: '{"sentiment": "Angry"}' });
    const { error } = await run(analysis({ options: { enableAutoFixing: false } }), { input: [{ review: 'Awful' }] });
    expect(error?.message).toMatch(/Failed to parse/);
  });

  it('says which item has no text', async () => {
    const { error } = await run(analysis(), { input: [{ other: 1 }] });
    expect(error?.message).toBe('Text to analyze for item 0 is not defined');
  });
});
