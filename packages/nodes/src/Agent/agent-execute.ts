import type { StructuredToolInterface } from '@langchain/core/tools';
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { runToolsAgent } from '../ai/tools-agent.js';
import { noPromptError } from '../ai/no-prompt-error.js';
import { itemStream } from '../ai/model-stream.js';
import type { ChatMemory } from '../ai/chat-memory.js';
import { answerInstructions, answerTool, chatModels, optionalOutputParser, withBinaryImages } from '../ai/root-inputs.js';
import type { NodeOutputParser } from '../ai/output-parsers.js';

interface AgentOptions {
  systemMessage?: string; maxIterations?: number; returnIntermediateSteps?: boolean; passthroughBinaryImages?: boolean; enableStreaming?: boolean;
}

/**
 * The item's prompt, with n8n's error when it is empty. An item carrying files (a chat message of files
 * alone) may have an empty text: the files are what the agent is given.
 */
export function agentPrompt(context: IExecuteFunctions, itemIndex: number): string {
  const version = context.getNode().typeVersion;
  // Versions 1.3 to 1.6 read the chat trigger's message directly; from 1.7 through the Text parameter.
  const fromChat = version >= 1.3 && version < 1.7 && context.getNodeParameter('promptType', itemIndex, 'auto') === 'auto';
  const item = context.getInputData()[itemIndex];
  const prompt = fromChat ? item?.json.chatInput : context.getNodeParameter('text', itemIndex, '');
  const hasFiles = Object.keys(item?.binary ?? {}).length > 0;
  if (typeof prompt !== 'string' || (prompt.trim() === '' && !hasFiles)) throw noPromptError(context.getNode(), itemIndex);
  return prompt;
}

/** Whether the root uses an output parser: its switch, or (versions hiding the switch) whenever one is connected. */
export async function agentOutputParser(context: IExecuteFunctions, itemIndex: number, switchFrom: number): Promise<NodeOutputParser | undefined> {
  if (context.getNode().typeVersion >= switchFrom && context.getNodeParameter('hasOutputParser', itemIndex, false) !== true) return undefined;
  return optionalOutputParser(context, itemIndex);
}

/** The answer text parsed by the parser, as the `output` of the item. */
export async function parsedOutput(parser: NodeOutputParser | undefined, text: string): Promise<unknown> {
  return parser ? parser.parse(text) : text;
}

/**
 * The tools agent (versions 1.6-1.9 with the tools agent type, 2 and 3): each item's prompt (with its images)
 * through the model and its tools, the answer parsed by the output parser; outputs `{ output }`.
 */
export async function executeToolsAgent(this: IExecuteFunctions, defaultSystemMessage = 'You are a helpful assistant'): Promise<INodeExecutionData[][]> {
  const items = this.getInputData();
  const output: INodeExecutionData[] = [];
  const cancel = this.getExecutionCancelSignal();
  const signal = cancel instanceof AbortSignal ? cancel : undefined;
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      const prompt = agentPrompt(this, itemIndex);
      const needsFallback = this.getNodeParameter('needsFallback', itemIndex, false) === true;
      const { model, fallbackModel } = await chatModels(this, itemIndex, needsFallback);
      // A toolkit sub-node (MCP Client) supplies several tools at once.
      const tools = (await this.getInputConnectionData('ai_tool', itemIndex) as Array<StructuredToolInterface | StructuredToolInterface[]>).flat();
      const memory = await this.getInputConnectionData('ai_memory', itemIndex) as ChatMemory | undefined;
      const parser = await agentOutputParser(this, itemIndex, 1.3);
      const options = this.getNodeParameter('options', itemIndex, {}) as AgentOptions;
      // From 1.9 the agent sends a system message only when the option is set (n8n's choice); an empty
      // option sends none in any version. The parser's instructions are sent either way.
      const useSystemMessage = options.systemMessage !== undefined ? options.systemMessage !== '' : this.getNode().typeVersion < 1.9;
      const systemMessage = useSystemMessage ? options.systemMessage ?? defaultSystemMessage : '';
      // "Enable Streaming" (2.1 and later, on by default): the answer streams when the chat trigger asks for it.
      const stream = itemStream(this, itemIndex, this.getNode().typeVersion >= 2.1 && options.enableStreaming !== false);
      stream?.begin();
      const result = await runToolsAgent({
        model, fallbackModel, tools, signal, history: memory ? await memory.loadWindow() : undefined,
        prompt: options.passthroughBinaryImages === false ? prompt : await withBinaryImages(this, itemIndex, prompt),
        systemMessage: parser ? [systemMessage, answerInstructions(parser)].filter(Boolean).join('\n\n') : systemMessage,
        maxIterations: options.maxIterations ?? 10,
        answerTool: answerTool(parser),
        badArguments: this.getNode().typeVersion >= 3 ? 'fail' : 'retry',
        ...(stream ? { onText: stream.text } : {}),
        streamed: this.getNode().typeVersion < 2,
        stepStyle: this.getNode().typeVersion >= 3 ? 'engine' : 'executor',
      });
      stream?.end();
      const answer = await parsedOutput(parser, result.output);
      await memory?.saveTurn(prompt, typeof answer === 'string' ? answer : JSON.stringify(answer));
      const json: IDataObject = { output: answer as IDataObject };
      if (options.returnIntermediateSteps) json.intermediateSteps = result.intermediateSteps as unknown as IDataObject[];
      output.push({ json, pairedItem: { item: itemIndex } });
    } catch (error) {
      if (!this.continueOnFail()) throw error;
      output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
    }
  }
  return [output];
}
