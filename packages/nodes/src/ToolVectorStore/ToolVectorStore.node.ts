import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { DynamicTool } from '@langchain/core/tools';
import type { VectorStore } from '@langchain/core/vectorstores';
import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData, NodeConnectionType } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { answerWithRetrieval } from '../ai/retrieval-qa.js';
import { toolNameOf } from '../ai/vector-store-node.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

/** The tool's instructions to its own model (LangChain's question-answering prompt, in our words). */
const TOOL_SYSTEM_PROMPT = "Use the following pieces of context to answer the user's question.\nIf you don't know the answer, just say that you don't know, don't try to make up an answer.\n----------------\n{context}";

/** Answer questions with a vector store: a tool for an agent that answers from the store's nearest documents. */
export class ToolVectorStore implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Answer questions with a vector store',
    name: '@n8n/n8n-nodes-langchain.toolVectorStore',
    icon: 'file:vector-store-tool.svg',
    group: ['transform'],
    version: [1, 1.1],
    description: 'Answer questions with a vector store',
    defaults: { name: 'Answer questions with a vector store' },
    codex: { categories: ['AI'], subcategories: { AI: ['Tools'], Tools: ['Other Tools'] } },
    // n8n's inputs with their rules (the description type names connection types only).
    inputs: [
      { displayName: 'Vector Store', maxConnections: 1, type: 'ai_vectorStore', required: true },
      { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true },
    ] as unknown as NodeConnectionType[],
    outputs: ['ai_tool'],
    outputNames: ['Tool'],
    properties: [
      connectionHintNotice('This node must be connected to an AI agent. Insert one'),
      { displayName: 'Data Name', name: 'name', type: 'string', default: '', placeholder: 'e.g. company_knowledge_base', description: 'Name of the data in the vector store, as the agent sees it', displayOptions: { show: { '@version': [1] } } },
      { displayName: 'Description of Data', name: 'description', type: 'string', default: '', typeOptions: { rows: 3 }, placeholder: '[Describe your data here, e.g. a user\'s name, email, etc.]', description: 'What the data in the vector store is about, so the agent knows when to ask it' },
      { displayName: 'Limit', name: 'topK', type: 'number', default: 4, description: 'The number of documents the answer is drawn from' },
    ],
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const node = this.getNode();
    const name = node.typeVersion < 1.1 ? this.getNodeParameter('name', itemIndex, '') as string : toolNameOf(node.name);
    if (name === '') throw new NodeOperationError(node, 'The tool needs a name: fill in "Data Name"', { itemIndex });
    const description = this.getNodeParameter('description', itemIndex, '') as string;
    const topK = this.getNodeParameter('topK', itemIndex, 4) as number;
    const store = await this.getInputConnectionData('ai_vectorStore', itemIndex) as VectorStore;
    const model = await this.getInputConnectionData('ai_languageModel', itemIndex) as BaseChatModel;
    const tool = new DynamicTool({
      name,
      description: `Useful for when you need to answer questions about ${name}. Whenever you need information about ${description}, you should ALWAYS use this. Input should be a fully formed question.`,
      func: async (input: string) => {
        const { index } = this.addInputData('ai_tool', [[{ json: { input } }]]);
        try {
          const { answer } = await answerWithRetrieval({ model, retriever: store.asRetriever(topK), question: input, systemPrompt: TOOL_SYSTEM_PROMPT });
          this.addOutputData('ai_tool', index, [[{ json: { response: answer } }]]);
          return answer;
        } catch (error) {
          const shown = error instanceof NodeOperationError ? error : new NodeOperationError(node, (error as Error).message);
          this.addOutputData('ai_tool', index, shown);
          throw shown;
        }
      },
    });
    return { response: tool };
  }
}
