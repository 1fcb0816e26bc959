import type { INodeType, ITriggerFunctions, ITriggerResponse } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { intervalDescription } from './interval.description.js';
import { IntervalError, intervalMs } from './interval-ms.js';

/** n8n's legacy Interval trigger: runs every N seconds, minutes or hours from activation on. */
export class Interval implements INodeType {
  description = intervalDescription;

  async trigger(this: ITriggerFunctions): Promise<ITriggerResponse> {
    const node = this.getNode();
    let ms: number;
    try {
      ms = intervalMs(this.getNodeParameter('interval', 0, 1), this.getNodeParameter('unit', 0, 'seconds'));
    } catch (error) {
      if (!(error instanceof IntervalError)) throw error;
      throw new NodeOperationError(node, error.message, { description: error.description });
    }
    const fire = () => this.emit([this.helpers.returnJsonArray([{}])]);
    if (this.getMode() === 'manual') return { manualTriggerFunction: async () => fire() };

    const timer = setInterval(fire, ms);
    return { closeFunction: async () => clearInterval(timer) };
  }
}
