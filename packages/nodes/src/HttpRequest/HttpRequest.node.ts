import { VersionedNodeType } from '@weft/workflow';
import { httpRequestBaseDescription } from './http-request.base-description.js';
import { HttpRequestV1 } from './v1/HttpRequestV1.node.js';
import { HttpRequestV2 } from './v2/HttpRequestV2.node.js';
import { HttpRequestV3 } from './v3/HttpRequestV3.node.js';

/** `n8n-nodes-base.httpRequest`: the legacy versions 1 and 2, and 3 to 4.3 (the node n8n 1.x saves). */
export class HttpRequest extends VersionedNodeType {
  constructor() {
    const v3 = new HttpRequestV3();
    super({ 1: new HttpRequestV1(), 2: new HttpRequestV2(), 3: v3, 4: v3, 4.1: v3, 4.2: v3, 4.3: v3 }, httpRequestBaseDescription);
  }
}
