import { VersionedNodeType } from '@weft/workflow';
import { formTriggerBaseDescription } from './form-trigger.base-description.js';
import { FormTriggerVersion } from './form-trigger.node-version.js';
import { formTriggerV1Description } from './v1/form-trigger-v1.description.js';
import { formTriggerV2Description } from './v2/form-trigger-v2.description.js';

/** `n8n-nodes-base.formTrigger`: serves a web form (GET) and starts the workflow with each submission (POST). */
export class FormTrigger extends VersionedNodeType {
  constructor() {
    const v2 = new FormTriggerVersion(formTriggerV2Description);
    super({ 1: new FormTriggerVersion(formTriggerV1Description), 2: v2, 2.1: v2, 2.2: v2 }, formTriggerBaseDescription);
  }
}
