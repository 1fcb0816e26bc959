import type { IDataObject } from '@weft/workflow';
import { getPath } from '@weft/workflow';

/** How the tool trims a response before the model reads it (fewer tokens). */
export interface ResponseOptimization {
  responseType: 'json' | 'html' | 'text';
  dataField?: string;
  fieldsToInclude?: 'all' | 'selected' | 'except';
  fields?: string;
  cssSelector?: string;
  onlyContent?: boolean;
  elementsToOmit?: string;
  truncateResponse?: boolean;
  maxLength?: number;
}

function fieldList(fields: string | undefined): string[] {
  return String(fields ?? '').split(',').map((field) => field.trim()).filter((field) => field !== '');
}

function pickFields(value: unknown, mode: 'selected' | 'except', fields: string[]): unknown {
  if (Array.isArray(value)) return value.map((entry) => pickFields(entry, mode, fields));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as IDataObject;
  if (mode === 'selected') {
    const picked: IDataObject = {};
    for (const field of fields) {
      const found = getPath(record, field);
      if (found !== undefined) picked[field] = found as IDataObject[string];
    }
    return picked;
  }
  const rest: IDataObject = {};
  for (const [key, entry] of Object.entries(record)) if (!fields.includes(key)) rest[key] = entry;
  return rest;
}

function truncate(text: string, options: ResponseOptimization): string {
  if (!options.truncateResponse) return text;
  const max = Math.max(1, Number(options.maxLength ?? 1000));
  return text.length > max ? text.slice(0, max) : text;
}

async function optimizeHtml(html: string, options: ResponseOptimization): Promise<string> {
  const { load } = await import('cheerio');
  const page = load(html);
  const selected = page(options.cssSelector || 'body');
  if (!options.onlyContent) return truncate(selected.toArray().map((element) => page.html(element)).join('\n').trim(), options);
  const omit = fieldList(options.elementsToOmit);
  for (const selector of omit) selected.find(selector).remove();
  const { convert } = await import('html-to-text');
  const text = selected.toArray()
    .map((element) => convert(page.html(element), { selectors: [{ selector: 'a', format: 'inline' }, { selector: 'img', format: 'skip' }] }))
    .join('\n').replace(/\n{3,}/g, '\n\n').trim();
  return truncate(text, options);
}

/** The text the model reads for a response body. */
export async function responseText(body: string, contentType: string, options: ResponseOptimization | undefined): Promise<string> {
  if (!options) return body;
  if (options.responseType === 'text') return truncate(body, options);
  if (options.responseType === 'html') return optimizeHtml(body, options);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new Error(`The response is not JSON (${contentType || 'no content type'}); choose the response type Text or HTML`);
  }
  if (options.dataField) data = getPath(data, options.dataField);
  const mode = options.fieldsToInclude ?? 'all';
  if (mode !== 'all') data = pickFields(data, mode, fieldList(options.fields));
  return JSON.stringify(data ?? null);
}
