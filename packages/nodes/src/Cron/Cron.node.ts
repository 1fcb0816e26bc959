import type { INodeType, ITriggerFunctions, ITriggerResponse } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { cronDescription } from './cron.description.js';
import { TriggerTimeError, triggerTimesToCron } from './cron-times.js';
import type { TriggerTime } from './cron-times.js';

/** n8n's legacy Cron trigger: fixed times of day, week or month, or a cron expression, in the workflow's timezone. */
export class Cron implements INodeType {
  description = cronDescription;

  async trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
    const node = this.getNode();
    // Each run starts with one empty item, as n8n's Cron node does.
    const fire = () => this.emit([this.helpers.returnJsonArray([{}])]);
    if (this.getMode() === 'manual') return { manualTriggerFunction: async () => fire() };

    const triggerTimes = this.getNodeParameter('triggerTimes', 0, {}) as { item?: TriggerTime[] };
    let expressions: string[];
    try {
      expressions = triggerTimesToCron(triggerTimes);
    } catch (error) {
      if (!(error instanceof TriggerTimeError)) throw error;
      throw new NodeOperationError(node, error.message, { description: `Correct "${error.field}" in the node's trigger times.` });
    }
    if (expressions.length === 0) {
      throw new NodeOperationError(node, 'The Cron node has no trigger times', { description: 'Add at least one time with "Add Time".' });
    }
    const timezone = this.getTimezone();
    for (const expression of expressions) {
      // registerCron refuses an expression it cannot schedule, before scheduling anything.
      try {
        this.helpers.registerCron({ expression, timezone }, fire);
      } catch (error) {
        throw new NodeOperationError(node, `Invalid cron expression "${expression}"`, {
          description: `${error instanceof Error ? error.message : String(error)}. Cron expressions are explained at https://crontab.guru/`,
        });
      }
    }
    return {};
  }
}
