import { z } from 'zod';

/**
 * A release as a version feed describes it (n8n's shape; spec admin "Version"): what
 * `GET {versionNotifications.endpoint}{versionCli}` answers a list of, the releases newer than that
 * version. Unknown fields are kept out; absent optional ones get n8n's meaning (no badge).
 */
export const feedVersionSchema = z.object({
  name: z.string(),
  nodes: z.array(z.object({
    name: z.string(), displayName: z.string(), icon: z.string().optional(), iconUrl: z.string().optional(),
  })).default([]),
  createdAt: z.string(),
  description: z.string().default(''),
  documentationUrl: z.string().optional(),
  hasBreakingChange: z.boolean().default(false),
  hasSecurityFix: z.boolean().default(false),
  hasSecurityIssue: z.boolean().default(false),
  securityIssueFixVersion: z.string().optional(),
});
export type FeedVersion = z.infer<typeof feedVersionSchema>;

export const versionFeedSchema = z.array(feedVersionSchema);

/** The header that carries the instance id to the feed (n8n's name, so n8n-shaped feeds accept it). */
export const INSTANCE_ID_HEADER = 'n8n-instance-id';
