import type { IDataObject, IExecuteFunctions, IHttpRequestMethods, ILoadOptionsFunctions, IPollFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/* Requests to the Notion API with the notionApi credential and the Notion-Version each node version speaks. */

export type NotionContext = IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions;

export const NOTION_API = 'https://api.notion.com/v1';

/** Version 1 of the node speaks Notion's 2021-05-13 API, 2-2.2 the 2021-08-16 one. */
export function notionVersion(context: NotionContext): string {
  return context.getNode().typeVersion === 1 ? '2021-05-13' : '2021-08-16';
}

export async function notionRequest(
  context: NotionContext, method: IHttpRequestMethods, path: string, body?: IDataObject, qs?: IDataObject, version = notionVersion(context),
): Promise<IDataObject> {
  const send = context.helpers.httpRequestWithAuthentication;
  if (!send) throw new NodeOperationError(context.getNode(), 'This context cannot make HTTP requests');
  return await send.call(context, 'notionApi', {
    method, url: `${NOTION_API}${path}`, json: true, headers: { 'Notion-Version': version },
    ...(body && Object.keys(body).length > 0 ? { body } : {}),
    ...(qs && Object.keys(qs).length > 0 ? { qs } : {}),
  }) as IDataObject;
}

/**
 * Every result of a paginated Notion list, following `next_cursor` while `has_more`: in the query for
 * GET lists (users, block children), in the body for POST ones (search, database query). Stops at `limit`.
 */
export async function notionRequestAll(
  context: NotionContext, method: IHttpRequestMethods, path: string, body: IDataObject = {}, limit = Infinity,
): Promise<IDataObject[]> {
  const results: IDataObject[] = [];
  let cursor: unknown;
  do {
    const where = cursor ? { start_cursor: cursor } : {};
    const page = method === 'GET'
      ? await notionRequest(context, method, path, undefined, { ...body, ...where })
      : await notionRequest(context, method, path, { ...body, ...where });
    results.push(...(page.results as IDataObject[] ?? []));
    cursor = page.has_more === true ? page.next_cursor : undefined;
  } while (cursor && results.length < limit);
  return results.slice(0, limit);
}

/** The path segment of an id (Notion answers ids with dashes, accepts them without). */
export const segment = (id: string) => encodeURIComponent(id);
