import type { FastifyInstance } from 'fastify';
import { changePassword, forgotPassword, resolvePasswordToken } from '@weft/contracts';
import type { PasswordResetService } from '../services/users/password-reset.service.js';
import { registerRoute } from './register-route.js';

/** The forgot-password flow; public, since whoever uses it cannot sign in. */
export function passwordResetApi(app: FastifyInstance, reset: PasswordResetService): void {
  registerRoute(app, forgotPassword, async ({ body }) => {
    await reset.requestReset(body.email);
    return { sent: true as const };
  });

  registerRoute(app, resolvePasswordToken, async ({ query }) => {
    await reset.checkLink(query.token, query.userId);
    return { valid: true as const };
  });

  registerRoute(app, changePassword, async ({ body }) => {
    await reset.resetPassword(body.token, body.userId, body.password);
    return { success: true as const };
  });
}
