import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { MessageContent } from '@langchain/core/messages';
import { DynamicStructuredTool } from '@langchain/core/tools';
import type { IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { isOutputParser } from './output-parsers.js';
import type { NodeOutputParser } from './output-parsers.js';

/*
 * What a chain or an agent reads from its sub-nodes beyond the model's messages: the chat model and
 * its fallback, the output parser, and the images of the item for a model that sees them.
 */

export async function chatModels(context: IExecuteFunctions, itemIndex: number, needsFallback: boolean): Promise<{ model: BaseChatModel; fallbackModel?: BaseChatModel }> {
  const connected = await context.getInputConnectionData('ai_languageModel', itemIndex) as BaseChatModel | Array<BaseChatModel | undefined>;
  // With a fallback input the engine answers one model per input, in input order.
  if (!Array.isArray(connected)) return { model: connected };
  const [model, fallbackModel] = connected;
  if (!model) throw new NodeOperationError(context.getNode(), 'A Chat Model sub-node must be connected and enabled', { itemIndex });
  return needsFallback && fallbackModel ? { model, fallbackModel } : { model };
}

export async function optionalOutputParser(context: IExecuteFunctions, itemIndex: number): Promise<NodeOutputParser | undefined> {
  const connected = await context.getInputConnectionData('ai_outputParser', itemIndex);
  const parser = Array.isArray(connected) ? connected[0] : connected;
  if (parser === undefined) return undefined;
  if (!isOutputParser(parser)) throw new NodeOperationError(context.getNode(), 'The connected output parser cannot be used', { itemIndex });
  return parser;
}

/** The name n8n gives the tool a tools agent answers through when it has a structured output parser. */
export const ANSWER_TOOL_NAME = 'format_final_json_response';

/** The tool of a parser's schema that the agent's model gives its final answer through; none for parsers without a schema. */
export function answerTool(parser: NodeOutputParser | undefined): DynamicStructuredTool | undefined {
  const schema = parser?.answerSchema();
  if (!schema) return undefined;
  const { $schema: _ignored, ...toolSchema } = schema;
  return new DynamicStructuredTool({
    name: ANSWER_TOOL_NAME,
    description: 'Gives the final answer to the user in the required structure. Call it once, with the complete answer, when you are done.',
    schema: toolSchema,
    func: async () => '',
  });
}

/** The system message's addition telling the model how to give its answer under an output parser. */
export function answerInstructions(parser: NodeOutputParser): string {
  return parser.answerSchema()
    ? `IMPORTANT: give your final answer by calling the \`${ANSWER_TOOL_NAME}\` tool with the complete answer in its required structure, never as plain text. Call it only once you are ready to answer.`
    : parser.getFormatInstructions();
}

/** The user's message with the item's binary images as image parts (data URLs), or the text alone when it has none. */
export async function withBinaryImages(context: IExecuteFunctions, itemIndex: number, text: string): Promise<MessageContent> {
  const binary = context.getInputData()[itemIndex]?.binary ?? {};
  const parts: Array<{ type: 'image_url'; image_url: { url: string } }> = [];
  for (const [key, data] of Object.entries(binary)) {
    if (!data.mimeType?.startsWith('image/')) continue;
    const buffer = Buffer.from(await context.helpers.getBinaryDataBuffer(itemIndex, key));
    parts.push({ type: 'image_url', image_url: { url: `data:${data.mimeType};base64,${buffer.toString('base64')}` } });
  }
  if (parts.length === 0) return text;
  // A message of images alone (a chat message of files without text) sends no empty text part.
  return text.trim() === '' ? parts : [{ type: 'text', text }, ...parts];
}
