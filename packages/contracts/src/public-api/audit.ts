import { z } from 'zod';
import { definePublicRoute } from './public-route.js';

/** The parts of the security audit, as n8n names them. */
export const AUDIT_CATEGORIES = ['credentials', 'database', 'nodes', 'filesystem', 'instance'] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

/** A report's key in the answer: n8n's "<Category> Risk Report". */
export const AUDIT_REPORT_TITLES = {
  credentials: 'Credentials Risk Report',
  database: 'Database Risk Report',
  nodes: 'Nodes Risk Report',
  filesystem: 'Filesystem Risk Report',
  instance: 'Instance Risk Report',
} as const satisfies Record<AuditCategory, string>;

export const AUDIT_DEFAULT_DAYS_ABANDONED = 90;

const credentialLocation = z.object({
  kind: z.literal('credential'),
  id: z.string(),
  name: z.string(),
});

const nodeLocation = z.object({
  kind: z.literal('node'),
  workflowId: z.string(),
  workflowName: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  nodeType: z.string(),
});

const communityLocation = z.object({
  kind: z.literal('community'),
  nodeType: z.string(),
  packageUrl: z.string(),
});

/** Weft's own kind (n8n lists its settings apart): one setting of the instance that weakens its security. */
const settingLocation = z.object({
  kind: z.literal('setting'),
  setting: z.string().meta({ description: 'The environment variable.' }),
  value: z.string().meta({ description: 'What it is set to (secrets are never shown).' }),
  reason: z.string().meta({ description: 'What the setting allows.' }),
});

export const auditLocationSchema = z.discriminatedUnion('kind', [credentialLocation, nodeLocation, communityLocation, settingLocation])
  .meta({ id: 'AuditLocation' });
export type AuditLocation = z.infer<typeof auditLocationSchema>;
export type AuditNodeLocation = z.infer<typeof nodeLocation>;

export const auditSectionSchema = z.object({
  title: z.string(),
  description: z.string(),
  recommendation: z.string(),
  location: z.array(auditLocationSchema),
}).meta({ id: 'AuditSection' });
export type AuditSection = z.infer<typeof auditSectionSchema>;

export const auditReportSchema = z.object({
  risk: z.enum(AUDIT_CATEGORIES),
  sections: z.array(auditSectionSchema),
}).meta({ id: 'AuditReport' });
export type AuditReport = z.infer<typeof auditReportSchema>;

const reports = z.object({
  [AUDIT_REPORT_TITLES.credentials]: auditReportSchema.optional(),
  [AUDIT_REPORT_TITLES.database]: auditReportSchema.optional(),
  [AUDIT_REPORT_TITLES.nodes]: auditReportSchema.optional(),
  [AUDIT_REPORT_TITLES.filesystem]: auditReportSchema.optional(),
  [AUDIT_REPORT_TITLES.instance]: auditReportSchema.optional(),
});

/** The reports with findings, keyed by title; with no finding at all, an empty array (as n8n answers). */
export const auditSchema = z.union([reports, z.array(z.never()).max(0)]).meta({ id: 'Audit' });
export type Audit = z.infer<typeof reports> | [];

export const auditOptionsSchema = z.object({
  additionalOptions: z.object({
    daysAbandonedWorkflow: z.number().int().min(1).optional()
      .meta({ description: `A credential not used by any execution in this many days is reported (${AUDIT_DEFAULT_DAYS_ABANDONED} unless given).` }),
    categories: z.array(z.enum(AUDIT_CATEGORIES)).optional()
      .meta({ description: 'The reports to make; every one when left out or empty.' }),
  }).optional(),
});

export const publicGenerateAudit = definePublicRoute({
  method: 'POST', path: '/audit', operationId: 'generateAudit', tag: 'Audit',
  summary: 'Generate a security audit',
  description: 'Checks the instance for risks: unused credentials, SQL built from expressions, nodes that run code '
    + 'or reach the host, unprotected webhooks and settings that weaken security. Only reports with findings are in '
    + 'the answer. Only the owner may run it.',
  body: auditOptionsSchema.optional(), response: auditSchema, errors: [400, 403],
});

export const PUBLIC_AUDIT_ROUTES = [publicGenerateAudit];
