import type { FastifyInstance } from 'fastify';
import type { WeftConfig } from '../config.js';
import { packageLicence, packageLicenceText } from '../package-info.js';

/** Where About's licence link points: `{basePath}licence`. */
export function licencePath(config: WeftConfig): string {
  return `${config.basePath}licence`;
}

/**
 * What the page says when no licence file ships: the package's own declaration, never a licence
 * chosen here.
 */
function undeclared(spdx: string | undefined): string {
  return spdx
    ? `This copy of Weft declares the licence "${spdx}" in its package.json, but no licence file ships with it.\n`
    : 'No licence has been declared for this copy of Weft: no licence file ships with it and its package.json has no "license" field.\n';
}

/** The licence text shipped in the package, served by the instance itself (public, no internet needed). */
export function registerLicence(app: FastifyInstance, config: WeftConfig): void {
  app.get(licencePath(config), (request, reply) => reply
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(packageLicenceText() ?? undeclared(packageLicence())));
}
