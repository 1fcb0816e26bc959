import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { StructuredToolInterface } from '@langchain/core/tools';
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { runToolsAgent } from '../ai/tools-agent.js';
import { noPromptError } from '../ai/no-prompt-error.js';
import { itemStream } from '../ai/model-stream.js';
import type { WindowMemory } from '../ai/window-memory.js';

interface AgentOptions { systemMessage?: string; maxIterations?: number; returnIntermediateSteps?: boolean; enableStreaming?: boolean }

/** The tools agent of versions 2 and 3: each item's prompt through the model and its tools; outputs `{ output }`. */
export async function executeToolsAgent(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
  const items = this.getInputData();
  const output: INodeExecutionData[] = [];
  const cancel = this.getExecutionCancelSignal();
  const signal = cancel instanceof AbortSignal ? cancel : undefined;
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      const prompt = this.getNodeParameter('text', itemIndex, '');
      if (typeof prompt !== 'string' || prompt.trim() === '') {
        throw noPromptError(this.getNode(), itemIndex);
      }
      if (this.getNodeParameter('needsFallback', itemIndex, false) === true || this.getNodeParameter('hasOutputParser', itemIndex, false) === true) {
        throw new NodeOperationError(this.getNode(), 'Fallback models and output parsers are not supported yet', { itemIndex });
      }
      const model = await this.getInputConnectionData('ai_languageModel', itemIndex) as BaseChatModel;
      // A toolkit sub-node (MCP Client) supplies several tools at once.
      const tools = (await this.getInputConnectionData('ai_tool', itemIndex) as Array<StructuredToolInterface | StructuredToolInterface[]>).flat();
      const memory = await this.getInputConnectionData('ai_memory', itemIndex) as WindowMemory | undefined;
      const options = this.getNodeParameter('options', itemIndex, {}) as AgentOptions;
      // "Enable Streaming" (2.1 and later, on by default): the answer streams when the chat trigger asks for it.
      const stream = itemStream(this, itemIndex, this.getNode().typeVersion >= 2.1 && options.enableStreaming !== false);
      stream?.begin();
      const result = await runToolsAgent({
        model, tools, prompt, signal, history: memory ? await memory.loadMessages() : undefined,
        systemMessage: options.systemMessage ?? 'You are a helpful assistant',
        maxIterations: options.maxIterations ?? 10,
        ...(stream ? { onText: stream.text } : {}),
      });
      stream?.end();
      await memory?.saveTurn(prompt, result.output);
      const json: IDataObject = { output: result.output };
      if (options.returnIntermediateSteps) json.intermediateSteps = result.intermediateSteps as unknown as IDataObject[];
      output.push({ json, pairedItem: { item: itemIndex } });
    } catch (error) {
      if (!this.continueOnFail()) throw error;
      output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
    }
  }
  return [output];
}
