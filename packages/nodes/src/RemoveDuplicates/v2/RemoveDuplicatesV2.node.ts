import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { pairedCopy } from '../../data-transformation/field-access.js';
import { runTransform } from '../../data-transformation/node-errors.js';
import type { HistoryLogic } from '../dedupe-history.js';
import { checkAgainstHistory, clearHistory } from '../dedupe-history.js';
import { removeDuplicatesDescription } from '../remove-duplicates.base-description.js';
import { executeRemoveDuplicateInputItems } from '../v1/RemoveDuplicatesV1.node.js';
import { removeDuplicatesV2Properties } from './remove-duplicates-v2.description.js';

const VALUE_PARAMETER: Record<HistoryLogic, string> = {
  removeItemsWithAlreadySeenKeyValues: 'dedupeValue',
  removeItemsUpToStoredIncrementalKey: 'incrementalDedupeValue',
  removeItemsUpToStoredDate: 'dateDedupeValue',
};

/**
 * The history of seen values lives in the workflow's static data: the node's own ("node" scope) or
 * the workflow's ("workflow" scope). The server saves static data after executions of active
 * workflows, so the history carries over between production executions.
 */
function historyStore(context: IExecuteFunctions, options: IDataObject): IDataObject {
  return context.getWorkflowStaticData(options.scope === 'workflow' ? 'global' : 'node');
}

/** The new items, and (as n8n records them on a second output of the run data) the ones already seen. */
function removeSeenItems(context: IExecuteFunctions): INodeExecutionData[][] {
  const items = context.getInputData();
  const logic = context.getNodeParameter('logic', 0, 'removeItemsWithAlreadySeenKeyValues') as HistoryLogic;
  const parameter = VALUE_PARAMETER[logic];
  if (!parameter) throw new NodeOperationError(context.getNode(), `Unknown "Keep Items Where" choice "${String(logic)}"`);
  const options = context.getNodeParameter('options', 0, {}) as IDataObject;
  const values = new Array<unknown>(items.length);
  for (let i = 0; i < items.length; i++) values[i] = context.getNodeParameter(parameter, i, '');
  const historySize = Number(options.historySize ?? 10000);
  const discarded: INodeExecutionData[] = [];
  const kept = runTransform(context, () => {
    const keep = checkAgainstHistory(historyStore(context, options), logic, values, historySize);
    const out: INodeExecutionData[] = [];
    for (let i = 0; i < items.length; i++) (keep[i] ? out : discarded).push(pairedCopy(items[i] as INodeExecutionData, i));
    return out;
  });
  return [kept, discarded];
}

/** Remove Duplicates 2: within the input, against earlier executions, or clearing that history. */
export class RemoveDuplicatesV2 implements INodeType {
  description: INodeTypeDescription = removeDuplicatesDescription({ version: [2], properties: removeDuplicatesV2Properties });

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const operation = this.getNodeParameter('operation', 0, 'removeDuplicateInputItems') as string;
    if (operation === 'removeDuplicateInputItems') return [executeRemoveDuplicateInputItems(this)];
    if (operation === 'removeItemsSeenInPreviousExecutions') return removeSeenItems(this);
    if (operation === 'clearDeduplicationHistory') {
      clearHistory(historyStore(this, this.getNodeParameter('options', 0, {}) as IDataObject));
      return [this.getInputData().map(pairedCopy)];
    }
    throw new NodeOperationError(this.getNode(), `Unknown operation "${operation}"`, {
      description: 'Choose one of the operations of Remove Duplicates 2.',
    });
  }
}
