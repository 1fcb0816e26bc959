import type { FastifyInstance } from 'fastify';
import { getSettings } from '@weft/contracts';
import type { AppServices } from '../services/app-services.js';
import { registerRoute } from './register-route.js';

export function settingsApi(app: FastifyInstance, services: AppServices): void {
  registerRoute(app, getSettings, () => services.settings.settings());
}
