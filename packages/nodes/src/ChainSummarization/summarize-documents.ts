import type { BaseLanguageModelInterface } from '@langchain/core/language_models/base';
import type { Document } from '@langchain/core/documents';
import { PromptTemplate } from '@langchain/core/prompts';
import { MapReduceDocumentsChain, loadSummarizationChain } from '@langchain/classic/chains';
import type { SummarizationChainParams } from '@langchain/classic/chains';
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { offlineTokenCount } from '../ai/offline-token-count.js';
import type { ItemDocumentLoader } from '../ai/vector-store-node.js';

export type SummarizationMethod = 'map_reduce' | 'refine' | 'stuff';

/** The prompts a user may set; an unset one keeps LangChain's default (the same text as the parameter defaults). */
export interface SummarizationPrompts { combineMapPrompt?: string; prompt?: string; refinePrompt?: string; refineQuestionPrompt?: string }

function template(text: string | undefined, inputVariables: string[]): PromptTemplate | undefined {
  return text ? new PromptTemplate({ template: text, inputVariables }) : undefined;
}

/**
 * LangChain's summarization chain for the method: map-reduce summarizes each chunk with the map prompt,
 * then the summaries with the combine prompt (`prompt`); refine summarizes the first chunk with the
 * question prompt and refines that summary chunk by chunk; stuff sends every chunk in one prompt.
 */
function summarizationChain(model: BaseLanguageModelInterface, method: SummarizationMethod, prompts: SummarizationPrompts) {
  let params: SummarizationChainParams;
  if (method === 'map_reduce') {
    params = { type: method, combineMapPrompt: template(prompts.combineMapPrompt, ['text']), combinePrompt: template(prompts.prompt, ['text']) };
  } else if (method === 'refine') {
    params = { type: method, refinePrompt: template(prompts.refinePrompt, ['existing_answer', 'text']), questionPrompt: template(prompts.refineQuestionPrompt, ['text']) };
  } else {
    params = { type: method, prompt: template(prompts.prompt, ['text']) };
  }
  const chain = loadSummarizationChain(model, params);
  if (chain instanceof MapReduceDocumentsChain) {
    // Map-reduce counts the combine prompt's tokens to decide whether the map step is needed.
    const modelName = (model as { model?: string }).model;
    chain.combineDocumentChain.llmChain._getNumTokens = async (text: string) => offlineTokenCount(text, modelName);
  }
  return chain;
}

/** Summarizes the documents; answers the chain's output (`{ text }`, or `{ output_text }` for refine). */
export async function summarize(
  context: IExecuteFunctions, model: BaseLanguageModelInterface, method: SummarizationMethod, prompts: SummarizationPrompts,
  documents: Document[], itemIndex: number,
): Promise<IDataObject> {
  if (documents.length === 0) {
    throw new NodeOperationError(context.getNode(), 'There is no text to summarize', {
      itemIndex, description: 'The item gave no document: check that it has text (or the binary field) to summarize',
    });
  }
  const cancel = context.getExecutionCancelSignal();
  const chain = summarizationChain(model, method, prompts);
  return await chain.invoke({ input_documents: documents }, cancel instanceof AbortSignal ? { signal: cancel } : {}) as IDataObject;
}

/** The item's documents from the sub-node connected to the Document input. */
export async function connectedDocuments(context: IExecuteFunctions, item: INodeExecutionData, itemIndex: number): Promise<Document[]> {
  const supplied = await context.getInputConnectionData('ai_document', 0) as unknown;
  if (supplied && typeof (supplied as ItemDocumentLoader).processItem === 'function') {
    return await (supplied as ItemDocumentLoader).processItem(item, itemIndex);
  }
  if (Array.isArray(supplied)) return supplied as Document[];
  throw new NodeOperationError(context.getNode(), 'The connected Document sub-node supplied no documents', { itemIndex });
}
