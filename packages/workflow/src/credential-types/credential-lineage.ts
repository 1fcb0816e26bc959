import type { ICredentialType, IDataObject, INodeProperties } from '../model/index.js';

/** What a lineage needs of a credential type: a registry's types, or their descriptions in the editor. */
export interface LineageMember {
  name: string;
  extends?: readonly string[];
}

/** Where lineage looks credential types up by name (a registry; the catalog of an instance). */
export interface CredentialTypeLookup<T extends LineageMember = ICredentialType> {
  getByName(name: string): T | undefined;
}

/**
 * A credential type with every type it extends (`extends`, and theirs in turn), nearest first: a
 * service's OAuth2 type, then oAuth2Api. A type missing from `types` is left out, its parents too.
 */
export function credentialLineage<T extends LineageMember = ICredentialType>(types: CredentialTypeLookup<T> | undefined, name: string): T[] {
  const found: T[] = [];
  const queue = [name];
  while (queue.length > 0 && types) {
    const type = types.getByName(queue.shift() as string);
    if (!type || found.includes(type)) continue;
    found.push(type);
    queue.push(...(type.extends ?? []));
  }
  return found;
}

/** The properties of a lineage: a type's own over those it inherits (a type overrides a parent's property by name). */
export function lineageProperties<P extends { name: string } = INodeProperties>(lineage: ReadonlyArray<{ properties: readonly P[] }>): P[] {
  const byName = new Map<string, P>();
  for (const type of [...lineage].reverse()) {
    for (const property of type.properties) byName.set(property.name, property);
  }
  return [...byName.values()];
}

/** The fixed defaults of a lineage's properties (a service's type fixes its URLs so); expressions are left out. */
export function lineageDefaults(lineage: readonly ICredentialType[]): IDataObject {
  const defaults: IDataObject = {};
  for (const property of lineageProperties(lineage)) {
    const value = property.default;
    if (value !== undefined && !(typeof value === 'string' && value.startsWith('='))) defaults[property.name] = value as IDataObject[string];
  }
  return defaults;
}

/**
 * Whether the credential type `typeName` is `ancestor` or extends it, by the lineage or by the names
 * its types extend (they count even when the registry at hand does not hold them).
 */
export function extendsCredentialType(typeName: string, lineage: readonly LineageMember[], ancestor: string): boolean {
  return typeName === ancestor || lineage.some((type) => type.name === ancestor || type.extends?.includes(ancestor) === true);
}
