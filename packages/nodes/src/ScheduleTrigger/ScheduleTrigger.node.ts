import type { INodeType, ITriggerFunctions, ITriggerResponse } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { recurrenceAllows, recurrenceOf, toCronExpression } from './schedule-rules.js';
import type { Recurrence, ScheduleInterval } from './schedule-rules.js';
import { scheduleItem } from './schedule-time.js';
import { scheduleTriggerDescription } from './schedule-trigger.description.js';

/** Starts the workflow on intervals or cron rules, in the workflow's timezone. */
export class ScheduleTrigger implements INodeType {
  description = scheduleTriggerDescription;

  async trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
    const node = this.getNode();
    const rule = this.getNodeParameter('rule', 0, {}) as { interval?: ScheduleInterval[] };
    const intervals = rule.interval ?? [];
    const timezone = this.getTimezone();
    const staticData = this.getWorkflowStaticData('node');

    const fire = (recurrence?: Recurrence) => {
      const now = Date.now();
      if (recurrence && !recurrenceAllows(recurrence, staticData, now, timezone)) return;
      this.emit([this.helpers.returnJsonArray([scheduleItem(now, timezone)])]);
    };

    if (this.getMode() === 'manual') return { manualTriggerFunction: async () => fire() };

    if (intervals.length === 0) {
      throw new NodeOperationError(node, 'The schedule has no rules', { description: 'Add at least one trigger rule.' });
    }
    intervals.forEach((interval, index) => {
      const expression = toCronExpression(interval);
      if (interval.field === 'seconds' && ((interval.secondsInterval ?? 30) < 1 || (interval.secondsInterval ?? 30) > 59)) {
        throw new NodeOperationError(node, 'Seconds between triggers must be between 1 and 59');
      }
      const recurrence = recurrenceOf(interval, index);
      // registerCron refuses an expression it cannot schedule, before scheduling anything.
      try {
        this.helpers.registerCron({ expression, timezone }, () => fire(recurrence));
      } catch (error) {
        throw new NodeOperationError(node, interval.field === 'cronExpression' ? 'Invalid cron expression' : 'Invalid schedule rule', {
          description: `${error instanceof Error ? error.message : String(error)}. Cron expressions are explained at https://crontab.guru/`,
        });
      }
    });
    return {};
  }
}
