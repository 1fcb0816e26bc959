import { AgentExecutor, ChatAgent, ChatConversationalAgent, ZeroShotAgent } from '@langchain/classic/agents';
import type { Agent } from '@langchain/classic/agents';
import { PlanAndExecuteAgentExecutor } from '@langchain/classic/experimental/plan_and_execute';
import type { BaseLanguageModel } from '@langchain/core/language_models/base';
import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { BaseMessage } from '@langchain/core/messages';
import type { StructuredToolInterface, ToolInterface } from '@langchain/core/tools';
import type { IDataObject } from '@weft/workflow';

/*
 * The agent types of AI Agent 1.x that predate tool calling, as LangChain's classic agents run them:
 * the model writes its reasoning and actions in text (a JSON blob or "Action:" lines) that LangChain parses.
 */

/** A step of a classic agent as n8n shows it: the action (tool, input, the model's text) and what the tool said. */
export type LegacyStep = IDataObject;

export interface LegacyAgentResult { output: string; intermediateSteps: LegacyStep[] }

export interface ConversationalRequest {
  model: BaseLanguageModel; tools: ToolInterface[]; input: string; chatHistory: BaseMessage[];
  systemMessage?: string; humanMessage?: string; maxIterations: number; signal?: AbortSignal;
}

export interface ReActRequest {
  model: BaseLanguageModel; tools: ToolInterface[]; input: string;
  prefix?: string; suffix?: string; suffixChat?: string; humanMessageTemplate?: string; maxIterations: number; signal?: AbortSignal;
}

async function runExecutor(agent: Agent, tools: ToolInterface[], inputs: Record<string, unknown>, maxIterations: number, signal?: AbortSignal): Promise<LegacyAgentResult> {
  const executor = AgentExecutor.fromAgentAndTools({ agent, tools, maxIterations, returnIntermediateSteps: true });
  const result = await executor.invoke(inputs, signal ? { signal } : {});
  return { output: String(result.output ?? ''), intermediateSteps: (result.intermediateSteps ?? []) as LegacyStep[] };
}

/** The conversational agent: tools described in the prompt, the model answers with a JSON blob (an action or the final answer). */
export async function runConversationalAgent(request: ConversationalRequest): Promise<LegacyAgentResult> {
  const agent = ChatConversationalAgent.fromLLMAndTools(request.model, request.tools, {
    ...(request.systemMessage ? { systemMessage: request.systemMessage } : {}),
    ...(request.humanMessage ? { humanMessage: request.humanMessage } : {}),
  });
  return runExecutor(agent, request.tools, { input: request.input, chat_history: request.chatHistory }, request.maxIterations, request.signal);
}

/** The ReAct agent: Thought / Action / Observation in text until a Final Answer; a chat model gets the chat prompts. */
export async function runReActAgent(request: ReActRequest): Promise<LegacyAgentResult> {
  const { model, tools } = request;
  const agent = model instanceof BaseChatModel
    ? ChatAgent.fromLLMAndTools(model, tools, {
      ...(request.prefix ? { prefix: request.prefix } : {}),
      ...(request.suffixChat ? { suffix: request.suffixChat } : {}),
      ...(request.humanMessageTemplate ? { humanMessageTemplate: request.humanMessageTemplate } : {}),
    })
    : ZeroShotAgent.fromLLMAndTools(model, tools, {
      ...(request.prefix ? { prefix: request.prefix } : {}),
      ...(request.suffix ? { suffix: request.suffix } : {}),
    });
  return runExecutor(agent, tools, { input: request.input }, request.maxIterations, request.signal);
}

/**
 * Plan and execute: the model first writes a numbered plan, then a structured chat agent carries out each step with the tools.
 * Only the answer comes back: LangChain's executor keeps its steps to itself, and n8n outputs none.
 */
export async function runPlanAndExecuteAgent(request: { model: BaseChatModel; tools: StructuredToolInterface[]; input: string; humanMessageTemplate?: string; signal?: AbortSignal }): Promise<{ output: string }> {
  const executor = await PlanAndExecuteAgentExecutor.fromLLMAndTools({
    llm: request.model, tools: request.tools as never,
    ...(request.humanMessageTemplate ? { humanMessageTemplate: request.humanMessageTemplate } : {}),
  });
  const result = await executor.invoke({ input: request.input }, request.signal ? { signal: request.signal } : {});
  return { output: String(result.output ?? '') };
}
