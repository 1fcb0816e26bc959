import { VersionedNodeType } from '@weft/workflow';
import { hubspotBaseDescription } from './hubspot.base-description.js';
import { HubspotVersion } from './HubspotVersion.node.js';

/** `n8n-nodes-base.hubspot`: version 1 and versions 2-2.2. */
export class Hubspot extends VersionedNodeType {
  constructor() {
    const v2 = new HubspotVersion(hubspotBaseDescription, 2);
    super({ 1: new HubspotVersion(hubspotBaseDescription, 1), 2: v2, 2.1: v2, 2.2: v2 }, hubspotBaseDescription);
  }
}
