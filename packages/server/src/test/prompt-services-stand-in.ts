import { createServer, type Server } from 'node:http';

/** One request the stand-in received, as the service would see it. */
export interface ReceivedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  body: unknown;
}

/**
 * The prompts and onboarding services on 127.0.0.1 for tests, answering in n8n's shapes (its editor's
 * `N8nPrompts`, `N8nPromptResponse` and onboarding-call prompt), and keeping every call it received.
 */
export class PromptServicesStandIn {
  private server?: Server;
  readonly calls: ReceivedCall[] = [];
  url = '';
  /** What GET /prompts answers. */
  prompts: Record<string, unknown> = { title: 'Help us improve', message: 'Could we reach out?', showContactPrompt: false, showValueSurvey: true };
  /** What GET /prompts/onboarding answers. */
  onboarding: Record<string, unknown> = {
    title: 'Get started faster', description: 'Book a free 30-minute onboarding call', toast_sequence_number: 2,
  };

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://stand-in');
        const text = Buffer.concat(chunks).toString('utf8');
        this.calls.push({
          method: request.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          headers: { 'n8n-instance-id': request.headers['n8n-instance-id'] as string | undefined, 'n8n-user-id': request.headers['n8n-user-id'] as string | undefined },
          body: text ? JSON.parse(text) as unknown : undefined,
        });
        const answer = this.answer(`${request.method} ${url.pathname}`);
        response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(answer ?? { message: 'not found' }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  }

  private answer(route: string): unknown {
    switch (route) {
      case 'GET /api/prompts': return this.prompts;
      case 'POST /api/prompt': return { updated: true };
      case 'POST /api/value-survey': return { updated: true };
      case 'GET /api/prompts/onboarding': return this.onboarding;
      case 'POST /api/prompts/onboarding': return { nextPrompt: { title: '', description: '', toast_sequence_number: 3 } };
      case 'POST /api/accounts/onboarding': return { updated: true };
      default: return undefined;
    }
  }

  callsTo(method: string, path: string): ReceivedCall[] {
    return this.calls.filter((call) => call.method === method && call.path === `/api${path}`);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
