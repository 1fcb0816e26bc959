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

const itemList = (options: IDataObject): SubNode => ({
  node: { name: 'Item List Output Parser', type: '@n8n/n8n-nodes-langchain.outputParserItemList', typeVersion: 1, parameters: { options } as never },
  type: 'ai_outputParser',
});

async function chain(subNodes: SubNode[], typeVersion = 1.7) {
  const workflow = rootWorkflow(
    { name: 'Basic LLM Chain', type: '@n8n/n8n-nodes-langchain.chainLlm', typeVersion, parameters: { promptType: 'define', text: 'Name colours', prompt: 'Name colours', hasOutputParser: true } },
    [{ node: chatModel(), type: 'ai_languageModel' }, ...subNodes], [{}],
  );
  const { result } = await runWorkflow(workflow);
  return { json: result.data.resultData.runData['Basic LLM Chain']?.[0]?.data?.main?.[0]?.map((item) => item.json), error: result.data.resultData.error };
}

describe('Item List Output Parser', () => {
  it('splits the answer at line breaks into one item each, and tells the model so', async () => {
    standIn.script({ content: 'red\n green \n\nblue\n' });
    const { json } = await chain([itemList({})]);
    expect(json).toEqual([{ text: 'red' }, { text: 'green' }, { text: 'blue' }]);
    expect(standIn.requests.at(-1)?.body.messages.at(-1)?.content).toBe('Name colours\nYour response should be a list of items separated by "\n" (for example: "item1\nitem2\nitem3")');
  });

  it('keeps the number of items asked for, with its own separator; refuses fewer (version 1.3 has no switch)', async () => {
    standIn.script({ content: 'red, green, blue, pink' });
    const { json } = await chain([itemList({ numberOfItems: 2, separator: ',' })], 1.3);
    expect(json).toEqual([{ text: 'red' }, { text: 'green' }]);
    expect(standIn.requests.at(-1)?.body.messages.at(-1)?.content).toBe('Name colours\nYour response should be a list of 2 items separated by "," (for example: "item1,item2")');
    standIn.script({ content: 'red' });
    expect((await chain([itemList({ numberOfItems: 2, separator: ',' })])).error?.message).toBe('Wrong number of items returned. Expected 2 items but got 1 items instead.');
  });
});
