import { VersionedNodeType } from '@weft/workflow';
import { dateTimeBaseDescription } from './date-time.base-description.js';
import { DateTimeV1 } from './v1/DateTimeV1.node.js';
import { DateTimeV2 } from './v2/DateTimeV2.node.js';

/** `n8n-nodes-base.dateTime`: version 1 (moment.js formats, format or calculate) and 2 (Luxon operations). */
export class DateTimeNode extends VersionedNodeType {
  constructor() {
    super({ 1: new DateTimeV1(dateTimeBaseDescription), 2: new DateTimeV2(dateTimeBaseDescription) }, dateTimeBaseDescription);
  }
}
