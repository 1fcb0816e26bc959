import { z } from 'zod';
import { defineRoute } from './route.js';

/** The longest package name npm accepts; the install dialog checks it too (spec/admin.md). */
export const COMMUNITY_PACKAGE_NAME_MAX_LENGTH = 214;

export const installedNodeSchema = z.object({
  /** The node's display name. */
  name: z.string(),
  /** The full node type name, `<package>.<node>`. */
  type: z.string(),
  latestVersion: z.number(),
});

/** A community package as the settings page lists it (spec/admin.md, "Community package"). */
export const communityPackageSchema = z.object({
  packageName: z.string(),
  installedVersion: z.string(),
  /** The registry's latest version, when newer than the installed one. */
  updateAvailable: z.string().optional(),
  installedNodes: z.array(installedNodeSchema),
  authorName: z.string().optional(),
  authorEmail: z.string().optional(),
  /** The package is installed but could not be loaded at start (its nodes are unavailable). */
  failedLoading: z.boolean().optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type CommunityPackage = z.infer<typeof communityPackageSchema>;

/** `name` is an npm name, optionally with `@version`: the server checks it and says why it refuses one. */
const packageNameBody = z.object({ name: z.string() });

export const listCommunityPackages = defineRoute({
  method: 'GET',
  path: '/nodes',
  response: z.array(communityPackageSchema),
});

export const installCommunityPackage = defineRoute({
  method: 'POST',
  path: '/nodes',
  body: packageNameBody,
  response: communityPackageSchema,
});

/** Updates to the registry's latest version. */
export const updateCommunityPackage = defineRoute({
  method: 'PATCH',
  path: '/nodes',
  body: packageNameBody,
  response: communityPackageSchema,
});

/** The name is read from the query (`?name=`) or, as some clients send it, from a JSON body. */
export const uninstallCommunityPackage = defineRoute({
  method: 'DELETE',
  path: '/nodes',
  query: z.object({ name: z.string().optional() }),
  response: z.literal(true),
});
