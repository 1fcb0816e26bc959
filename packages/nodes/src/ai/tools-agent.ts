import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage, SystemMessage, ToolMessage } from '@langchain/core/messages';
import type { AIMessageChunk, BaseMessage, MessageContent } from '@langchain/core/messages';
import type { Runnable } from '@langchain/core/runnables';
import { ToolInputParsingException } from '@langchain/core/tools';
import type { StructuredToolInterface } from '@langchain/core/tools';
import { messageText } from './message-text.js';
import { callModel, type ChatCaller } from './model-stream.js';

/**
 * One tool call of the agent and what the tool answered (n8n's `intermediateSteps`): LangChain's tool
 * action, the model's message that asked for the call in LangChain's serialised form (on the first call
 * of a message only, as LangChain logs it).
 */
export interface AgentStep {
  action: {
    tool: string; toolInput: unknown; toolCallId: string | undefined; log: string; messageLog: unknown[]; type?: 'tool_call';
  };
  observation: string;
}

interface ToolCall { name: string; args: Record<string, unknown>; id?: string }

/**
 * A step as n8n's version 3 logs it: the call as its engine made it (the call's id among the
 * arguments, a text-input tool's text as the input), a message standing for that call, and the tool
 * node's output items as compact JSON.
 */
function engineStep(call: ToolCall, observation: string): AgentStep {
  const args = { ...call.args, id: call.id };
  const log = `Calling ${call.name} with input: ${JSON.stringify(args)}`;
  const keys = Object.keys(call.args);
  const message = {
    lc: 1, type: 'constructor', id: ['langchain_core', 'messages', 'AIMessage'],
    kwargs: {
      content: log, tool_calls: [{ id: call.id, name: call.name, args, type: 'tool_call', additional_kwargs: {} }],
      invalid_tool_calls: [], additional_kwargs: {}, response_metadata: {},
    },
  };
  return {
    action: {
      tool: call.name, toolInput: keys.length === 1 && keys[0] === 'input' ? call.args.input : call.args,
      log, messageLog: [message], toolCallId: call.id, type: 'tool_call',
    },
    observation: JSON.stringify(outputItemsOf(observation)),
  };
}

/** The tool node's output items behind a tool's answer: its JSON items, or its text as `{ response }`. */
function outputItemsOf(observation: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(observation);
  } catch {
    return [{ response: observation }];
  }
  if (Array.isArray(parsed) && parsed.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item))) return parsed;
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return [parsed];
  return [{ response: observation }];
}

export interface ToolsAgentRequest {
  model: BaseChatModel;
  /** Asked instead when a call of `model` fails. */
  fallbackModel?: BaseChatModel;
  tools: StructuredToolInterface[];
  /** The system message; empty sends none. */
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
  /**
   * The model's answer is streamed and its chunks joined even when nobody reads the text: the agent's
   * steps then log the joined chunk, as n8n's 1.x tools agent (a streamed runnable sequence) shows it.
   */
  streamed?: boolean;
  /**
   * How the steps are logged: as LangChain's agent executor logs them (versions 1 and 2), or as n8n's
   * version 3 does, whose engine runs each tool node and logs the call it made.
   */
  stepStyle?: 'executor' | 'engine';
}

/**
 * The model's message as n8n's steps log it: LangChain's serialisation (`{ lc, type, id, kwargs }`), as
 * JSON. n8n's LangChain OpenAI client keeps the raw `usage` in the metadata of streamed chunks only.
 */
function loggedMessage(message: BaseMessage, streamed: boolean): unknown {
  const logged = JSON.parse(JSON.stringify(message)) as { kwargs?: { response_metadata?: Record<string, unknown> } };
  if (!streamed) delete logged.kwargs?.response_metadata?.usage;
  return logged;
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
  const messages: BaseMessage[] = [
    ...(request.systemMessage ? [new SystemMessage(request.systemMessage)] : []), ...(request.history ?? []), new HumanMessage({ content: request.prompt }),
  ];
  const intermediateSteps: AgentStep[] = [];
  const options = signal ? { signal } : {};
  for (let iteration = 0; iteration < request.maxIterations; iteration++) {
    const answer = await callModel(caller as unknown as ChatCaller, messages, options, request.onText ?? (request.streamed ? () => undefined : undefined), request.streamed);
    messages.push(answer);
    const calls = answer.tool_calls ?? [];
    const final = answerTool ? calls.find((call) => call.name === answerTool.name) : undefined;
    if (final) return { output: JSON.stringify(final.args), answeredByTool: true, intermediateSteps };
    if (calls.length === 0) return { output: messageText(answer.content), answeredByTool: false, intermediateSteps };
    const logged = loggedMessage(answer, request.streamed === true);
    for (const [index, call] of calls.entries()) {
      // LangChain's agent executor finds the tool whatever the case of the model's spelling.
      const tool = tools.find((candidate) => candidate.name === call.name)
        ?? tools.find((candidate) => candidate.name.toLowerCase() === call.name.toLowerCase());
      const observation = tool
        ? await invokeTool(tool, call.args, options, request.badArguments ?? 'fail')
        : `${call.name} is not a valid tool, try another one.`;
      intermediateSteps.push(request.stepStyle === 'engine' ? engineStep(call, observation) : {
        action: {
          tool: call.name, toolInput: call.args, toolCallId: call.id,
          log: `Invoking "${call.name}" with ${JSON.stringify(call.args)}\n${messageText(answer.content)}`,
          messageLog: index === 0 ? [logged] : [],
        },
        observation,
      });
      // The tool's name goes along: Gemini matches a function's answer to its call by name.
      messages.push(new ToolMessage({ content: observation, tool_call_id: call.id ?? call.name, name: call.name }));
    }
  }
  return { output: MAX_ITERATIONS_OUTPUT, answeredByTool: false, intermediateSteps };
}
