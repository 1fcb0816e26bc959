import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { Serialized } from '@langchain/core/load/serializable';
import { getBufferString } from '@langchain/core/messages';
import type { AIMessage, BaseMessage } from '@langchain/core/messages';
import type { ChatGeneration, LLMResult } from '@langchain/core/outputs';
import type { ISupplyDataFunctions } from '@weft/workflow';

const MODEL = 'ai_languageModel';

interface TokenUsage { completionTokens: number; promptTokens: number; totalTokens: number }

/**
 * Token counts as n8n records them on a model call. OpenAI-shaped clients (OpenAI, Groq, Mistral) report
 * them as `llmOutput.tokenUsage`; the others (Anthropic, Gemini, Ollama, and any streamed answer) on
 * each answered message as LangChain's `usage_metadata`.
 */
function tokenUsage(output: LLMResult): TokenUsage | undefined {
  const reported = output.llmOutput?.tokenUsage as Partial<TokenUsage> | undefined;
  if (reported && (reported.promptTokens !== undefined || reported.completionTokens !== undefined)) {
    return { completionTokens: reported.completionTokens ?? 0, promptTokens: reported.promptTokens ?? 0, totalTokens: reported.totalTokens ?? 0 };
  }
  const perMessage = output.generations.flat()
    .map((generation) => (generation as Partial<ChatGeneration>).message)
    .map((message) => (message as AIMessage | undefined)?.usage_metadata)
    .filter((usage) => usage !== undefined);
  if (perMessage.length === 0) return undefined;
  return perMessage.reduce<TokenUsage>((sum, usage) => ({
    completionTokens: sum.completionTokens + usage.output_tokens,
    promptTokens: sum.promptTokens + usage.input_tokens,
    totalTokens: sum.totalTokens + usage.total_tokens,
  }), { completionTokens: 0, promptTokens: 0, totalTokens: 0 });
}

/** The model and temperature a call used, as each client names them among its invocation parameters. */
function callOptions(extraParams: Record<string, unknown> | undefined) {
  const options = (extraParams?.invocation_params ?? {}) as Record<string, unknown>;
  return { model: options.model ?? options.model_name ?? options.modelName, temperature: options.temperature };
}

/**
 * Records each call the root node makes on a chat model as a run of the model sub-node: the messages
 * it was asked (`inputOverride`), the generations it answered and its token usage (`data`), or the error.
 */
export class ModelCallLog extends BaseCallbackHandler {
  name = 'WeftModelCallLog';
  private readonly calls = new Map<string, number>();

  constructor(private readonly context: ISupplyDataFunctions, private readonly errorOf: (error: unknown) => Error) {
    super();
  }

  override handleChatModelStart(_llm: Serialized, messages: BaseMessage[][], runId: string, _parentRunId?: string, extraParams?: Record<string, unknown>): void {
    this.started(runId, messages.flat().map((message) => getBufferString([message])), extraParams);
  }

  /** A plain completion model (not a chat model) is asked prompts, not messages. */
  override handleLLMStart(_llm: Serialized, prompts: string[], runId: string, _parentRunId?: string, extraParams?: Record<string, unknown>): void {
    this.started(runId, prompts, extraParams);
  }

  private started(runId: string, asked: string[], extraParams: Record<string, unknown> | undefined): void {
    const { index } = this.context.addInputData(MODEL, [[{ json: { messages: asked, options: callOptions(extraParams) as never } }]]);
    this.calls.set(runId, index);
  }

  override handleLLMEnd(output: LLMResult, runId: string): void {
    const index = this.calls.get(runId);
    if (index === undefined) return;
    this.calls.delete(runId);
    const generations = output.generations.map((list) => list.map((generation) => ({ text: generation.text, generationInfo: generation.generationInfo ?? {} })));
    const usage = tokenUsage(output);
    this.context.addOutputData(MODEL, index, [[{ json: { response: { generations }, ...(usage ? { tokenUsage: usage } : {}) } }]]);
  }

  override handleLLMError(error: unknown, runId: string): void {
    const index = this.calls.get(runId);
    if (index === undefined) return;
    this.calls.delete(runId);
    this.context.addOutputData(MODEL, index, this.errorOf(error));
  }
}
