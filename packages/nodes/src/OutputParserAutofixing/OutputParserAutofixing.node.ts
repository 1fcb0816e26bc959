import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { AutoFixingOutputParser, DEFAULT_FIX_PROMPT, isOutputParser, recordedParser } from '../ai/output-parsers.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

/** Auto-fixing Output Parser: another parser, with a model asked to correct an answer that parser refuses. */
export class OutputParserAutofixing implements INodeType {
  description: INodeTypeDescription = {
    ...subNodeDescription('ai_outputParser', 'Output Parser', {
    displayName: 'Auto-fixing Output Parser',
    name: '@n8n/n8n-nodes-langchain.outputParserAutofixing',
    icon: 'file:autofixing-parser.svg',
    version: 1,
    description: 'Deprecated, use structured output parser',
    codex: { categories: ['AI'], subcategories: { AI: ['Output Parsers'] } },
    properties: [
  { displayName: "This node wraps another output parser. If the first one fails it calls an LLM to fix the format", name: "info", type: "notice", default: "" },
  connectionHintNotice('This node must be connected to an AI chain or agent that accepts an output parser'),
  { displayName: "Options", name: "options", type: "collection", default: {}, placeholder: "Add Option", options: [
      { displayName: "Retry Prompt", name: "prompt", type: "string", default: DEFAULT_FIX_PROMPT, description: "Prompt template used for fixing the output. Uses placeholders: \"{instructions}\" for parsing rules, \"{completion}\" for the failed attempt, and \"{error}\" for the validation error message.", typeOptions: {"rows": 10} }
    ] }
    ],
    }),
    inputs: [
      { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true },
      { displayName: 'Output Parser', maxConnections: 1, required: true, type: 'ai_outputParser' },
    ],
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const model = await this.getInputConnectionData('ai_languageModel', itemIndex) as BaseChatModel;
    const inner = await this.getInputConnectionData('ai_outputParser', itemIndex);
    if (!isOutputParser(inner)) throw new NodeOperationError(this.getNode(), 'The connected output parser cannot be used', { itemIndex });
    const prompt = (this.getNodeParameter('options.prompt', itemIndex, DEFAULT_FIX_PROMPT) as string) || DEFAULT_FIX_PROMPT;
    return { response: recordedParser(new AutoFixingOutputParser(inner, model, prompt), this) };
  }
}
