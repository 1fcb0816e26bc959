import type { FastifyInstance } from 'fastify';
import {
  installCommunityPackage, listCommunityPackages, uninstallCommunityPackage, updateCommunityPackage,
} from '@weft/contracts';
import { BadRequestError } from '../errors.js';
import type { AppServices } from '../services/app-services.js';
import { requireOwner } from '../services/auth/request-user.js';
import { registerRoute } from './register-route.js';

/** Community node packages: only the owner lists, installs, updates and uninstalls them (spec/admin.md). */
export function communityPackagesApi(app: FastifyInstance, services: AppServices): void {
  const packages = services.communityPackages;

  registerRoute(app, listCommunityPackages, async ({ request }) => {
    requireOwner(request);
    return packages.list();
  });

  registerRoute(app, installCommunityPackage, async ({ request, body }) => {
    requireOwner(request);
    return packages.install(body.name);
  });

  registerRoute(app, updateCommunityPackage, async ({ request, body }) => {
    requireOwner(request);
    return packages.update(body.name);
  });

  registerRoute(app, uninstallCommunityPackage, async ({ request, query }) => {
    requireOwner(request);
    const body = request.body as { name?: unknown } | undefined;
    const name = query.name ?? (typeof body?.name === 'string' ? body.name : undefined);
    if (name === undefined) throw new BadRequestError('Name the package to uninstall (?name=...)');
    await packages.uninstall(name);
    return true as const;
  });
}
