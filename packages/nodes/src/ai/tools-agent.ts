import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage, SystemMessage, ToolMessage } from '@langchain/core/messages';
import type { AIMessageChunk, BaseMessage, MessageContent } from '@langchain/core/messages';
import type { Runnable } from '@langchain/core/runnables';
import { ToolInputParsingException } from '@langchain/core/tools';
import type { StructuredToolInterface } from '@langchain/core/tools';
import { messageText } from './message-text.js';
import { callModel, type ChatCaller } from './model-stream.js';

/** One tool call of the agent and what the tool answered (n8n's `intermediateSteps`). */
export interface AgentStep {
  action: { tool: string; toolInput: Record<string, unknown>; log: string; toolCallId: string | undefined; type: 'tool_call' };
  observation: string;
}

export interface ToolsAgentRequest {
  model: BaseChatModel;
  /** Asked instead when a call of `model` fails. */
  fallbackModel?: BaseChatModel;
  tools: StructuredToolInterface[];
  systemMessage: string;
  /** The user's message: its text, or text and image parts. */
  prompt: MessageContent;
  /** Model turns before the agent gives up. */
  maxIterations: number;
  /** Earlier turns of the conversation (from a memory). */
  history?: BaseMessage[];
  /** A tool the model answers through (an output parser's schema): its call ends the run, its arguments are the output. */
  answerTool?: StructuredToolInterface;
  signal?: AbortSignal;
  /** The execution streams the answer: each piece of the model's text as it is written. */
  onText?: (text: string) => void;
  /**
   * A call whose arguments do not match the tool's schema: 'retry' answers the schema error to the model
   * as the tool's answer (it may call again), 'fail' ends the run with it. n8n's agent 1.x and 2.x go on,
   * 3 fails.
   */
  badArguments?: 'retry' | 'fail';
}

/** What LangChain's agents answer when they run out of iterations (n8n shows the same). */
export const MAX_ITERATIONS_OUTPUT = 'Agent stopped due to max iterations.';

type ToolCaller = Runnable<BaseMessage[], AIMessageChunk>;

async function invokeTool(tool: StructuredToolInterface, args: Record<string, unknown>, options: { signal?: AbortSignal }, badArguments: 'retry' | 'fail'): Promise<string> {
  try {
    return String(await tool.invoke(args, options));
  } catch (error) {
    if (badArguments === 'retry' && error instanceof ToolInputParsingException) return error.message;
    throw error;
  }
}

function toolCaller(model: BaseChatModel, tools: StructuredToolInterface[]): ToolCaller {
  if (tools.length === 0) return model as unknown as ToolCaller;
  if (typeof model.bindTools !== 'function') throw new Error('The connected model cannot call tools');
  return model.bindTools(tools) as ToolCaller;
}

/**
 * The tools agent: the model answers or asks for tool calls; each tool's answer goes back to the model,
 * until it answers in text (or through the answer tool) or `maxIterations` model turns were spent.
 */
export async function runToolsAgent(request: ToolsAgentRequest): Promise<{ output: string; answeredByTool: boolean; intermediateSteps: AgentStep[] }> {
  const { tools, signal, answerTool } = request;
  const offered = answerTool ? [...tools, answerTool] : tools;
  const primary = toolCaller(request.model, offered);
  const caller = request.fallbackModel ? primary.withFallbacks([toolCaller(request.fallbackModel, offered)]) : primary;
  const messages: BaseMessage[] = [new SystemMessage(request.systemMessage), ...(request.history ?? []), new HumanMessage({ content: request.prompt })];
  const intermediateSteps: AgentStep[] = [];
  const options = signal ? { signal } : {};
  for (let iteration = 0; iteration < request.maxIterations; iteration++) {
    const answer = await callModel(caller as unknown as ChatCaller, messages, options, request.onText);
    messages.push(answer);
    const calls = answer.tool_calls ?? [];
    const final = answerTool ? calls.find((call) => call.name === answerTool.name) : undefined;
    if (final) return { output: JSON.stringify(final.args), answeredByTool: true, intermediateSteps };
    if (calls.length === 0) return { output: messageText(answer.content), answeredByTool: false, intermediateSteps };
    for (const call of calls) {
      const tool = tools.find((candidate) => candidate.name === call.name);
      const observation = tool
        ? await invokeTool(tool, call.args, options, request.badArguments ?? 'fail')
        : `${call.name} is not a valid tool, try another one.`;
      intermediateSteps.push({
        action: { tool: call.name, toolInput: call.args, log: `Invoking "${call.name}" with ${JSON.stringify(call.args)}`, toolCallId: call.id, type: 'tool_call' },
        observation,
      });
      // The tool's name goes along: Gemini matches a function's answer to its call by name.
      messages.push(new ToolMessage({ content: observation, tool_call_id: call.id ?? call.name, name: call.name }));
    }
  }
  return { output: MAX_ITERATIONS_OUTPUT, answeredByTool: false, intermediateSteps };
}
