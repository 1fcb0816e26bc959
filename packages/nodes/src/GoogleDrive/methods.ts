import type { IDataObject, ILoadOptionsFunctions, INodeListSearchItems, INodeListSearchResult, INodePropertyOptions } from '@weft/workflow';
import { DRIVE_API, FOLDER_MIME, driveAuth, driveRequest, quoteQuery } from './transport.js';
import { MY_DRIVE, ROOT_FOLDER, locatorId } from './locators.js';

/** The credential the editor's lists use: the node's choice, or the version's default (version 1 defaults to a service account). */
function authOf(context: ILoadOptionsFunctions) {
  const fallback = context.getNode().typeVersion === 1 ? 'serviceAccount' : 'oAuth2';
  return driveAuth(String(context.getNodeParameter('authentication', fallback)));
}

/** The shared drive the node's Drive parameter names, if it names one (not My Drive). */
function chosenDrive(context: ILoadOptionsFunctions): string | undefined {
  let parameter: unknown;
  try {
    parameter = context.getCurrentNodeParameter('driveId') ?? context.getCurrentNodeParameter('filter.driveId');
  } catch {
    return undefined;
  }
  if (parameter === undefined || parameter === null || parameter === '') return undefined;
  try {
    const id = locatorId(context.getNode(), parameter, 'drive');
    return id === MY_DRIVE ? undefined : id;
  } catch {
    return undefined;
  }
}

/** A page of files (or folders) matching the search text, by name, in the chosen drive. */
async function searchFiles(context: ILoadOptionsFunctions, clauses: string[], filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
  const drive = chosenDrive(context);
  const q = [...clauses, 'trashed = false', ...(filter ? [`name contains ${quoteQuery(filter)}`] : [])].join(' and ');
  const answer = await driveRequest(context, authOf(context), {
    method: 'GET', url: `${DRIVE_API}/files`,
    qs: {
      q, fields: 'nextPageToken, files(id, name, mimeType, webViewLink)', orderBy: 'name_natural', pageSize: 100,
      supportsAllDrives: true, includeItemsFromAllDrives: true, ...(drive ? { corpora: 'drive', driveId: drive } : { corpora: 'user' }),
      ...(paginationToken ? { pageToken: paginationToken } : {}),
    },
  });
  return {
    results: ((answer.files ?? []) as IDataObject[]).map((file) => ({ name: String(file.name), value: String(file.id), url: String(file.webViewLink ?? '') })),
    ...(typeof answer.nextPageToken === 'string' ? { paginationToken: answer.nextPageToken } : {}),
  };
}

async function searchDrives(context: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
  const answer = await driveRequest(context, authOf(context), {
    method: 'GET', url: `${DRIVE_API}/drives`,
    qs: { pageSize: 100, ...(filter ? { q: `name contains ${quoteQuery(filter)}` } : {}), ...(paginationToken ? { pageToken: paginationToken } : {}) },
  });
  return {
    results: ((answer.drives ?? []) as IDataObject[]).map((drive) => ({ name: String(drive.name), value: String(drive.id), url: `https://drive.google.com/drive/folders/${String(drive.id)}` })),
    ...(typeof answer.nextPageToken === 'string' ? { paginationToken: answer.nextPageToken } : {}),
  };
}

/** Prepends a fixed first choice (My Drive, the root folder) to the first page when it matches the search text. */
function withFirst(first: INodeListSearchItems, result: INodeListSearchResult, filter?: string, paginationToken?: string): INodeListSearchResult {
  const shown = !paginationToken && (!filter || first.name.toLowerCase().includes(filter.toLowerCase()));
  return shown ? { ...result, results: [first, ...result.results] } : result;
}

export const driveMethods = {
  listSearch: {
    async fileSearch(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
      return await searchFiles(this, [`mimeType != '${FOLDER_MIME}'`], filter, paginationToken);
    },
    async folderSearch(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
      return await searchFiles(this, [`mimeType = '${FOLDER_MIME}'`], filter, paginationToken);
    },
    async folderSearchWithRoot(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
      const folders = await searchFiles(this, [`mimeType = '${FOLDER_MIME}'`], filter, paginationToken);
      return withFirst({ name: '/ (Root folder)', value: ROOT_FOLDER }, folders, filter, paginationToken);
    },
    async driveSearch(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
      return await searchDrives(this, filter, paginationToken);
    },
    async driveSearchWithDefault(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
      return withFirst({ name: MY_DRIVE, value: MY_DRIVE, url: 'https://drive.google.com/drive/my-drive' }, await searchDrives(this, filter, paginationToken), filter, paginationToken);
    },
  },
  loadOptions: {
    /** The trigger's drives: My Drive ("root") and every shared drive. */
    async getDrives(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
      const options: INodePropertyOptions[] = [{ name: 'Root', value: 'root' }];
      let pageToken: string | undefined;
      do {
        const page = await searchDrives(this, undefined, pageToken);
        options.push(...page.results.map((drive) => ({ name: drive.name, value: drive.value })));
        pageToken = page.paginationToken as string | undefined;
      } while (pageToken);
      return options;
    },
  },
};
