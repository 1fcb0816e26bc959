import type { INodeTypeDescription } from '@weft/workflow';

export interface NodeTypeLookup {
  /** The description serving this type at this version; else the type's newest description. */
  get(type: string, version: number): INodeTypeDescription | undefined;
}

function versionsOf(description: INodeTypeDescription): number[] {
  return Array.isArray(description.version) ? description.version : [description.version];
}

export function createNodeTypeLookup(descriptions: readonly INodeTypeDescription[]): NodeTypeLookup {
  const byVersion = new Map<string, INodeTypeDescription>();
  const newest = new Map<string, { version: number; description: INodeTypeDescription }>();
  for (const description of descriptions) {
    for (const version of versionsOf(description)) {
      byVersion.set(`${description.name}@${version}`, description);
      const current = newest.get(description.name);
      if (!current || version > current.version) newest.set(description.name, { version, description });
    }
  }
  return {
    get: (type, version) => byVersion.get(`${type}@${version}`) ?? newest.get(type)?.description,
  };
}
