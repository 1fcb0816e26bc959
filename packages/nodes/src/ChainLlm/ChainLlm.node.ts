import { HumanMessage } from '@langchain/core/messages';
import type { AIMessage } from '@langchain/core/messages';
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { messageText } from '../ai/message-text.js';
import { noPromptError } from '../ai/no-prompt-error.js';
import { cancelOptions, failureItem, runInBatches } from '../ai/batches.js';
import { callModel, itemStream } from '../ai/model-stream.js';
import type { ChatCaller } from '../ai/model-stream.js';
import { chatModels, optionalOutputParser } from '../ai/root-inputs.js';
import type { NodeOutputParser } from '../ai/output-parsers.js';
import { chatMessages } from './chat-messages.js';

/** n8n's inputs of the Basic LLM Chain: main, the model, a fallback model and an output parser as its parameters ask. */
const CHAIN_INPUTS =
"={{ ((parameter) => { function getInputs(parameters) {\n  const inputs = [\n    { displayName: \"\", type: \"main\" },\n    {\n      displayName: \"Model\",\n      maxConnections: 1,\n      type: \"ai_languageModel\",\n      required: true\n    }\n  ];\n  const needsFallback = parameters?.needsFallback;\n  if (needsFallback === true) {\n    inputs.push({\n      displayName: \"Fallback Model\",\n      maxConnections: 1,\n      type: \"ai_languageModel\",\n      required: true\n    });\n  }\n  const hasOutputParser = parameters?.hasOutputParser;\n  if (hasOutputParser === void 0 || hasOutputParser === true) {\n    inputs.push({\n      displayName: \"Output Parser\",\n      type: \"ai_outputParser\",\n      maxConnections: 1,\n      required: false\n    });\n  }\n  return inputs;\n}; return getInputs(parameter) })($parameter) }}";

/** The user message: the `prompt` parameter up to 1.3; from 1.4 the chat trigger's `chatInput` or the `text` parameter. */
function promptOf(context: IExecuteFunctions, itemIndex: number, item: INodeExecutionData): unknown {
  const version = context.getNode().typeVersion;
  if (version <= 1.3) return context.getNodeParameter('prompt', itemIndex);
  const promptType = context.getNodeParameter('promptType', itemIndex, 'define') as string;
  if (promptType === 'auto' && version < 1.5) return item.json.chatInput;
  return context.getNodeParameter('text', itemIndex);
}

/** Versions 1, 1.1 and 1.3 have no switches: a connected output parser is used. */
const WITHOUT_SWITCHES = [1, 1.1, 1.3];

async function outputParserOf(context: IExecuteFunctions, itemIndex: number): Promise<NodeOutputParser | undefined> {
  const hasSwitch = !WITHOUT_SWITCHES.includes(context.getNode().typeVersion);
  if (hasSwitch && context.getNodeParameter('hasOutputParser', itemIndex, false) !== true) return undefined;
  return optionalOutputParser(context, itemIndex);
}

/** The items of one answer: text as `{ text }`, a list one item per entry, a structured answer as `{ output }`. */
function answerItems(answer: unknown, itemIndex: number): INodeExecutionData[] {
  const pairedItem = { item: itemIndex };
  if (Array.isArray(answer)) return answer.map((entry) => ({ json: typeof entry === 'string' ? { text: entry } : { output: entry as IDataObject }, pairedItem }));
  if (typeof answer === 'string') return [{ json: { text: answer }, pairedItem }];
  return [{ json: { output: answer as IDataObject }, pairedItem }];
}

