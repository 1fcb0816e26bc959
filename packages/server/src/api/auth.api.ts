import type { FastifyInstance } from 'fastify';
import { getLogin } from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { toUserResponse } from '../services/users.service.js';
import { registerRoute } from './register-route.js';

export function authApi(app: FastifyInstance, services: AppServices): void {
  registerRoute(app, getLogin, async () => toUserResponse(await services.users.currentUser()));
}
