import type { IDataObject } from '@weft/workflow';
import { DateTime } from 'luxon';

/* What the node's parameters become in Notion's request bodies: rich text, blocks, property values, filters, sorts. */

type Values = IDataObject;

function link(run: Values): IDataObject {
  return run.isLink === true && run.textLink ? { link: { url: run.textLink } } : {};
}

/** The rich text runs of a "Text" collection: text (maybe a link), mentions, equations, with annotations. */
export function richText(runs: Values[]): IDataObject[] {
  return runs.flatMap((run): IDataObject[] => {
    const annotations = (run.annotationUi ?? {}) as IDataObject;
    if (run.textType === 'text') return [{ type: 'text', text: { content: run.text ?? '', ...link(run) }, annotations }];
    if (run.textType === 'equation') return [{ type: 'equation', equation: { expression: run.expression ?? '' }, annotations }];
    if (run.textType === 'mention') {
      const type = String(run.mentionType);
      if (type === 'date') {
        const date = run.range === true ? { start: run.dateStart, end: run.dateEnd } : { start: run.date, end: null };
        return [{ type: 'mention', mention: { type, date }, annotations }];
      }
      const target = run[type];
      const id = typeof target === 'object' && target !== null ? (target as IDataObject).value : target;
      return [{ type: 'mention', mention: { type, [type]: { id } }, annotations }];
    }
    return [];
  });
}

function textOf(block: Values): IDataObject[] {
  if (block.richText === true) return richText((((block.text ?? {}) as IDataObject).text ?? []) as Values[]);
  return [{ text: { content: block.textContent ?? '' } }];
}

/** Blocks as Notion's children: text blocks under `text` (the key the 2021 API versions read), a to-do's check, an image's URL. */
export function formatBlocks(blocks: Values[]): IDataObject[] {
  return blocks.map((block) => {
    const type = String(block.type);
    let body: IDataObject;
    if (type === 'image') body = { type: 'external', external: { url: block.url } };
    else if (type === 'child_page') body = { title: block.title ?? '' };
    else body = { ...(type === 'to_do' ? { checked: block.checked === true } : {}), text: textOf(block) };
    return { object: 'block', type, [type]: body };
  });
}

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

function dateValue(value: unknown, includeTime: boolean, zone: string): string | null {
  if (value === '' || value === undefined || value === null) return null;
  const parsed = DateTime.fromISO(String(value), { zone });
  const date = parsed.isValid ? parsed : DateTime.fromJSDate(new Date(String(value)), { zone });
  if (!date.isValid) return String(value);
  return includeTime ? date.toISO({ suppressMilliseconds: true }) : date.toISODate();
}

/** One property entry of "Properties" as Notion's property value; undefined to leave the property out. */
function propertyValue(entry: Values, type: string, timezone: string, version: 1 | 2): IDataObject | undefined {
  switch (type) {
    case 'title': return { title: [{ text: { content: entry.title ?? '' } }] };
    case 'rich_text': return { rich_text: textOf(entry) };
    case 'number': return { type: 'number', number: entry.numberValue };
    case 'url': return !entry.urlValue && entry.ignoreIfEmpty === true ? undefined : { type: 'url', url: entry.urlValue };
    case 'checkbox': return { type: 'checkbox', checkbox: entry.checkboxValue };
    case 'email': return { type: 'email', email: entry.emailValue };
    case 'phone_number': return { type: 'phone_number', phone_number: entry.phoneValue };
    case 'status': return { type: 'status', status: { name: entry.statusValue } };
    case 'relation': {
      const ids = [entry.relationValue ?? []].flat().filter((id): id is string => typeof id === 'string')
        .flatMap((id) => id.split(',').map((part) => part.trim())).filter((id) => UUID.test(id));
      return { type: 'relation', relation: ids.map((id) => ({ id })) };
    }
    case 'multi_select': {
      const raw = entry.multiSelectValue;
      if (raw === undefined || raw === null || raw === '') return { type: 'multi_select', multi_select: [] };
      const names = Array.isArray(raw) ? raw as string[] : String(raw).split(',').map((name) => name.trim());
      return { type: 'multi_select', multi_select: names.filter((name) => name !== null).map((name) => (UUID.test(name) ? { id: name } : { name })) };
    }
    case 'select': {
      if (entry.selectValue === undefined || entry.selectValue === null || entry.selectValue === '') return { type: 'select', select: null };
      return { type: 'select', select: version === 1 ? { id: entry.selectValue } : { name: entry.selectValue } };
    }
    case 'people': return { type: 'people', people: [entry.peopleValue ?? []].flat().map((id) => ({ id })) };
    case 'date': {
      const zone = entry.timezone === 'default' || !entry.timezone ? timezone : String(entry.timezone);
      const includeTime = entry.includeTime !== false;
      const start = dateValue(entry.range === true ? entry.dateStart : entry.date, includeTime, zone);
      const end = entry.range === true ? dateValue(entry.dateEnd, includeTime, zone) : null;
      // An empty date clears the property.
      return { type: 'date', date: start === null && end === null ? null : { start, end } };
    }
    case 'files': {
      const files = (((entry.fileUrls ?? {}) as IDataObject).fileUrl ?? []) as Values[];
      return { type: 'files', files: files.map((file) => ({ name: file.name, type: 'external', external: { url: file.url } })) };
    }
    default: return undefined;
  }
}

/** "Properties" entries (key "Name|type") as Notion's `properties` object. */
export function mapProperties(entries: Values[], timezone: string, version: 1 | 2): IDataObject {
  const properties: IDataObject = {};
  for (const entry of entries) {
    if (typeof entry.key !== 'string') continue;
    const [name = '', type = ''] = entry.key.split('|');
    const value = propertyValue(entry, type, timezone, version);
    if (value !== undefined) properties[name] = value;
  }
  return properties;
}

const RELATIVE = ['past_week', 'past_month', 'past_year', 'next_week', 'next_month', 'next_year'];

/** One filter condition as Notion's property filter (the 2021 API's `text` for title and rich text). */
export function mapFilter(condition: Values, timezone: string): IDataObject {
  const [property = '', propertyType = ''] = String(condition.key ?? '').split('|');
  let type = propertyType;
  const operator = String(condition.condition);
  let value: unknown = type === 'last_edited_time' ? condition.lastEditedTime : condition[`${camel(type)}Value`];
  if (operator === 'is_empty' || operator === 'is_not_empty') value = true;
  else if (RELATIVE.includes(operator)) value = {};
  if (type === 'rich_text' || type === 'title' || type === 'text') type = 'text';
  else if (type === 'phone_number') type = 'phone';
  else if (type === 'date' && operator !== 'is_empty' && operator !== 'is_not_empty' && !RELATIVE.includes(operator)) {
    value = condition.date === '' ? {} : DateTime.fromISO(String(condition.date), { zone: timezone }).toUTC().toISO({ suppressMilliseconds: true });
  }
  if (propertyType === 'formula') {
    const returnType = String(condition.returnType);
    if (operator === 'is_empty' || operator === 'is_not_empty') return { property, formula: { [returnType]: { [operator]: true } } };
    return { property, formula: { [returnType]: { [operator]: condition[`${camel(returnType)}Value`] } } };
  }
  return { property, [type]: { [operator]: value } };
}

function camel(text: string): string {
  return text.split('_').map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');
}

/** "Sort" entries as Notion's `sorts`: by property name, or by timestamp. */
export function mapSorts(entries: Values[]): IDataObject[] {
  return entries.map((entry) => ({ direction: entry.direction, [entry.timestamp === true ? 'timestamp' : 'property']: String(entry.key ?? '').split('|')[0] }));
}
