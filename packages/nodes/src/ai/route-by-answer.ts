import type { IExecuteFunctions, INodeExecutionData, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { failureItem, runInBatches } from './batches.js';

/** Where an answered item goes: the output's index and the item as it leaves. */
export interface Routed { output: number; item: INodeExecutionData }

/**
 * The classifying roots (Text Classifier, Sentiment Analysis): asks the model about each item's
 * `inputText` (in batches from 1.1) and sends the item to the outputs `route` picks for the answer;
 * a failed item goes to the first output when the node continues on error.
 */
export async function routeByAnswer(context: IExecuteFunctions, settings: {
  outputCount: number;
  missingText: (itemIndex: number) => string;
  ask: (text: string) => Promise<Record<string, unknown>>;
  route: (answer: Record<string, unknown>, item: INodeExecutionData) => Routed[];
}): Promise<INodeExecutionData[][]> {
  const items = context.getInputData();
  const outputs: INodeExecutionData[][] = Array.from({ length: settings.outputCount }, () => []);
  const batching = context.getNode().typeVersion >= 1.1 ? 'options.batching' : undefined;
  const outcomes = await runInBatches(context, items.length, batching, async (itemIndex) => {
    const text = context.getNodeParameter('inputText', itemIndex) as string;
    if (typeof text !== 'string' || text === '') {
      throw new NodeOperationError(context.getNode(), settings.missingText(itemIndex), { itemIndex });
    }
    return await settings.ask(text);
  });
  outcomes.forEach((outcome, itemIndex) => {
    if (outcome.status === 'rejected') {
      outputs[0]?.push(failureItem(context, outcome.reason, itemIndex));
      return;
    }
    for (const { output, item } of settings.route(outcome.value, items[itemIndex] as INodeExecutionData)) {
      outputs[output]?.push({ ...item, pairedItem: { item: itemIndex } });
    }
  });
  return outputs;
}

/** n8n's inputs of the roots that only need a chat model: the items, and one required Model. */
export const MODEL_ROOT_INPUTS: INodeTypeDescription['inputs'] = [
  { displayName: '', type: 'main' }, { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true },
];

/** The palette entry of the AI chains. */
export const AI_CHAIN_CODEX: INodeTypeDescription['codex'] = { categories: ['AI'], subcategories: { AI: ['Chains', 'Root Nodes'] } };
