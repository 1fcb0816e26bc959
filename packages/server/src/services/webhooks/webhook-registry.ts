import type { WebhookDescription } from '@weft/engine';

/** A registered webhook: which workflow and node a request to its method and path goes to. */
export interface RegisteredWebhook {
  workflowId: string;
  description: WebhookDescription;
}

export type WebhookMatch =
  | { found: true; webhook: RegisteredWebhook; params: Record<string, string> }
  /** The path is registered, but for other methods (named so the caller can say so). */
  | { found: false; methods: string[] };

function trimSlashes(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
  if (pattern.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] as string;
    const value = actual[i] as string;
    if (expected.startsWith(':')) params[expected.slice(1)] = value;
    else if (expected !== value) return undefined;
  }
  return params;
}

/**
 * Webhooks kept in memory so that a request finds its workflow without a database read: static paths
 * in one map keyed by method and path; paths with parameters (`<webhookId>/:id/items`) grouped by their
 * first segment and matched segment by segment.
 */
export class WebhookRegistry {
  private readonly byKey = new Map<string, RegisteredWebhook>();
  private readonly dynamicByPrefix = new Map<string, RegisteredWebhook[]>();
  private readonly byWorkflow = new Map<string, RegisteredWebhook[]>();

  static key(method: string, path: string): string {
    return `${method.toUpperCase()} ${trimSlashes(path)}`;
  }

  add(workflowId: string, descriptions: WebhookDescription[]): void {
    const registered = descriptions.map((description) => ({ workflowId, description }));
    for (const webhook of registered) {
      const { description } = webhook;
      if (description.isDynamic) {
        const prefix = description.path.split('/')[0] as string;
        const list = this.dynamicByPrefix.get(prefix) ?? [];
        list.push(webhook);
        this.dynamicByPrefix.set(prefix, list);
      } else {
        this.byKey.set(WebhookRegistry.key(description.httpMethod, description.path), webhook);
      }
    }
    this.byWorkflow.set(workflowId, [...(this.byWorkflow.get(workflowId) ?? []), ...registered]);
  }

  remove(workflowId: string): void {
    for (const webhook of this.byWorkflow.get(workflowId) ?? []) {
      const { description } = webhook;
      if (description.isDynamic) {
        const prefix = description.path.split('/')[0] as string;
        const rest = (this.dynamicByPrefix.get(prefix) ?? []).filter((w) => w !== webhook);
        if (rest.length > 0) this.dynamicByPrefix.set(prefix, rest);
        else this.dynamicByPrefix.delete(prefix);
      } else {
        const key = WebhookRegistry.key(description.httpMethod, description.path);
        if (this.byKey.get(key) === webhook) this.byKey.delete(key);
      }
    }
    this.byWorkflow.delete(workflowId);
  }

  has(workflowId: string): boolean {
    return this.byWorkflow.has(workflowId);
  }

  forWorkflow(workflowId: string): RegisteredWebhook[] {
    return this.byWorkflow.get(workflowId) ?? [];
  }

  /** The webhook for this request, or the methods the path has, or undefined when nothing has the path. */
  find(method: string, rawPath: string): WebhookMatch | undefined {
    const path = trimSlashes(rawPath);
    const upper = method.toUpperCase();
    const exact = this.byKey.get(`${upper} ${path}`);
    if (exact) return { found: true, webhook: exact, params: {} };
    const segments = path.split('/');
    const candidates = this.dynamicByPrefix.get(segments[0] as string) ?? [];
    const methods = new Set<string>();
    for (const webhook of candidates) {
      const params = matchSegments(webhook.description.path.split('/'), segments);
      if (!params) continue;
      if (webhook.description.httpMethod === upper) return { found: true, webhook, params };
      methods.add(webhook.description.httpMethod);
    }
    for (const [key, webhook] of this.byKey) {
      if (webhook.description.path === path) methods.add(key.slice(0, key.indexOf(' ')));
    }
    return methods.size > 0 ? { found: false, methods: [...methods].sort() } : undefined;
  }
}
