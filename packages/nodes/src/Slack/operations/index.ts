import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { channelOperations } from './channel.js';
import { fileOperations } from './file.js';
import { messageOperations } from './message.js';
import { reactionOperations, starOperations } from './reaction-star.js';
import type { SlackOperation } from './types.js';
import { userGroupOperations } from './user-group.js';
import { userOperations, userProfileOperations } from './users.js';

const RESOURCES: Record<string, Record<string, SlackOperation>> = {
  channel: channelOperations,
  message: messageOperations,
  reaction: reactionOperations,
  star: starOperations,
  file: fileOperations,
  user: userOperations,
  userGroup: userGroupOperations,
  userProfile: userProfileOperations,
};

/** Runs the chosen operation for each item; with "continue on fail", a failed item outputs its error. */
export async function runSlackOperations(context: IExecuteFunctions, version: number): Promise<INodeExecutionData[][]> {
  const items = context.getInputData();
  const output: INodeExecutionData[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const resource = String(context.getNodeParameter('resource', i, 'message'));
      const operation = String(context.getNodeParameter('operation', i, ''));
      const run = RESOURCES[resource]?.[operation];
      if (!run || (resource === 'userProfile' && version >= 2)) {
        throw new NodeOperationError(context.getNode(), `Slack ${version} has no operation "${operation}" for "${resource}"`, { itemIndex: i });
      }
      const result = await run(context, i, version);
      output.push(...context.helpers.constructExecutionMetaData(context.helpers.returnJsonArray(result as IDataObject | IDataObject[]), { itemData: { item: i } }));
    } catch (error) {
      if (!context.continueOnFail()) throw error;
      output.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [output];
}
