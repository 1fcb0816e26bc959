import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { openAiRequest } from '../transport.js';

/**
 * Text > Classify Text for Violations: OpenAI's moderation. Version 2.1 dropped the stable/latest
 * choice of the text models for the omni model.
 */
export async function classifyText(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const input = this.getNodeParameter('input', itemIndex) as string;
  const simplify = this.getNodeParameter('simplify', itemIndex, false) as boolean;
  const options = this.getNodeParameter('options', itemIndex, {}) as { useStableModel?: boolean };
  const model = this.getNode().typeVersion >= 2.1
    ? 'omni-moderation-latest'
    : options.useStableModel ? 'text-moderation-stable' : 'text-moderation-latest';
  const response = await openAiRequest(this, { method: 'POST', path: '/moderations', body: { input, model } }) as { results: IDataObject[] };
  const result = response.results[0] ?? {};
  return [{ json: simplify ? { flagged: result.flagged } : result, pairedItem: { item: itemIndex } }];
}
