import type { CredentialTypeDescription } from '@weft/contracts';
import type { ICredentialTestFunction, ICredentialType, INodeProperties, INodeTypeDescription, ICredentialTypes } from '@weft/workflow';
import { credentialLineage, lineageProperties } from '@weft/workflow';
import type { NodeTypesService } from '../node-types.service.js';

/** The node that calls any API with a generic credential (genericAuth) or one that says how to authenticate. */
export const HTTP_REQUEST_NODE_TYPE = 'n8n-nodes-base.httpRequest';

/**
 * The credential types this instance knows (those the engine applies to requests), and what the API
 * and the access rules need of them: inherited properties, whether a type can be tested, and which
 * node types can use it.
 */
export class CredentialTypesCatalog {
  private loading?: Promise<ICredentialTypes>;
  /** Types of community packages, over the built-in ones (a package may not replace a built-in type). */
  private readonly added = new Map<string, ICredentialType>();
  private overlay?: Promise<ICredentialTypes>;
  private readonly beforeFirstUse: Array<() => Promise<void>> = [];

  constructor(
    private readonly nodeTypes?: NodeTypesService,
    source?: () => Promise<ICredentialTypes>,
  ) {
    if (source) this.loading = source();
  }

  /** Loaded on first use, like the node types, so that start-up does not pay for them; community types included. */
  registry(): Promise<ICredentialTypes> {
    this.loading ??= import('@weft/nodes').then((nodes) => nodes.builtinCredentialTypes);
    const loading = this.loading;
    this.overlay ??= Promise.all([loading, ...this.beforeFirstUse.map((task) => task())]).then(([builtin]): ICredentialTypes => ({
      getByName: (name) => builtin.getByName(name) ?? this.added.get(name),
      list: () => [...builtin.list(), ...[...this.added.values()].filter((type) => !builtin.getByName(type.name))],
    }));
    return this.overlay;
  }

  /** Work that adds types before they are first used (community packages: loaded then, not at start). */
  addBeforeFirstUse(task: () => Promise<void>): void {
    this.beforeFirstUse.push(task);
  }

  /** A community package's credential type (replacing the one of an earlier version of the package). */
  add(type: ICredentialType): void {
    this.added.set(type.name, type);
  }

  remove(name: string): void {
    this.added.delete(name);
  }

  async get(name: string): Promise<ICredentialType | undefined> {
    return (await this.registry()).getByName(name);
  }

  async list(): Promise<ICredentialType[]> {
    return (await this.registry()).list();
  }

  /** The type and every type it extends, nearest first. */
  async lineage(name: string): Promise<ICredentialType[]> {
    return credentialLineage(await this.registry(), name);
  }

  /** The type's own properties over those it inherits (a type overrides a parent's property by name). */
  async properties(name: string): Promise<INodeProperties[]> {
    return lineageProperties(await this.lineage(name));
  }

  /** Whether POST /credentials/test can check a credential of this type: a test request (its own or a parent's), or a node's connection test. */
  async testable(name: string): Promise<boolean> {
    return (await this.lineage(name)).some((type) => type.test !== undefined) || (await this.nodeTestOwner(name)) !== undefined;
  }

  /**
   * The connection test of a node whose credential description names this type with `testedBy`
   * (n8n's way for databases and other services no HTTP request can check).
   */
  async nodeTest(name: string): Promise<ICredentialTestFunction | undefined> {
    const owner = await this.nodeTestOwner(name);
    if (!owner || !this.nodeTypes) return undefined;
    const nodeType = (await this.nodeTypes.nodeTypes()).getByNameAndVersion(owner.nodeType, owner.version);
    const test = nodeType?.methods?.credentialTest?.[owner.testedBy];
    return typeof test === 'function' ? test : undefined;
  }

  private async nodeTestOwner(name: string): Promise<{ nodeType: string; version: number; testedBy: string } | undefined> {
    for (const description of await this.descriptions()) {
      const testedBy = description.credentials?.find((credential) => credential.name === name && credential.testedBy)?.testedBy;
      if (!testedBy) continue;
      const version = Array.isArray(description.version) ? Math.max(...description.version) : description.version;
      return { nodeType: description.name, version, testedBy };
    }
    return undefined;
  }

  /** The node types that can use a credential of this type: those that name it, and HTTP Request for generic ones. */
  async nodeTypesFor(name: string): Promise<string[]> {
    const lineage = await this.lineage(name);
    const names = new Set<string>();
    for (const description of await this.descriptions()) {
      if (description.credentials?.some((credential) => credential.name === name)) names.add(description.name);
    }
    if (lineage.some((type) => type.genericAuth === true || type.authenticate !== undefined)) names.add(HTTP_REQUEST_NODE_TYPE);
    return [...names].sort();
  }

  /** The display name of a node type, for messages ('HTTP Request'). */
  async nodeDisplayName(nodeType: string): Promise<string> {
    return (await this.descriptions()).find((description) => description.name === nodeType)?.displayName ?? nodeType;
  }

  /** A type as GET /credential-types answers it: JSON only (an `authenticate` function is left out). */
  async describe(type: ICredentialType): Promise<CredentialTypeDescription> {
    const { authenticate, ...rest } = type;
    return {
      ...(structuredClone(rest) as unknown as CredentialTypeDescription),
      ...(authenticate !== undefined && typeof authenticate !== 'function' ? { authenticate: structuredClone(authenticate) } : {}),
      testable: await this.testable(type.name),
    };
  }

  private async descriptions(): Promise<INodeTypeDescription[]> {
    return this.nodeTypes ? this.nodeTypes.descriptions(true) : [];
  }
}
