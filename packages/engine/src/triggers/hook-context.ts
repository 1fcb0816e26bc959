import type { IHookFunctions, INodeType, RequestHelperFunctions } from '@weft/workflow';
import { NodeContextBase } from './node-context-base.js';
import type { NodeContextEnvironment } from './trigger.types.js';
import { nodeWebhookUrl, webhookBase } from './webhook-context.js';

/** `this` inside `webhookMethods.<name>.checkExists/create/delete`. */
export class HookContext extends NodeContextBase implements IHookFunctions {
  private helperFunctions?: RequestHelperFunctions;

  constructor(env: NodeContextEnvironment, nodeType: INodeType, private readonly webhookName: string) {
    super(env, nodeType);
  }

  get helpers(): RequestHelperFunctions {
    this.helperFunctions ??= this.requestHelpers;
    return this.helperFunctions;
  }

  getWebhookName(): string {
    return this.webhookName;
  }

  getNodeWebhookUrl(name: string): string | undefined {
    return nodeWebhookUrl(this.env, this.nodeType, webhookBase(this.env), name);
  }
}
