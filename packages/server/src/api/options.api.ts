import type { FastifyInstance } from 'fastify';
import { listTimezones } from '@weft/contracts';
import { timezoneLabels } from '../services/options/timezones.js';
import { registerRoute } from './register-route.js';

/** Choices the editor offers in its forms. */
export function optionsApi(app: FastifyInstance): void {
  registerRoute(app, listTimezones, async () => timezoneLabels());
}
