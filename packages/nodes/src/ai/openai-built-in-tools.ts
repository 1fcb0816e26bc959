import type { IDataObject, INodeProperties } from '@weft/workflow';

export interface BuiltInToolsParameter {
  webSearch?: { searchContextSize?: string; allowedDomains?: string; country?: string; city?: string; region?: string };
  fileSearch?: { vectorStoreIds?: string | string[]; filters?: string | IDataObject; maxResults?: number };
  codeInterpreter?: boolean;
}

/** The options of the Built-in Tools collection (the OpenAI node 2.x and the OpenAI Chat Model 1.3). */
export const builtInToolsOptions: NonNullable<INodeProperties['options']> = [
  { displayName: "Web Search", name: "webSearch", type: "collection", default: {"searchContextSize": "medium"}, options: [
      { displayName: "Search Context Size", name: "searchContextSize", type: "options", default: "medium", options: [{ name: "Low", value: "low" }, { name: "Medium", value: "medium" }, { name: "High", value: "high" }] },
      { displayName: "Allowed Domains", name: "allowedDomains", type: "string", default: "" },
      { displayName: "Country", name: "country", type: "string", default: "" },
      { displayName: "City", name: "city", type: "string", default: "" },
      { displayName: "Region", name: "region", type: "string", default: "" }
  ] },
  { displayName: "File Search", name: "fileSearch", type: "collection", default: {"vectorStoreIds": "[]"}, options: [
      { displayName: "Vector Store IDs", name: "vectorStoreIds", type: "json", default: "[]", required: true },
      { displayName: "Filters", name: "filters", type: "json", default: "{}" },
      { displayName: "Max Results", name: "maxResults", type: "number", default: 1, typeOptions: {"minValue": 1, "maxValue": 50} }
  ] },
  { displayName: "Code Interpreter", name: "codeInterpreter", type: "boolean", default: true }
];

function json(value: unknown, name: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new Error(`'${name}' of the built-in file search is not valid JSON`);
  }
}

/**
 * The Built-in Tools collection as the Responses API's tool definitions (web search, file search, code
 * interpreter). Throws a plain error for JSON that does not parse; callers make it a node error.
 */
export function builtInTools(given: BuiltInToolsParameter): IDataObject[] {
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
    const ids = json(vectorStoreIds ?? '[]', 'Vector Store IDs');
    const parsedFilters = (json(filters ?? '{}', 'Filters') ?? {}) as IDataObject;
    tools.push({
      type: 'file_search', vector_store_ids: ids as unknown as string[],
      ...(Object.keys(parsedFilters).length > 0 ? { filters: parsedFilters } : {}),
      ...(maxResults !== undefined ? { max_num_results: maxResults } : {}),
    });
  }
  if (given.codeInterpreter) tools.push({ type: 'code_interpreter', container: { type: 'auto' } });
  return tools;
}
