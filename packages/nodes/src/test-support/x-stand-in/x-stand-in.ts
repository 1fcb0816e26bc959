import type { StandInRequest, StandInServer } from '../stand-in-server.js';
import { startStandInServer } from '../stand-in-server.js';
import type { XState, XUser } from './x-state.js';
import { createXState } from './x-state.js';
import { handleV2 } from './x-v2-routes.js';
import type { XOAuth1Keys } from './x-v1-routes.js';
import { X_API_HOST, X_UPLOAD_HOST, handleV1 } from './x-v1-routes.js';

/* X's v2 and v1.1 APIs on one loopback server: the hosts to redirect to it, and what it keeps. */

export { X_API_HOST, X_UPLOAD_HOST };
export interface XStandIn extends StandInServer, XState { requests: StandInRequest[] }

export async function startXStandIn(options: { users: XUser[]; bearer: string; oauth1: XOAuth1Keys }): Promise<XStandIn> {
  const state = createXState(options.users);
  const requests: StandInRequest[] = [];
  const server = await startStandInServer((request, reply) => {
    requests.push(request);
    if (request.path.startsWith('/2/')) return handleV2(state, options.bearer, request, reply);
    if (request.path.startsWith('/1.1/')) return handleV1(state, options.oauth1, request, reply);
    return reply.json(404, { errors: [{ code: 34, message: 'Sorry, that page does not exist.' }] });
  });
  return Object.assign(state, server, { requests });
}
