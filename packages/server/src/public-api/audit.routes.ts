import type { FastifyInstance } from 'fastify';
import { publicGenerateAudit } from '@weft/contracts';
import { InstalledPackagesRepository } from '../db/installed-packages.repository.js';
import { SecurityAuditRepository } from '../db/security-audit.repository.js';
import type { AppServices } from '../services/app-services.js';
import { seesEverything } from '../services/auth/request-user.js';
import { SecurityAuditService } from '../services/audit/security-audit.service.js';
import { forbidden } from './public-api-error.js';
import { registerPublicRoute } from './register-public-route.js';

/** The security audit: it reads every workflow and credential of the instance, so only the owner's key may run it. */
export function publicAuditRoutes(app: FastifyInstance, services: AppServices): void {
  const { config, db, repositories } = services;
  const audit = new SecurityAuditService({
    config,
    repository: new SecurityAuditRepository(db.kysely, repositories.executions),
    packages: new InstalledPackagesRepository(db.kysely),
  });

  registerPublicRoute(app, publicGenerateAudit, async ({ body, user }) => {
    if (!seesEverything(user)) throw forbidden();
    return audit.run({
      categories: body?.additionalOptions?.categories,
      daysAbandonedWorkflow: body?.additionalOptions?.daysAbandonedWorkflow,
    });
  });
}
