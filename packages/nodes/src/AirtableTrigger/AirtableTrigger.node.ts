import type { IDataObject, INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { baseLocator, tableLocator } from '../Airtable/v2/descriptions/common.js';
import { airtableRecordsAll, baseAndTable, withAttachments } from '../Airtable/transport.js';
import { pollTimesProperty } from '../shared/poll-times.description.js';

const byUrlOrId = (locator: typeof baseLocator, name: string) => ({
  ...locator, name, default: { mode: 'url', value: '' }, typeOptions: undefined,
  modes: (locator.modes ?? []).filter((mode) => mode.name !== 'list'),
});

/**
 * Polls an Airtable table for records whose trigger field (a "Last modified time" or "Created time"
 * field) is after the previous poll. The previous poll's time is the cursor, kept in the node's static
 * data; the first poll of an activation only sets it. A manual run fetches one record to show its shape.
 */
export class AirtableTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Airtable Trigger',
    name: 'n8n-nodes-base.airtableTrigger',
    icon: 'file:airtable.svg',
    group: ['trigger'],
    version: 1,
    description: 'Starts the workflow when Airtable records are created or changed',
    subtitle: '={{"Every " + $parameter["pollTimes"]["item"][0]["mode"]}}',
    defaults: { name: 'Airtable Trigger' },
    polling: true,
    inputs: [],
    outputs: ['main'],
    credentials: [
      { name: 'airtableApi', required: true, displayOptions: { show: { authentication: ['airtableApi'] } } },
      { name: 'airtableTokenApi', required: true, displayOptions: { show: { authentication: ['airtableTokenApi'] } } },
      { name: 'airtableOAuth2Api', required: true, displayOptions: { show: { authentication: ['airtableOAuth2Api'] } } },
    ],
    properties: [
      pollTimesProperty,
      {
        displayName: 'Authentication',
        name: 'authentication',
        type: 'options',
        default: 'airtableApi',
        options: [
          { name: 'API Key (no longer accepted)', value: 'airtableApi' },
          { name: 'Access Token', value: 'airtableTokenApi' },
          { name: 'OAuth2', value: 'airtableOAuth2Api' },
        ],
      },
      { ...byUrlOrId(baseLocator, 'baseId') },
      { ...byUrlOrId(tableLocator, 'tableId') },
      {
        displayName: 'Trigger Field', name: 'triggerField', type: 'string', default: '', required: true,
        description: 'A "Created time" or "Last modified time" field: records where it is after the last check start the workflow',
      },
      { displayName: 'Download Attachments', name: 'downloadAttachments', type: 'boolean', default: false, description: 'Whether to download the files of attachment fields' },
      {
        displayName: 'Download Fields', name: 'downloadFieldNames', type: 'string', default: '', required: true,
        description: 'Comma-separated attachment fields to download', displayOptions: { show: { downloadAttachments: [true] } },
      },
      {
        displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add field', default: {},
        options: [
          { displayName: 'Fields', name: 'fields', type: 'string', default: '', description: 'Comma-separated fields to include (all when empty)' },
          { displayName: 'Formula', name: 'formula', type: 'string', default: '', description: 'An Airtable formula the records must also satisfy' },
          { displayName: 'View ID', name: 'viewId', type: 'string', default: '', description: 'Only records of this view' },
        ],
      },
    ],
  };

  async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
    const cursor = this.getWorkflowStaticData('node');
    const additional = this.getNodeParameter('additionalFields', 0, {}) as IDataObject;
    const triggerField = String(this.getNodeParameter('triggerField', 0));
    const { base, table } = baseAndTable(this, 'baseId', 'tableId');
    // Whole seconds, as the cursor is written into the formula.
    const now = `${new Date().toISOString().slice(0, 19)}Z`;
    const since = typeof cursor.lastTimeChecked === 'string' ? cursor.lastTimeChecked : now;
    const qs: IDataObject = {};
    if (additional.viewId) qs.view = additional.viewId;
    if (additional.fields) qs.fields = String(additional.fields).split(',').map((name) => name.trim());
    const manual = this.getMode() === 'manual';
    if (manual) {
      qs.maxRecords = 1;
    } else {
      const after = `IS_AFTER({${triggerField}}, DATETIME_PARSE("${since}", "YYYY-MM-DD HH:mm:ss"))`;
      qs.filterByFormula = additional.formula ? `AND(${after}, ${String(additional.formula)})` : after;
    }
    const records = await airtableRecordsAll(this, `${base}/${table}`, qs);
    cursor.lastTimeChecked = now;
    if (records.length === 0) return null;
    if (manual && records[0]?.fields[triggerField] === undefined) {
      throw new NodeOperationError(this.getNode(), `The field "${triggerField}" does not exist or is empty`, {
        description: 'Give the name of a "Created time" or "Last modified time" field of the table.',
      });
    }
    if (this.getNodeParameter('downloadAttachments', 0)) {
      return [await withAttachments(this, records, String(this.getNodeParameter('downloadFieldNames', 0)), false)];
    }
    return [records.map((json) => ({ json }))];
  }
}
