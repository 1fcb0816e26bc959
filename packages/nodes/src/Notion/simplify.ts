import type { IDataObject } from '@weft/workflow';

/* The "Simplify" outputs: Notion's page, database and block objects reduced to what a workflow reads. */

/** snake_case of a property name ("Due Date" -> "due_date", "isDone" -> "is_done"). */
export function snakeCase(text: string): string {
  return text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[^A-Za-z0-9]+/).filter(Boolean).map((word) => word.toLowerCase()).join('_');
}

const plain = (runs: unknown) => (Array.isArray(runs) ? (runs as IDataObject[]).map((run) => String(run.plain_text ?? '')).join('') : '');

/** A property value as a plain value: text as a string, a select as its name, people as their emails ... */
export function simplifyProperty(property: IDataObject): IDataObject[string] {
  const type = String(property.type);
  const value = property[type] as IDataObject[string];
  switch (type) {
    case 'title': case 'rich_text': return plain(value);
    case 'url': case 'created_time': case 'checkbox': case 'number': case 'last_edited_time': case 'email': case 'phone_number': case 'date': return value ?? null;
    case 'created_by': case 'last_edited_by': return (value as IDataObject | null)?.name ?? null;
    case 'select': case 'status': return (value as IDataObject | null)?.name ?? null;
    case 'people': return Array.isArray(value) ? (value as IDataObject[]).map((person) => (person.person as IDataObject | undefined)?.email ?? {}) : value;
    case 'multi_select': return Array.isArray(value) ? (value as IDataObject[]).map((option) => option.name ?? {}) : ((value as IDataObject).options as IDataObject[] ?? []).map((option) => option.name);
    case 'relation': return Array.isArray(value) ? (value as IDataObject[]).map((entry) => entry.id ?? {}) : (value as IDataObject | null)?.database_id;
    case 'formula': {
      const formula = value as IDataObject | null;
      return formula ? formula[String(formula.type)] : null;
    }
    case 'files': return (value as IDataObject[] ?? []).map((file) => (file[String(file.type)] as IDataObject | undefined)?.url);
    default: return undefined;
  }
}

function simplifyProperties(properties: IDataObject, prefix: boolean): IDataObject {
  return Object.fromEntries(Object.entries(properties).map(([key, property]) => [prefix ? `property_${snakeCase(key)}` : key, simplifyProperty(property as IDataObject)]));
}

function titleOf(properties: IDataObject): string {
  const title = Object.values(properties).find((property) => (property as IDataObject).type === 'title') as IDataObject | undefined;
  return String(((title?.title as IDataObject[] | undefined)?.[0])?.plain_text ?? '');
}

/**
 * Pages and databases simplified. Version 2 gives `{ id, name, url, property_<name>... }` for a database
 * page, `{ id, name, url }` for a page or database; version 1 the properties under their own names and a
 * database's `title`.
 */
export function simplifyObjects(objects: IDataObject | IDataObject[], version: 1 | 2): IDataObject[] {
  return [objects].flat().flatMap((object): IDataObject[] => {
    const parent = (object.parent ?? {}) as IDataObject;
    const properties = (object.properties ?? {}) as IDataObject;
    if (object.object === 'page' && parent.type === 'database_id') {
      return [version === 2
        ? { id: object.id, name: titleOf(properties), url: object.url, ...simplifyProperties(properties, true) }
        : { id: object.id, ...simplifyProperties(properties, false) }];
    }
    if (object.object === 'page') {
      return [{ id: object.id, name: titleOf(properties), ...(version === 2 ? { url: object.url } : {}) }];
    }
    if (object.object === 'database') {
      const title = plain(object.title);
      return [{ id: object.id, ...(version === 2 ? { name: title, url: object.url } : { title }) }];
    }
    return [];
  });
}

/** Blocks with their text as `content` (a child page's title), without timestamps, and the block they were read under. */
export function simplifyBlocks(blocks: IDataObject[], rootId: string): IDataObject[] {
  return blocks.map((block) => {
    const { created_time: _created, last_edited_time: _edited, created_by: _by, ...rest } = block;
    const type = String(block.type);
    const body = (block[type] ?? {}) as IDataObject;
    const simplified: IDataObject = { ...rest, root_id: rootId };
    if (type === 'child_page' || type === 'child_database') {
      simplified.content = body.title;
      delete simplified[type];
    } else {
      const runs = body.text ?? body.rich_text;
      if (Array.isArray(runs)) {
        simplified.content = plain(runs);
        delete simplified[type];
      }
    }
    return simplified;
  });
}
