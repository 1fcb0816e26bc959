import type {
  TemplatesCategoriesAnswer, TemplatesCollectionAnswer, TemplatesCollectionsAnswer, TemplatesNode,
  TemplatesWorkflowAnswer, TemplatesWorkflowsAnswer, TemplatesWorkflowSummary, TemplatesWorkflowToImportAnswer,
} from '@weft/contracts';
import { NotFoundError } from '../../errors.js';
import type { Catalogue, CatalogueCollection, CatalogueWorkflow } from './catalogue-files.js';
import { inAnyCategory, matchesSearch, parseCollectionsQuery, parseTemplateId, parseWorkflowsQuery } from './templates-query.js';

/** What a template card needs of a node type (from the node types' descriptions). */
export interface NodeTypeSummarySource {
  name: string;
  displayName: string;
  icon?: unknown;
  defaults?: { name?: string; color?: string };
  group?: string[];
  codex?: { categories?: string[] };
}

export interface CatalogueHostSources {
  catalogue: () => Promise<Catalogue>;
  nodeTypes: () => Promise<NodeTypeSummarySource[]>;
  /** Where the icon image of a node type with an icon file can be loaded; undefined: none given. */
  iconUrl?: (nodeType: string) => string | undefined;
}

/** A note on the canvas, not a node the template uses. */
const STICKY_NOTE = 'n8n-nodes-base.stickyNote';
/** The host does not count views: no popularity is invented. */
const TOTAL_VIEWS = 0;
const AUTHOR = { username: 'weft' };

interface Prepared {
  catalogue: Catalogue;
  summaries: Map<number, TemplatesWorkflowSummary>;
  collectionNodes: Map<number, TemplatesNode[]>;
}

function iconName(icon: unknown): string | undefined {
  const value = typeof icon === 'object' && icon !== null ? (icon as { light?: unknown }).light : icon;
  return typeof value === 'string' ? value : undefined;
}

function distinctByName(nodes: TemplatesNode[]): TemplatesNode[] {
  const seen = new Set<string>();
  return nodes.filter((node) => !seen.has(node.name) && seen.add(node.name));
}

/**
 * Answers the templates host API (n8n's shape) from a catalogue. Everything derived from the files
 * (node summaries of every template and collection) is worked out once, on the first request; each
 * request then only filters and pages the few dozen prepared summaries.
 */
export class CatalogueHost {
  private preparing?: Promise<Prepared>;

  constructor(private readonly sources: CatalogueHostSources) {}

  private prepared(): Promise<Prepared> {
    if (!this.preparing) {
      this.preparing = this.prepare();
      // A failure (a broken catalogue) is tried again by the next request rather than kept.
      this.preparing.catch(() => (this.preparing = undefined));
    }
    return this.preparing;
  }

  private async prepare(): Promise<Prepared> {
    const [catalogue, nodeTypes] = await Promise.all([this.sources.catalogue(), this.sources.nodeTypes()]);
    const byType = new Map(nodeTypes.map((type, index) => [type.name, this.nodeSummary(type, index + 1)]));
    const nodesOf = (workflow: CatalogueWorkflow) => distinctByName(workflow.workflow.nodes
      .filter((node) => node.type !== STICKY_NOTE)
      .map((node) => byType.get(node.type) ?? { id: 0, name: node.type, displayName: node.type }));
    const summaries = new Map(catalogue.workflows.map((workflow) => [workflow.id, {
      id: workflow.id,
      name: workflow.name,
      description: workflow.description,
      totalViews: TOTAL_VIEWS,
      createdAt: workflow.createdAt,
      user: AUTHOR,
      nodes: nodesOf(workflow),
    }]));
    const collectionNodes = new Map(catalogue.collections.map((collection) => [
      collection.id,
      distinctByName(collection.workflowIds.flatMap((id) => summaries.get(id)?.nodes ?? [])),
    ]));
    return { catalogue, summaries, collectionNodes };
  }

  private nodeSummary(type: NodeTypeSummarySource, id: number): TemplatesNode {
    const icon = iconName(type.icon);
    const iconUrl = icon?.startsWith('file:') ? this.sources.iconUrl?.(type.name) : undefined;
    return {
      id,
      name: type.name,
      displayName: type.displayName,
      ...(icon ? { icon } : {}),
      ...(iconUrl ? { iconUrl } : {}),
      ...(type.defaults ? { defaults: { name: type.defaults.name, color: type.defaults.color } } : {}),
      ...(type.group ? { group: type.group } : {}),
      ...(type.codex?.categories ? { codex: { categories: type.codex.categories } } : {}),
    };
  }

