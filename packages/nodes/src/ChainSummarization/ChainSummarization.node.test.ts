import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { ChatRequest, OpenAiStandIn } from '../test-support/openai-stand-in.js';
import { aiRootRunner } from '../test-support/ai-harness.js';

let standIn: OpenAiStandIn;
let run: ReturnType<typeof aiRootRunner>;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'sk-summary-0001' });
  run = aiRootRunner(standIn, 'sk-summary-0001');
});
afterAll(() => standIn.close());

const summarization = (parameters: IDataObject, typeVersion = 2.1) => ({ type: '@n8n/n8n-nodes-langchain.chainSummarization', typeVersion, parameters });
const userText = (request: ChatRequest | undefined) => String(request?.body.messages.at(-1)?.content);
const DEFAULT_PROMPT = 'Write a concise summary of the following:\n\n\n"{text}"\n\n\nCONCISE SUMMARY:';
const loaderNode = { type: 'ai_document', node: { name: 'Default Data Loader', type: '@n8n/n8n-nodes-langchain.documentDefaultDataLoader', typeVersion: 1.1, parameters: {} } };

/** `count` paragraphs of about 900 characters: each fills a 1000-character chunk of its own. */
function longText(count: number): string {
  return Array.from({ length: count }, (_, index) => `Paragraph ${index}. ${'The tide comes in and goes out. '.repeat(28)}`.trim()).join('\n\n');
}

