import type { BaseLanguageModel } from '@langchain/core/language_models/base';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { StructuredToolInterface, ToolInterface } from '@langchain/core/tools';
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { ChatMemory } from '../ai/chat-memory.js';
import { runConversationalAgent, runPlanAndExecuteAgent, runReActAgent } from '../ai/legacy-agents.js';
import type { LegacyAgentResult } from '../ai/legacy-agents.js';
import { agentOutputParser, agentPrompt, executeToolsAgent, parsedOutput } from './agent-execute.js';
import { executeSqlAgent } from './agent-v1-sql.js';

interface LegacyOptions {
  systemMessage?: string; humanMessage?: string; humanMessageTemplate?: string; prefix?: string; suffix?: string; suffixChat?: string;
  maxIterations?: number; returnIntermediateSteps?: boolean;
}

type LegacyType = 'conversationalAgent' | 'reActAgent' | 'planAndExecuteAgent';

async function runLegacy(context: IExecuteFunctions, type: LegacyType, itemIndex: number, signal: AbortSignal | undefined): Promise<IDataObject> {
  const prompt = agentPrompt(context, itemIndex);
  const model = await context.getInputConnectionData('ai_languageModel', itemIndex) as BaseLanguageModel;
  const tools = (await context.getInputConnectionData('ai_tool', itemIndex) as Array<ToolInterface | ToolInterface[]>).flat();
  const parser = await agentOutputParser(context, itemIndex, 1.3);
  const options = context.getNodeParameter('options', itemIndex, {}) as LegacyOptions;
  // The parser's instructions follow the user's message, as the chain does.
  const input = parser ? `${prompt}\n${parser.getFormatInstructions()}` : prompt;
  const maxIterations = options.maxIterations ?? 10;
  let result: Pick<LegacyAgentResult, 'output'> & Partial<LegacyAgentResult>;
  if (type === 'conversationalAgent') {
    const memory = await context.getInputConnectionData('ai_memory', itemIndex) as ChatMemory | undefined;
    result = await runConversationalAgent({
      model, tools, input, maxIterations, signal, chatHistory: memory ? await memory.loadWindow() : [],
      systemMessage: options.systemMessage, humanMessage: options.humanMessage,
    });
    await memory?.saveTurn(prompt, result.output);
  } else if (type === 'reActAgent') {
    result = await runReActAgent({
      model, tools, input, maxIterations, signal,
      prefix: options.prefix, suffix: options.suffix, suffixChat: options.suffixChat, humanMessageTemplate: options.humanMessageTemplate,
    });
  } else {
    result = await runPlanAndExecuteAgent({ model: model as BaseChatModel, tools: tools as StructuredToolInterface[], input, humanMessageTemplate: options.humanMessageTemplate, signal });
  }
  const json: IDataObject = { output: await parsedOutput(parser, result.output) as IDataObject };
  // The plan-and-execute agent has no steps to give (n8n offers no such option for it and outputs the answer alone).
  if (options.returnIntermediateSteps && result.intermediateSteps) json.intermediateSteps = result.intermediateSteps;
  return json;
}

/** AI Agent 1.x: the chosen agent type (the tools agent from 1.6 by default) for each item. */
export async function executeAgentV1(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const type = this.getNodeParameter('agent', 0, this.getNode().typeVersion >= 1.6 ? 'toolsAgent' : 'conversationalAgent') as string;
  if (type === 'toolsAgent') return executeToolsAgent.call(this);
  // Tool calling is what OpenAI's function calling became: the same loop, with this type's system message.
  if (type === 'openAiFunctionsAgent') return executeToolsAgent.call(this, 'You are a helpful AI assistant.');
  if (type === 'sqlAgent') return executeSqlAgent.call(this);
  if (type !== 'conversationalAgent' && type !== 'reActAgent' && type !== 'planAndExecuteAgent') {
    throw new NodeOperationError(this.getNode(), `The agent type "${type}" is not known`);
  }
  const cancel = this.getExecutionCancelSignal();
  const signal = cancel instanceof AbortSignal ? cancel : undefined;
  const output: INodeExecutionData[] = [];
  for (let itemIndex = 0; itemIndex < this.getInputData().length; itemIndex++) {
    try {
      output.push({ json: await runLegacy(this, type, itemIndex, signal), pairedItem: { item: itemIndex } });
    } catch (error) {
      if (!this.continueOnFail()) throw error;
      output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
    }
  }
  return [output];
}
