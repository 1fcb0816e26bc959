import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PUSH_PATH } from '@weft/contracts';
import type { PushService } from '../services/push/push.service.js';
import { pushAddress } from '../services/push/push-address.js';
import { signedInUser } from '../services/auth/request-user.js';

const pushQuerySchema = z.object({
  sessionId: z.string({ error: 'sessionId is missing: open the stream as /push?sessionId=<id of the editor tab>' })
    .min(1, 'sessionId is empty: give the id of the editor tab').max(200, 'sessionId is too long (at most 200 characters)'),
});

/**
 * `GET /rest/push?sessionId=`: the live connection as server-sent events. The reply is taken over
 * (hijacked) and stays open; the push service writes the events and ends it on shutdown. The stream
 * belongs to the signed-in user: `sessionId` names one of their tabs, never another user's.
 */
export function pushApi(app: FastifyInstance, push: PushService): void {
  app.get(PUSH_PATH, { schema: { querystring: pushQuerySchema } }, (request, reply) => {
    const { sessionId } = request.query as z.output<typeof pushQuerySchema>;
    const user = signedInUser(request);
    reply.hijack();
    push.connect(pushAddress(user.id, sessionId), reply.raw);
  });
}