describe('Summarization Chain 2 and 2.1', () => {
  it('map-reduce: asks for a summary of each chunk, then combines the summaries (text beyond the combine prompt\'s token budget)', async () => {
    const paragraphs = 14;
    standIn.script(...Array.from({ length: paragraphs }, () => (request: ChatRequest) => ({ content: `Summary of ${/Paragraph (\d+)/.exec(userText(request))?.[1]}.` })));
    standIn.script({ content: 'All about tides.' });
    const before = standIn.requests.length;
    const { outputs, runData } = await run(summarization({}), { input: [{ article: longText(paragraphs) }] });
    expect(outputs).toEqual([[{ output: { text: 'All about tides.' } }]]);
    const asked = standIn.requests.slice(before).map(userText);
    expect(asked).toHaveLength(paragraphs + 1);
    expect(asked[0]).toBe(DEFAULT_PROMPT.replace('{text}', longText(paragraphs).split('\n\n')[0] as string));
    const combine = asked.at(-1) as string;
    expect(combine).toMatch(/^Write a concise summary of the following:/);
    for (let index = 0; index < paragraphs; index++) expect(combine).toContain(`Summary of ${index}.`);
    expect(runData['OpenAI Chat Model']).toHaveLength(paragraphs + 1);
  // Counting tokens first loads the model's encoding (o200k_base), which takes seconds on a busy machine.
  }, 60_000);

  it('map-reduce on a short text sends it once with the combine prompt; custom prompts are used', async () => {
    standIn.script({ content: 'Short.' });
    const { outputs } = await run(summarization({ options: { summarizationMethodAndPrompts: { values: {
      summarizationMethod: 'map_reduce', combineMapPrompt: 'Map: {text}', prompt: 'Combine these: {text}',
    } } } }), { input: [{ title: 'Tides', body: 'The moon pulls the sea.' }] });
    expect(outputs).toEqual([[{ output: { text: 'Short.' } }]]);
    // Each string of the item's JSON is a document.
    expect(userText(standIn.requests.at(-1))).toBe('Combine these: Tides\n\nThe moon pulls the sea.');
  });

  it('stuff: one request with every chunk; refine: a first summary, then one refinement per further chunk', async () => {
    standIn.script({ content: 'Stuffed.' });
    const stuffed = await run(summarization({ chunkSize: 40, chunkOverlap: 0, options: { summarizationMethodAndPrompts: { values: {
      summarizationMethod: 'stuff', prompt: 'Sum up: {text}',
    } } } }), { input: [{ body: 'First sentence is here. Second sentence is here. Third one.' }] });
    expect(stuffed.outputs).toEqual([[{ output: { text: 'Stuffed.' } }]]);
    expect(userText(standIn.requests.at(-1))).toBe('Sum up: First sentence is here. Second sentence\n\nis here. Third one.');

    standIn.script({ content: 'First summary.' }, { content: 'Refined summary.' });
    const refined = await run(summarization({ chunkSize: 40, chunkOverlap: 0, options: { summarizationMethodAndPrompts: { values: {
      summarizationMethod: 'refine', refineQuestionPrompt: 'Start: {text}', refinePrompt: 'Had: {existing_answer} New: {text}',
    } } } }, 2), { input: [{ body: 'First sentence is here. Second sentence is here. Third one.' }] });
    expect(refined.outputs).toEqual([[{ response: { output_text: 'Refined summary.' } }]]);
    expect(userText(standIn.requests.at(-2))).toBe('Start: First sentence is here. Second sentence');
    expect(userText(standIn.requests.at(-1))).toBe('Had: First summary. New: is here. Third one.');
  });

  it('summarizes a binary text file, and says when the field is missing or the file type unreadable', async () => {
    standIn.script({ content: 'A note.' });
    const data = Buffer.from('Buy milk. Call mum.').toString('base64');
    const { outputs } = await run(summarization({ operationMode: 'nodeInputBinary', options: { binaryDataKey: 'file' } }), {
      input: [{}], binary: [{ file: { data, mimeType: 'text/plain', fileName: 'note.txt' } }],
    });
    expect(outputs).toEqual([[{ output: { text: 'A note.' } }]]);
    expect(userText(standIn.requests.at(-1))).toContain('"Buy milk. Call mum."');

    const missing = await run(summarization({ operationMode: 'nodeInputBinary' }), { input: [{}], binary: [{ file: { data, mimeType: 'text/plain' } }] });
    expect(missing.error?.message).toBe("The item has no binary field 'data'");
    const image = await run(summarization({ operationMode: 'nodeInputBinary' }), { input: [{}], binary: [{ data: { data, mimeType: 'image/png' } }] });
    expect(image.error?.message).toBe("Files of type 'image/png' cannot be summarized");
  });

  it('takes the documents of the connected Default Data Loader, which records each item it loads', async () => {
    standIn.script({ content: 'Loaded.' });
    const { outputs, runData } = await run(summarization({ operationMode: 'documentLoader', options: { summarizationMethodAndPrompts: { values: { summarizationMethod: 'stuff' } } } }), {
      input: [{ body: 'From the loader.' }], subNodes: [loaderNode],
    });
    expect(outputs).toEqual([[{ output: { text: 'Loaded.' } }]]);
    expect(userText(standIn.requests.at(-1))).toBe(DEFAULT_PROMPT.replace('{text}', 'From the loader.'));
    expect(runData['Default Data Loader']?.[0]?.data?.ai_document?.[0]?.[0]?.json).toMatchObject({ pageContent: 'From the loader.' });
  });

  it('explains an empty item and bad chunk settings, and continues with the error when set to', async () => {
    const empty = await run(summarization({}), { input: [{ count: 3 }] });
    expect(empty.error?.message).toBe('There is no text to summarize');
    const overlap = await run(summarization({ chunkSize: 100, chunkOverlap: 100 }), { input: [{ body: 'x' }] });
    expect(overlap.error?.message).toBe('The chunk overlap must be smaller than the chunk size');

    standIn.script({ content: 'Fine.' });
    const { outputs } = await run({ ...summarization({}), onError: 'continueRegularOutput' }, { input: [{ count: 3 }, { body: 'Text.' }] });
    expect(outputs).toEqual([[{ error: 'There is no text to summarize' }, { output: { text: 'Fine.' } }]]);
  });

  it('names the summary `response` in version 2, and in 2.1 when items are not batched (batch size 1), as n8n does', async () => {
    standIn.script({ content: 'Two.' }, { content: 'Unbatched.' });
    const v2 = await run(summarization({}, 2), { input: [{ body: 'Text.' }] });
    expect(v2.outputs).toEqual([[{ response: { text: 'Two.' } }]]);
    const unbatched = await run(summarization({ options: { batching: { batchSize: 1 } } }), { input: [{ body: 'Text.' }] });
    expect(unbatched.outputs).toEqual([[{ response: { text: 'Unbatched.' } }]]);
  });
});

describe('Summarization Chain 1', () => {
  it('summarizes each item\'s documents from the connected loader with the chosen method', async () => {
    standIn.script({ content: 'One.' }, { content: 'Two.' });
    const { outputs } = await run(summarization({ type: 'stuff', options: { prompt: 'TL;DR {text}' } }, 1), {
      input: [{ body: 'First item.' }, { body: 'Second item.' }], subNodes: [loaderNode],
    });
    expect(outputs).toEqual([[{ response: { text: 'One.' } }, { response: { text: 'Two.' } }]]);
    expect(userText(standIn.requests.at(-2))).toBe('TL;DR First item.');
    expect(userText(standIn.requests.at(-1))).toBe('TL;DR Second item.');
  });

  it('needs a document loader', async () => {
    const { error } = await run(summarization({}, 1), { input: [{ body: 'x' }] });
    expect(error?.message).toMatch(/Document/);
  });
});
