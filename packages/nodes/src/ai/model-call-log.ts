import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { Serialized } from '@langchain/core/load/serializable';
import { getBufferString } from '@langchain/core/messages';
import type { BaseMessage } from '@langchain/core/messages';
import type { LLMResult } from '@langchain/core/outputs';
import type { ISupplyDataFunctions } from '@weft/workflow';

const MODEL = 'ai_languageModel';

/** Token counts as n8n records them on a model call. */
function tokenUsage(output: LLMResult): { completionTokens: number; promptTokens: number; totalTokens: number } | undefined {
  const reported = output.llmOutput?.tokenUsage as { completionTokens?: number; promptTokens?: number; totalTokens?: number } | undefined;
  if (!reported) return undefined;
  return { completionTokens: reported.completionTokens ?? 0, promptTokens: reported.promptTokens ?? 0, totalTokens: reported.totalTokens ?? 0 };
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
    const asked = messages.flat().map((message) => getBufferString([message]));
    const options = (extraParams?.invocation_params ?? {}) as Record<string, unknown>;
    const { index } = this.context.addInputData(MODEL, [[{ json: { messages: asked, options: { model: options.model, temperature: options.temperature } } }]]);
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
