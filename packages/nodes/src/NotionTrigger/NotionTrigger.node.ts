import type { IDataObject, INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { DATABASE_URL_EXTRACT, ID_EXTRACT, databaseLocator } from '../Notion/descriptions/locators.js';
import { listSearch } from '../Notion/methods.js';
import { simplifyObjects } from '../Notion/simplify.js';
import { notionRequest, segment } from '../Notion/transport.js';
import { pollTimesProperty } from '../shared/poll-times.description.js';

// The trigger speaks a later API version than the node (timestamp filters).
const TRIGGER_API_VERSION = '2022-02-22';

/**
 * Polls a Notion database for pages added (created_time) or updated (last_edited_time) since the last
 * poll. Notion keeps these times to the minute, so the cursor is a minute and the ids of the pages of
 * the newest minute already emitted are kept beside it, not to emit them twice.
 */
export class NotionTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Notion Trigger',
    name: 'n8n-nodes-base.notionTrigger',
    icon: 'file:notion.svg',
    group: ['trigger'],
    version: 1,
    description: 'Starts the workflow when pages are added to or updated in a Notion database',
    subtitle: '={{$parameter["event"]}}',
    defaults: { name: 'Notion Trigger' },
    polling: true,
    inputs: [],
    outputs: ['main'],
    credentials: [{ name: 'notionApi', required: true }],
    properties: [
      pollTimesProperty,
      {
        displayName: 'Event', name: 'event', type: 'options', default: 'pageAddedToDatabase', required: true,
        options: [
          { name: 'Page Added to Database', value: 'pageAddedToDatabase' },
          { name: 'Page Updated in Database', value: 'pagedUpdatedInDatabase' },
        ],
      },
      {
        displayName: 'In Notion, share the database with the integration (Connections) before the trigger can read it.',
        name: 'notionNotice', type: 'notice', default: '',
      },
      databaseLocator({ show: { event: ['pageAddedToDatabase', 'pagedUpdatedInDatabase'] } }),
      {
        displayName: 'Simplify', name: 'simple', type: 'boolean', default: true,
        description: 'Whether to return the pages\' properties as plain values instead of Notion\'s objects',
        displayOptions: { show: { event: ['pageAddedToDatabase', 'pagedUpdatedInDatabase'] } },
      },
    ],
  };

  methods = { listSearch };

  async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
    const cursor = this.getWorkflowStaticData('node');
    const locator = this.getNodeParameter('databaseId', 0) as { mode?: string; value?: unknown };
    const raw = String(locator.value ?? '');
    const databaseId = locator.mode === 'list' ? raw : new RegExp(locator.mode === 'url' ? DATABASE_URL_EXTRACT : ID_EXTRACT).exec(raw)?.[1];
    if (!databaseId) throw new NodeOperationError(this.getNode(), `Could not find a database ID in "${raw}"`);
    const timestamp = this.getNodeParameter('event', 0) === 'pageAddedToDatabase' ? 'created_time' : 'last_edited_time';
    const simple = this.getNodeParameter('simple', 0, true) as boolean;
    const path = `/databases/${segment(databaseId)}/query`;
    const sorts = [{ timestamp, direction: 'descending' }];
    const output = (pages: IDataObject[]) => [(simple ? simplifyObjects(pages, 1) : pages).map((json) => ({ json }))];

    if (this.getMode() === 'manual') {
      const latest = await notionRequest(this, 'POST', path, { page_size: 1, sorts }, undefined, TRIGGER_API_VERSION);
      const pages = latest.results as IDataObject[];
      return pages.length > 0 ? output(pages) : null;
    }

    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    const since = typeof cursor.lastTimeChecked === 'string' ? cursor.lastTimeChecked : minute;
    cursor.lastTimeChecked = minute;
    const seen = Array.isArray(cursor.possibleDuplicates) ? cursor.possibleDuplicates as string[] : [];
    const body: IDataObject = { page_size: 100, sorts, filter: { timestamp, [timestamp]: { on_or_after: since } } };
    let pages: IDataObject[] = [];
    let next: unknown;
    do {
      const answer = await notionRequest(this, 'POST', path, { ...body, ...(next ? { start_cursor: next } : {}) }, undefined, TRIGGER_API_VERSION);
      pages.push(...answer.results as IDataObject[]);
      next = answer.has_more === true ? answer.next_cursor : undefined;
    } while (next);
    pages = pages.filter((page) => !seen.includes(String(page.id)));
    const newest = pages[0]?.[timestamp];
    cursor.possibleDuplicates = newest === undefined ? undefined : pages.filter((page) => page[timestamp] === newest).map((page) => String(page.id));
    return pages.length > 0 ? output(pages) : null;
  }
}
