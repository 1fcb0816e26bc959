import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult, INodePropertyOptions } from '@weft/workflow';
import { googleApiRequest } from '../../../google/google-api-request.js';
import { documentIdOf, resolveSheet } from '../locators.js';
import { DRIVE_FILES, GoogleSheet, quoted, sheetsAuth } from '../sheet-client.js';
import { columnNames, isEmptyCell } from '../table.js';

/** n8n's resource mapper field (what getMappingColumns answers for the editor's column mapping). */
export interface MappingField {
  id: string; displayName: string; required: boolean; defaultMatch: boolean; display: boolean; type: string; canBeUsedToMatch: boolean;
}

/** The version's default authentication: a string, or chosen by the node's version (1 and 2 differ). */
type DefaultAuthentication = string | ((version: number) => string);

const authOf = (context: ILoadOptionsFunctions, fallback: DefaultAuthentication) => sheetsAuth(String(context.getNodeParameter(
  'authentication', typeof fallback === 'function' ? fallback(context.getNode().typeVersion) : fallback,
)));

/** The methods the editor calls for the Sheets node and trigger; `defaultAuthentication` is the version's default. */
export function sheetMethods(defaultAuthentication: DefaultAuthentication) {
  const documentOf = (context: ILoadOptionsFunctions) => new GoogleSheet(context, authOf(context, defaultAuthentication), documentIdOf(context.getNode(), context.getNodeParameter('documentId', '')));

  async function headerRow(context: ILoadOptionsFunctions) {
    const sheet = documentOf(context);
    const info = await resolveSheet(context.getNode(), sheet, context.getNodeParameter('sheetName', ''));
    return (await sheet.values(`${quoted(info.title)}!1:1`, 'FORMATTED_VALUE'))[0] ?? [];
  }

  const named = (header: unknown[]) => header.filter((cell) => !isEmptyCell(cell)).map((cell) => ({ name: String(cell), value: String(cell) }));

  return {
    listSearch: {
      /** Spreadsheets the credential can see in Drive, by name, a page at a time. */
      async spreadSheetsSearch(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
        const clauses = ["mimeType = 'application/vnd.google-apps.spreadsheet'", 'trashed = false'];
        if (filter) clauses.push(`name contains '${filter.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);
        const answer = await googleApiRequest(this, authOf(this, defaultAuthentication), {
          method: 'GET', url: DRIVE_FILES,
          qs: {
            q: clauses.join(' and '), fields: 'nextPageToken, files(id, name, webViewLink)', orderBy: 'name_natural', pageSize: 100,
            includeItemsFromAllDrives: true, supportsAllDrives: true, ...(paginationToken ? { pageToken: paginationToken } : {}),
          },
        }) as { files?: IDataObject[]; nextPageToken?: string };
        return {
          results: (answer.files ?? []).map((file) => ({ name: String(file.name), value: String(file.id), ...(file.webViewLink ? { url: String(file.webViewLink) } : {}) })),
          ...(answer.nextPageToken ? { paginationToken: answer.nextPageToken } : {}),
        };
      },
      /** The sheets (tabs) of the chosen document; the value is the sheet id, as a sheet URL's gid. */
      async sheetsSearch(this: ILoadOptionsFunctions): Promise<INodeListSearchResult> {
        const sheet = documentOf(this);
        return {
          results: (await sheet.sheets()).map((info) => ({
            name: info.title, value: info.sheetId, url: `https://docs.google.com/spreadsheets/d/${sheet.spreadsheetId}/edit#gid=${info.sheetId}`,
          })),
        };
      },
    },
    loadOptions: {
      async getSheetHeaderRowAndSkipEmpty(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        return named(await headerRow(this));
      },
      async getSheetHeaderRowWithGeneratedColumnNames(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        const header = await headerRow(this);
        return columnNames(header, header.length).map((name) => ({ name, value: name }));
      },
      async getSheetHeaderRowAndAddColumn(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        const matchOn = String(this.getCurrentNodeParameter('columnToMatchOn') ?? '');
        return [...named(await headerRow(this)).filter((option) => option.value !== matchOn), { name: 'New Column', value: 'newColumn' }];
      },
      /** Versions 1-2: the document's sheets by id. */
      async getSheets(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        const id = documentIdOf(this.getNode(), this.getNodeParameter('sheetId', ''));
        return (await new GoogleSheet(this, authOf(this, defaultAuthentication), id).sheets()).map((info) => ({ name: info.title, value: info.sheetId }));
      },
    },
    resourceMapping: {
      /** The header row's columns as the column mapper's fields (each can be the one to match on). */
      async getMappingColumns(this: ILoadOptionsFunctions): Promise<{ fields: MappingField[] }> {
        return {
          fields: named(await headerRow(this)).map(({ name }) => ({
            id: name, displayName: name, required: false, defaultMatch: false, display: true, type: 'string', canBeUsedToMatch: true,
          })),
        };
      },
    },
  };
}
