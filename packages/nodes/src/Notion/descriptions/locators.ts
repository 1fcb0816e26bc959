import type { INodeProperties } from '@weft/workflow';

/* Notion's ids and URLs (www.notion.so/<workspace>/<Title>-<id>), and the pickers built on them. */

const NOTION_ID = '[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}';
const NOTION_URL = '(?:https|http)://www\\.notion\\.so/(?:[a-z0-9-]{2,}/)?';

export const ID_EXTRACT = `^(${NOTION_ID})`;
export const DATABASE_URL_EXTRACT = `${NOTION_URL}(${NOTION_ID})`;
export const PAGE_URL_EXTRACT = `${NOTION_URL}(?:[a-zA-Z0-9-]{1,}-)?(${NOTION_ID})`;
export const BLOCK_URL_EXTRACT = `${NOTION_URL}(?:[a-zA-Z0-9-]{2,}-)?(${NOTION_ID})`;

const idMode = (what: string) => ({
  displayName: 'ID', name: 'id', type: 'string' as const, placeholder: 'ab1545b247fb49fa92d6f4b49f4d8116',
  validation: [{ type: 'regex' as const, properties: { regex: `${ID_EXTRACT}.*`, errorMessage: `Not a valid Notion ${what} ID` } }],
  extractValue: { type: 'regex' as const, regex: ID_EXTRACT },
});

export function databaseLocator(displayOptions: INodeProperties['displayOptions']): INodeProperties {
  return {
    displayName: 'Database',
    name: 'databaseId',
    type: 'resourceLocator',
    default: { mode: 'list', value: '' },
    required: true,
    modes: [
      { displayName: 'Database', name: 'list', type: 'list', placeholder: 'Select a database...', typeOptions: { searchListMethod: 'getDatabases', searchable: true } },
      {
        displayName: 'Link', name: 'url', type: 'string', placeholder: 'https://www.notion.so/0fe2f7de558b471eab07e9d871cdf4a9?v=f2d424ba0c404733a3f500c78c881610',
        validation: [{ type: 'regex', properties: { regex: `${DATABASE_URL_EXTRACT}.*`, errorMessage: 'Not a valid Notion database URL' } }],
        extractValue: { type: 'regex', regex: DATABASE_URL_EXTRACT },
      },
      idMode('database'),
    ],
    displayOptions,
  };
}

export function pageLocator(displayOptions: INodeProperties['displayOptions'], what = 'page'): INodeProperties {
  return {
    displayName: what === 'page' ? 'Page' : 'Database Page',
    name: 'pageId',
    type: 'resourceLocator',
    default: { mode: 'url', value: '' },
    required: true,
    modes: [
      {
        displayName: 'Link', name: 'url', type: 'string', placeholder: 'https://www.notion.so/My-Page-b4eeb113e118403aa450af65ac25f0b9',
        validation: [{ type: 'regex', properties: { regex: `${PAGE_URL_EXTRACT}.*`, errorMessage: 'Not a valid Notion page URL' } }],
        extractValue: { type: 'regex', regex: PAGE_URL_EXTRACT },
      },
      idMode('page'),
    ],
    displayOptions,
  };
}

/** Before 2.2 the link's page id is taken out with the regex; from 2.2 the node also reads a block's #anchor. */
export function blockLocator(displayOptions: INodeProperties['displayOptions'], extract: boolean): INodeProperties {
  return {
    displayName: 'Block',
    name: 'blockId',
    type: 'resourceLocator',
    default: { mode: 'url', value: '' },
    required: true,
    description: 'The page or block whose children to read or add to',
    modes: [
      {
        displayName: 'Link', name: 'url', type: 'string', placeholder: 'https://www.notion.so/Block-Test-88888ccc303e4f44847f27d24bd7ad8e?pvs=4#c44444444444bbbbb4d32fdfdd84e',
        validation: [{ type: 'regex', properties: { regex: `${BLOCK_URL_EXTRACT}.*`, errorMessage: 'Not a valid Notion block URL' } }],
        ...(extract ? { extractValue: { type: 'regex' as const, regex: BLOCK_URL_EXTRACT } } : {}),
      },
      extract ? idMode('block') : { ...idMode('block'), extractValue: undefined },
    ],
    displayOptions,
  };
}
