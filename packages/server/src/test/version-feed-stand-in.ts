import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One release as n8n's version feed describes it (the editor's updates drawer shows these). */
export interface FeedVersion {
  name: string;
  nodes: Array<{ name: string; displayName: string; icon: string; iconUrl?: string }>;
  createdAt: string;
  description: string;
  documentationUrl: string;
  hasBreakingChange: boolean;
  hasSecurityFix: boolean;
  hasSecurityIssue: boolean;
  securityIssueFixVersion: string;
}

export interface FeedRequest { version: string; instanceId: string | undefined }

const numbers = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10) || 0);

function isNewer(candidate: string, current: string): boolean {
  const [a, b] = [numbers(candidate), numbers(current)];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

/**
 * A version feed on 127.0.0.1 for tests, in n8n's shape: `GET {url}<version>` with the
 * `n8n-instance-id` header answers the releases newer than <version>, newest first. It answers a
 * browser's cross-origin call as such a feed must (the editor asks it directly), and records who asked.
 */
export class VersionFeedStandIn {
  private server?: Server;
  readonly requests: FeedRequest[] = [];
  /** Ends with '/', as WEFT_VERSION_NOTIFICATIONS_ENDPOINT does. */
  url = '';

  constructor(private readonly releases: FeedVersion[]) {}

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      response.setHeader('access-control-allow-origin', '*');
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { 'access-control-allow-headers': 'n8n-instance-id', 'access-control-allow-methods': 'GET' }).end();
        return;
      }
      const match = /^\/versions\/([^/?]+)$/.exec(request.url ?? '');
      if (request.method !== 'GET' || !match?.[1]) {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
        return;
      }
      const version = decodeURIComponent(match[1]);
      const instanceId = request.headers['n8n-instance-id'];
      this.requests.push({ version, instanceId: typeof instanceId === 'string' ? instanceId : undefined });
      const newer = this.releases.filter((release) => isNewer(release.name, version))
        .sort((a, b) => (isNewer(a.name, b.name) ? -1 : 1));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(newer));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/versions/`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => { if (this.server) this.server.close(() => resolve()); else resolve(); });
  }
}

/** A release of the feed, with what is not under test filled in. */
export function feedVersion(name: string, extra: Partial<FeedVersion> = {}): FeedVersion {
  return {
    name, nodes: [], createdAt: '2026-01-01T00:00:00.000Z', description: `Weft ${name}.`,
    documentationUrl: `https://docs.example.com/release-notes#${name}`,
    hasBreakingChange: false, hasSecurityFix: false, hasSecurityIssue: false, securityIssueFixVersion: '',
    ...extra,
  };
}
