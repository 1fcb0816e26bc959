import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { jsonParameter } from '../helpers.js';

export interface BuiltInToolsParameter {
  webSearch?: { searchContextSize?: string; allowedDomains?: string; country?: string; city?: string; region?: string };
  fileSearch?: { vectorStoreIds?: string | string[]; filters?: string | IDataObject; maxResults?: number };
  codeInterpreter?: boolean;
}

/** The Built-in Tools collection as the Responses API's tool definitions (web search, file search, code interpreter). */
export function builtInTools(context: IExecuteFunctions, itemIndex: number, given: BuiltInToolsParameter): IDataObject[] {
  const tools: IDataObject[] = [];
  if (given.webSearch) {
    const { searchContextSize, allowedDomains, country, city, region } = given.webSearch;
    const location = Object.fromEntries(Object.entries({ country, city, region }).filter(([, value]) => value));
    const domains = (allowedDomains ?? '').split(',').map((domain) => domain.trim()).filter(Boolean);
    tools.push({
      type: 'web_search', search_context_size: searchContextSize ?? 'medium',
      ...(Object.keys(location).length > 0 ? { user_location: { type: 'approximate', ...location } } : {}),
      ...(domains.length > 0 ? { filters: { allowed_domains: domains } } : {}),
    });
  }
  if (given.fileSearch) {
    const { vectorStoreIds, filters, maxResults } = given.fileSearch;
    const ids = Array.isArray(vectorStoreIds) ? vectorStoreIds : jsonParameter(context, vectorStoreIds ?? '[]', 'Vector Store IDs', itemIndex);
    const parsedFilters = jsonParameter(context, filters ?? '{}', 'Filters', itemIndex);
    tools.push({
      type: 'file_search', vector_store_ids: ids as unknown as string[],
      ...(Object.keys(parsedFilters).length > 0 ? { filters: parsedFilters } : {}),
      ...(maxResults !== undefined ? { max_num_results: maxResults } : {}),
    });
  }
  if (given.codeInterpreter) tools.push({ type: 'code_interpreter', container: { type: 'auto' } });
  return tools;
}
