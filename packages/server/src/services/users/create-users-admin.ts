import { UserAdminRepository } from '../../db/user-admin.repository.js';
import type { AppServices } from '../app-services.js';
import type { Mailer } from '../mail/mailer.js';
import { UsersAdminService } from './users-admin.service.js';

/** The owner's user management as the REST API and the public API both use it. */
export function createUsersAdmin(services: AppServices, mailer: Mailer): UsersAdminService {
  const { config, db, repositories } = services;
  return new UsersAdminService({
    config, mailer, users: new UserAdminRepository(db.kysely, repositories.executions),
    activeWorkflows: services.activeWorkflows, executions: repositories.executions, binaryData: services.binaryData,
  });
}
