import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEMPLATES_VERSION_HEADER } from '@weft/contracts';
import { UserFacingError } from '../errors.js';
import type { Catalogue, CatalogueWorkflow } from '../services/templates/catalogue-files.js';
import { CatalogueHost, type NodeTypeSummarySource } from '../services/templates/catalogue-host.js';

/**
 * A remote templates host for tests (the API tests and the editor's e2e): a real HTTP server on
 * 127.0.0.1 answering in the shape of n8n's template library (api.n8n.io/api/), with its own small
 * library whose names all start with "Remote:" so that a test can tell it from Weft's built-in host.
 * As a host the browser calls from another origin, it allows every origin by CORS (preflight included)
 * and, apart from /health (which n8n's editor asks without headers), refuses a request that does not
 * say its product version in the `n8n-version` header.
 */
export interface TemplatesHostStandIn {
  /** The host's URL, ending with '/': the value for WEFT_TEMPLATES_HOST. */
  url: string;
  /** Every request received, oldest first. */
  requests: Array<{ method: string; path: string; headers: IncomingHttpHeaders }>;
  /** While true, every request but CORS preflight is answered 503, as by a host that is up but failing. */
  setFailing(failing: boolean): void;
  /** Stops answering (the port then refuses connections: "the host is down"). */
  close(): Promise<void>;
}

const nodeTypes: NodeTypeSummarySource[] = [
  { name: 'n8n-nodes-base.manualTrigger', displayName: 'Manual Trigger', icon: 'fa:mouse-pointer', defaults: { name: 'When clicking ‘Execute workflow’', color: '#909298' }, group: ['trigger'] },
  { name: 'n8n-nodes-base.set', displayName: 'Edit Fields (Set)', icon: 'fa:pen', defaults: { name: 'Edit Fields', color: '#0000FF' }, group: ['input'] },
  { name: 'n8n-nodes-base.noOp', displayName: 'No Operation, do nothing', icon: 'fa:arrow-right', defaults: { name: 'No Operation, do nothing', color: '#b0b0b0' }, group: ['organization'] },
];

function remoteWorkflow(id: number, name: string, description: string, categoryIds: number[], field: string): CatalogueWorkflow {
  const trigger = 'When clicking ‘Execute workflow’';
  return {
    id, name, description, categoryIds, createdAt: `2026-10-0${id}T09:00:00.000Z`,
    workflow: {
      nodes: [
        { id: `remote-${id}-1`, name: trigger, type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        {
          id: `remote-${id}-2`, name: 'Set greeting', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [220, 0],
          parameters: {
            mode: 'manual',
            assignments: { assignments: [{ id: `remote-${id}-a`, name: field, value: `from remote template ${id}`, type: 'string' }] },
            options: {},
          },
        },
        { id: `remote-${id}-3`, name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [440, 0], parameters: {} },
      ],
      connections: {
        [trigger]: { main: [[{ node: 'Set greeting', type: 'main', index: 0 }]] },
        'Set greeting': { main: [[{ node: 'Done', type: 'main', index: 0 }]] },
      },
      settings: { executionOrder: 'v1' },
    },
  };
}

/** The stand-in's library: ids far from the built-in catalogue's. */
export const STAND_IN_CATALOGUE: Catalogue = {
  categories: [{ id: 101, name: 'Remote: Sales' }, { id: 102, name: 'Remote: Support' }],
  collections: [{
    id: 201, name: 'Remote: Company starter kit', description: 'What every team of the company starts with.',
    workflowIds: [301, 302], categoryIds: [101, 102],
  }],
  workflows: [
    remoteWorkflow(301, 'Remote: Greet a new lead', 'Says hello to a lead from the sales pipeline.', [101], 'lead'),
    remoteWorkflow(302, 'Remote: Acknowledge a support ticket', 'Answers a new ticket with a friendly note.', [102], 'ticket'),
    remoteWorkflow(303, 'Remote: Weekly sales summary', 'Sums up the week of the sales team.', [101], 'summary'),
  ],
};

function routeOf(path: string): { name: string; id?: string } | undefined {
  const fixed: Record<string, string> = {
    '/health': 'health', '/templates/categories': 'categories', '/templates/collections': 'collections', '/templates/workflows': 'workflows',
  };
  if (fixed[path]) return { name: fixed[path] };
  const match = /^\/(templates\/collections|templates\/workflows|workflows\/templates)\/([^/]+)$/.exec(path);
  return match ? { name: match[1]!, id: decodeURIComponent(match[2]!) } : undefined;
}

/** Starts the stand-in on a free port of 127.0.0.1; `catalogue` replaces its own small library. */
export async function startTemplatesHostStandIn(options: { catalogue?: Catalogue } = {}): Promise<TemplatesHostStandIn> {
  const catalogue = options.catalogue ?? STAND_IN_CATALOGUE;
  const host = new CatalogueHost({ catalogue: async () => catalogue, nodeTypes: async () => nodeTypes });
  const requests: TemplatesHostStandIn['requests'] = [];
  let failing = false;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname.replace(/^\/api(?=\/)/, '');
    requests.push({ method: request.method ?? 'GET', path: url.pathname, headers: request.headers });
    const cors = { 'access-control-allow-origin': '*' };
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { ...cors, 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, OPTIONS',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? TEMPLATES_VERSION_HEADER,
        'access-control-max-age': '86400',
      }).end();
      return;
    }
    if (failing) return send(503, { code: 503, message: 'Service Unavailable' });
    const route = routeOf(path);
    if (request.method !== 'GET' || !route) return send(404, { code: 404, message: 'Not Found' });
    if (route.name !== 'health' && !request.headers[TEMPLATES_VERSION_HEADER]) {
      return send(400, { code: 400, message: `The ${TEMPLATES_VERSION_HEADER} header is required` });
    }
    const query = Object.fromEntries([...new Set(url.searchParams.keys())].map((key) => [key, url.searchParams.getAll(key)]));
    const answers: Record<string, () => Promise<unknown>> = {
      health: () => host.health(),
      categories: () => host.categories(),
      collections: () => host.collections(query),
      workflows: () => host.workflows(query),
      'templates/collections': () => host.collection(route.id),
      'templates/workflows': () => host.workflow(route.id),
      'workflows/templates': () => host.workflowToImport(route.id),
    };
    answers[route.name]!().then((body) => send(200, body), (error: unknown) => {
      if (error instanceof UserFacingError) send(error.statusCode, { code: error.statusCode, message: error.message });
      else send(500, { code: 500, message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/`,
    requests,
    setFailing: (value) => {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
