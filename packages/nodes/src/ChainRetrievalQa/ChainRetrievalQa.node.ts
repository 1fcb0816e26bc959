import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { BaseRetriever } from '@langchain/core/retrievers';
import type { IExecuteFunctions, INodeExecutionData, INodeProperties, INodeType, INodeTypeDescription, NodeConnectionType } from '@weft/workflow';
import { noPromptError } from '../ai/no-prompt-error.js';
import { DEFAULT_QA_SYSTEM_PROMPT, answerWithRetrieval } from '../ai/retrieval-qa.js';

const textField = (defaultValue: string, show: Record<string, unknown>): INodeProperties => ({
  displayName: 'Prompt (User Message)', name: 'text', type: 'string', default: defaultValue, required: true, typeOptions: { rows: 2 },
  placeholder: 'e.g. Hello, how can you help me?', displayOptions: { show: show as never },
});
const systemPrompt = (version: unknown): INodeProperties => ({
  displayName: 'System Prompt Template', name: 'systemPromptTemplate', type: 'string', default: DEFAULT_QA_SYSTEM_PROMPT, typeOptions: { rows: 6 },
  description: 'The instructions to the model; {context} is replaced by the documents the retriever found',
  displayOptions: { show: { '@version': [version] } } as never,
});

/** The question: the `query` parameter up to 1.2; from 1.3 the chat trigger's `chatInput` or the `text` parameter. */
function questionOf(context: IExecuteFunctions, itemIndex: number, item: INodeExecutionData): unknown {
  const version = context.getNode().typeVersion;
  if (version <= 1.2) return context.getNodeParameter('query', itemIndex);
  const promptType = context.getNodeParameter('promptType', itemIndex, 'auto') as string;
  if (promptType === 'auto' && version < 1.4) return item.json.chatInput;
  return context.getNodeParameter('text', itemIndex);
}

/** Question and Answer Chain: answers each item's question from the documents a retriever finds. */
export class ChainRetrievalQa implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Question and Answer Chain',
    name: '@n8n/n8n-nodes-langchain.chainRetrievalQa',
    icon: 'file:chain-retrieval-qa.svg',
    group: ['transform'],
    version: [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6],
    description: 'Answer questions about retrieved documents',
    defaults: { name: 'Question and Answer Chain', color: '#909298' },
    codex: { categories: ['AI'], subcategories: { AI: ['Chains', 'Root Nodes'] } },
    // n8n's inputs with their rules (the description type names connection types only).
    inputs: ['main', { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true }, { displayName: 'Retriever', maxConnections: 1, type: 'ai_retriever', required: true }] as unknown as NodeConnectionType[],
    outputs: ['main'],
    credentials: [],
    properties: [
      { displayName: 'Connect a chat model and a retriever (such as a Vector Store Retriever) to this node', name: 'notice', type: 'notice', default: '' },
      { displayName: 'Query', name: 'query', type: 'string', default: '={{ $json.input }}', required: true, displayOptions: { show: { '@version': [1] } } },
      { displayName: 'Query', name: 'query', type: 'string', default: '={{ $json.chat_input }}', required: true, displayOptions: { show: { '@version': [1.1] } } },
      { displayName: 'Query', name: 'query', type: 'string', default: '={{ $json.chatInput }}', required: true, displayOptions: { show: { '@version': [1.2] } } },
      {
        displayName: 'Source for Prompt (User Message)', name: 'promptType', type: 'options', default: 'auto', displayOptions: { hide: { '@version': [{ _cnd: { lte: 1.2 } }] } },
        options: [
          { name: 'Connected Chat Trigger Node', value: 'auto', description: 'The chatInput field of the chat trigger' },
          { name: 'Connected Guardrails Node', value: 'guardrails', description: 'The guardrailsInput field of the guardrails node' },
          { name: 'Define Below', value: 'define', description: 'A text or an expression of your own' },
        ],
      },
      textField('={{ $json.guardrailsInput }}', { promptType: ['guardrails'], '@version': [{ _cnd: { gte: 1.4 } }] }),
      textField('={{ $json.chatInput }}', { promptType: ['auto'], '@version': [{ _cnd: { gte: 1.4 } }] }),
      textField('', { promptType: ['define'] }),
      {
        displayName: 'Options', name: 'options', type: 'collection', default: {}, placeholder: 'Add Option',
        options: [
          systemPrompt({ _cnd: { lt: 1.5 } }),
          systemPrompt({ _cnd: { gte: 1.5 } }),
          {
            displayName: 'Batch Processing', name: 'batching', type: 'collection', default: {}, displayOptions: { show: { '@version': [{ _cnd: { gte: 1.6 } }] } },
            options: [
              { displayName: 'Batch Size', name: 'batchSize', type: 'number', default: 5, description: 'Items answered at the same time' },
              { displayName: 'Delay Between Batches', name: 'delayBetweenBatches', type: 'number', default: 0, description: 'Milliseconds to wait between batches' },
            ],
          },
        ],
      },
    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const output: INodeExecutionData[] = [];
    const cancel = this.getExecutionCancelSignal();
    const version = this.getNode().typeVersion;
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      try {
        const question = questionOf(this, itemIndex, items[itemIndex] as INodeExecutionData);
        if (typeof question !== 'string' || question.trim() === '') throw noPromptError(this.getNode(), itemIndex);
        const model = await this.getInputConnectionData('ai_languageModel', itemIndex) as BaseChatModel;
        const retriever = await this.getInputConnectionData('ai_retriever', itemIndex) as BaseRetriever;
        const template = this.getNodeParameter('options.systemPromptTemplate', itemIndex, DEFAULT_QA_SYSTEM_PROMPT) as string;
        const { answer } = await answerWithRetrieval({
          model, retriever, question, systemPrompt: template || DEFAULT_QA_SYSTEM_PROMPT, ...(cancel instanceof AbortSignal ? { signal: cancel } : {}),
        });
        // From 1.5 n8n answers the text itself; before, the chain's `{ text }` result.
        output.push({ json: { response: version >= 1.5 ? answer : { text: answer } }, pairedItem: { item: itemIndex } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
      }
    }
    return [output];
  }
}