  /** Healthy once the catalogue has been read: a broken one shows the editor's connection warning. */
  async health(): Promise<{ status: 'OK' }> {
    await this.prepared();
    return { status: 'OK' };
  }

  async categories(): Promise<TemplatesCategoriesAnswer> {
    const { catalogue } = await this.prepared();
    return { categories: catalogue.categories.map(({ id, name }) => ({ id, name })) };
  }

  async collections(rawQuery: unknown): Promise<TemplatesCollectionsAnswer> {
    const query = parseCollectionsQuery(rawQuery);
    const prepared = await this.prepared();
    const collections = prepared.catalogue.collections
      .map((collection, index) => ({ collection, rank: index + 1 }))
      .filter(({ collection }) => inAnyCategory(query.category, collection.categoryIds)
        && matchesSearch(query.search, collection.name, collection.description));
    return {
      collections: collections.map(({ collection, rank }) => ({
        id: collection.id,
        rank,
        name: collection.name,
        totalViews: TOTAL_VIEWS,
        createdAt: this.createdAt(collection, prepared),
        workflows: collection.workflowIds.map((id) => ({ id })),
        nodes: prepared.collectionNodes.get(collection.id) ?? [],
      })),
    };
  }

  async workflows(rawQuery: unknown): Promise<TemplatesWorkflowsAnswer> {
    const query = parseWorkflowsQuery(rawQuery);
    const prepared = await this.prepared();
    const found = prepared.catalogue.workflows.filter((workflow) => inAnyCategory(query.category, workflow.categoryIds)
      && matchesSearch(query.search, workflow.name, workflow.description));
    return {
      totalWorkflows: found.length,
      workflows: found.slice(query.skip, query.skip + query.rows).map((workflow) => prepared.summaries.get(workflow.id)!),
    };
  }

  async collection(rawId: unknown): Promise<TemplatesCollectionAnswer> {
    const id = parseTemplateId(rawId, 'collection');
    const prepared = await this.prepared();
    const collection = prepared.catalogue.collections.find((c) => c.id === id);
    if (!collection) throw new NotFoundError('Collection could not be found');
    return {
      collection: {
        id: collection.id,
        name: collection.name,
        description: collection.description,
        totalViews: TOTAL_VIEWS,
        createdAt: this.createdAt(collection, prepared),
        categories: this.categoriesOf(collection.categoryIds, prepared),
        workflows: collection.workflowIds.map((workflowId) => prepared.summaries.get(workflowId)!),
        nodes: prepared.collectionNodes.get(collection.id) ?? [],
        image: [],
      },
    };
  }

  async workflow(rawId: unknown): Promise<TemplatesWorkflowAnswer> {
    const { workflow, prepared } = await this.find(rawId);
    const nodeTypes: Record<string, { count: number }> = {};
    for (const node of workflow.workflow.nodes) nodeTypes[node.type] = { count: (nodeTypes[node.type]?.count ?? 0) + 1 };
    return {
      workflow: {
        ...prepared.summaries.get(workflow.id)!,
        categories: this.categoriesOf(workflow.categoryIds, prepared),
        workflow: workflow.workflow,
        workflowInfo: { nodeCount: workflow.workflow.nodes.length, nodeTypes },
        image: [],
      },
    };
  }

  async workflowToImport(rawId: unknown): Promise<TemplatesWorkflowToImportAnswer> {
    const { workflow } = await this.find(rawId);
    return { id: workflow.id, name: workflow.name, workflow: workflow.workflow };
  }

  private async find(rawId: unknown): Promise<{ workflow: CatalogueWorkflow; prepared: Prepared }> {
    const id = parseTemplateId(rawId, 'template');
    const prepared = await this.prepared();
    const workflow = prepared.catalogue.workflows.find((w) => w.id === id);
    if (!workflow) throw new NotFoundError('Template could not be found');
    return { workflow, prepared };
  }

  private categoriesOf(ids: number[], prepared: Prepared): Array<{ id: number; name: string }> {
    return prepared.catalogue.categories.filter((c) => ids.includes(c.id)).map(({ id, name }) => ({ id, name }));
  }

  /** A collection is as new as its newest template (its file has no date of its own). */
  private createdAt(collection: CatalogueCollection, prepared: Prepared): string {
    const dates = collection.workflowIds.map((id) => prepared.summaries.get(id)?.createdAt ?? '').sort();
    return dates.at(-1) ?? '';
  }
}
