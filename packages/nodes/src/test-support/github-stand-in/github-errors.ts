import type { OutgoingHttpHeaders } from 'node:http';
import type { StandInRequest } from '../stand-in-server.js';
import type { GitHubState } from './github-state.js';

/* GitHub's error answers (`{ message, documentation_url }`, 422 with `errors`) and what a route gets. */

export const DOCS = 'https://docs.github.com/rest';

export class GhError extends Error {
  constructor(readonly status: number, message: string, readonly extra: Record<string, unknown> = {}) { super(message); }
}

export const notFound = () => new GhError(404, 'Not Found');
export const invalid = (resource: string, field: string, code = 'missing_field') =>
  new GhError(422, 'Validation Failed', { errors: [{ resource, field, code }] });

export interface GhAnswer { status: number; body?: unknown; headers?: OutgoingHttpHeaders }
export interface GhContext { state: GitHubState; request: StandInRequest; user: string; body: Record<string, unknown>; page<T>(items: T[]): GhAnswer }
export type GhRoute = [method: string, pattern: RegExp, handle: (context: GhContext, ...params: string[]) => GhAnswer];