/** Basic LLM Chain: asks the connected chat model with each item's prompt; outputs `{ text }`. */
export class ChainLlm implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Basic LLM Chain',
    name: '@n8n/n8n-nodes-langchain.chainLlm',
    icon: 'file:chain-llm.svg',
    group: ['transform'],
    version: [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7],
    description: 'A simple chain to prompt a large language model',
    defaults: { name: 'Basic LLM Chain', color: '#909298' },
    codex: { categories: ['AI'], subcategories: { AI: ['Chains', 'Root Nodes'] } },
    inputs: CHAIN_INPUTS,
    outputs: ['main'],
    credentials: [],
    properties: [
  { displayName: "Save time with an example of how this node works", name: "notice", type: "notice", default: "" },
  { displayName: "Prompt", name: "prompt", type: "string", default: "={{ $json.input }}", required: true, displayOptions: {"show": {"@version": [1]}} },
  { displayName: "Prompt", name: "prompt", type: "string", default: "={{ $json.chat_input }}", required: true, displayOptions: {"show": {"@version": [1.1, 1.2]}} },
  { displayName: "Prompt", name: "prompt", type: "string", default: "={{ $json.chatInput }}", required: true, displayOptions: {"show": {"@version": [1.3]}} },
  { displayName: "Source for Prompt (User Message)", name: "promptType", type: "options", default: "auto", displayOptions: {"hide": {"@version": [1, 1.1, 1.2, 1.3]}}, options: [
      { name: "Connected Chat Trigger Node", value: "auto" },
      { name: "Connected Guardrails Node", value: "guardrails" },
      { name: "Define Below", value: "define" }
    ] },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.guardrailsInput }}", required: true, displayOptions: {"show": {"promptType": ["guardrails"], "@version": [{"_cnd": {"gte": 1.5}}]}}, typeOptions: {"rows": 2} },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.chatInput }}", required: true, displayOptions: {"show": {"promptType": ["auto"], "@version": [{"_cnd": {"gte": 1.5}}]}}, typeOptions: {"rows": 2} },
  { displayName: "Text", name: "text", type: "string", default: "", required: true, displayOptions: {"show": {"promptType": ["define"]}}, typeOptions: {"rows": 2} },
  { displayName: "Require Specific Output Format", name: "hasOutputParser", type: "boolean", default: false, noDataExpression: true, displayOptions: {"hide": {"@version": [1, 1.1, 1.3]}} },
  { displayName: "Enable Fallback Model", name: "needsFallback", type: "boolean", default: false, noDataExpression: true, displayOptions: {"hide": {"@version": [1, 1.1, 1.3]}} },
  { displayName: "Chat Messages (if Using a Chat Model)", name: "messages", type: "fixedCollection", default: {}, typeOptions: {"multipleValues": true}, options: [
      { displayName: "Message", name: "messageValues", values: [
      { displayName: "Type", name: "type", type: "options", default: "SystemMessagePromptTemplate", options: [
          { name: "AI", value: "AIMessagePromptTemplate" },
          { name: "System", value: "SystemMessagePromptTemplate" },
          { name: "User", value: "HumanMessagePromptTemplate" }
        ] },
      { displayName: "Message Type", name: "messageType", type: "options", default: "text", displayOptions: {"show": {"type": ["HumanMessagePromptTemplate"]}}, options: [
          { name: "Text", value: "text" },
          { name: "Image (Binary)", value: "imageBinary" },
          { name: "Image URL", value: "imageUrl" }
        ] },
      { displayName: "Image Data Field Name", name: "binaryImageDataKey", type: "string", default: "data", required: true, displayOptions: {"show": {"messageType": ["imageBinary"]}} },
      { displayName: "Image URL", name: "imageUrl", type: "string", default: "", required: true, displayOptions: {"show": {"messageType": ["imageUrl"]}} },
      { displayName: "Image Detail", name: "imageDetail", type: "options", default: "auto", displayOptions: {"show": {"type": ["HumanMessagePromptTemplate"], "messageType": ["imageBinary", "imageUrl"]}}, options: [
          { name: "Auto", value: "auto" },
          { name: "Low", value: "low" },
          { name: "High", value: "high" }
        ] },
      { displayName: "Message", name: "message", type: "string", default: "", required: true, displayOptions: {"hide": {"messageType": ["imageBinary", "imageUrl"]}} }
    ] }
    ] },
  { displayName: "Batch Processing", name: "batching", type: "collection", default: {}, displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.7}}]}}, options: [
      { displayName: "Batch Size", name: "batchSize", type: "number", default: 5 },
      { displayName: "Delay Between Batches", name: "delayBetweenBatches", type: "number", default: 0 }
    ] },
  { displayName: "Connect an output parser on the canvas to specify the output format you require", name: "notice", type: "notice", default: "", displayOptions: {"show": {"hasOutputParser": [true]}} },
  { displayName: "Connect an additional language model on the canvas to use it as a fallback if the main one fails", name: "fallbackNotice", type: "notice", default: "", displayOptions: {"show": {"needsFallback": [true]}} }

    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    // A stopped execution aborts the model's requests.
    const callOptions = cancelOptions(this);
    const outcomes = await runInBatches(this, items.length, this.getNode().typeVersion >= 1.7 ? 'batching' : undefined, async (itemIndex) => {
      const prompt = promptOf(this, itemIndex, items[itemIndex] as INodeExecutionData);
      if (typeof prompt !== 'string' || prompt.trim() === '') throw noPromptError(this.getNode(), itemIndex);
      const hasSwitch = !WITHOUT_SWITCHES.includes(this.getNode().typeVersion);
      const { model, fallbackModel } = await chatModels(this, itemIndex, hasSwitch && this.getNodeParameter('needsFallback', itemIndex, false) === true);
      const parser = await outputParserOf(this, itemIndex);
      // The parser's instructions follow the user's message, as n8n writes them.
      const question = parser ? `${prompt}\n${parser.getFormatInstructions()}` : prompt;
      const asked = (fallbackModel ? model.withFallbacks([fallbackModel]) : model) as unknown as ChatCaller;
      // From 1.7 the chain streams its answer when the chat trigger asks for it.
      const stream = itemStream(this, itemIndex, this.getNode().typeVersion >= 1.7);
      stream?.begin();
      // A completion model (not a chat model) answers plain text.
      const answer: { content: AIMessage['content'] } | string = await callModel(asked, [...await chatMessages(this, itemIndex), new HumanMessage(question)], callOptions, stream?.text);
      stream?.end();
      // Every version outputs a text answer as `text`, trimmed (n8n's `response.text` shape is for non-text answers).
      const text = (typeof answer === 'string' ? answer : messageText(answer.content)).trim();
      return answerItems(parser ? await parser.parse(text) : text, itemIndex);
    });
    return [outcomes.flatMap((outcome, itemIndex) => (outcome.status === 'fulfilled' ? outcome.value : [failureItem(this, outcome.reason, itemIndex)]))];
  }
}
