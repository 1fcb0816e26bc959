import {
  AUDIT_CATEGORIES, AUDIT_DEFAULT_DAYS_ABANDONED, AUDIT_REPORT_TITLES, type Audit, type AuditCategory, type AuditReport,
} from '@weft/contracts';
import type { WeftConfig } from '../../config.js';
import type { InstalledPackagesRepository } from '../../db/installed-packages.repository.js';
import type { SecurityAuditRepository } from '../../db/security-audit.repository.js';
import type { AuditWorkflow } from './audit-input.js';
import { credentialIdsOf, credentialsRiskReport } from './credentials-risk.js';
import { databaseRiskReport } from './database-risk.js';
import { filesystemRiskReport } from './filesystem-risk.js';
import { instanceRiskReport } from './instance-risk.js';
import { nodesRiskReport } from './nodes-risk.js';
import { weakSecuritySettings } from './weak-settings.js';

export interface SecurityAuditDeps {
  config: WeftConfig;
  repository: SecurityAuditRepository;
  packages: Pick<InstalledPackagesRepository, 'list'>;
  now?: () => number;
}

export interface AuditOptions {
  categories?: readonly AuditCategory[] | undefined;
  daysAbandonedWorkflow?: number | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The security audit (n8n's POST /audit): reads the instance once and answers each asked report that found something. */
export class SecurityAuditService {
  constructor(private readonly deps: SecurityAuditDeps) {}

  async run(options: AuditOptions = {}): Promise<Audit> {
    const categories = options.categories?.length ? AUDIT_CATEGORIES.filter((c) => options.categories?.includes(c)) : AUDIT_CATEGORIES;
    const workflows = await this.deps.repository.workflows();
    const reports = await Promise.all(categories.map((category) => this.report(category, workflows, options)));
    const found = reports.filter((report): report is AuditReport => report !== null);
    if (found.length === 0) return [];
    return Object.fromEntries(found.map((report) => [AUDIT_REPORT_TITLES[report.risk], report]));
  }

  private async report(category: AuditCategory, workflows: AuditWorkflow[], options: AuditOptions): Promise<AuditReport | null> {
    const { config, repository, packages } = this.deps;
    switch (category) {
      case 'credentials': {
        const days = options.daysAbandonedWorkflow ?? AUDIT_DEFAULT_DAYS_ABANDONED;
        const since = new Date((this.deps.now ?? Date.now)() - days * DAY_MS);
        const [credentials, ran] = await Promise.all([repository.credentials(), repository.workflowsRunSince(since)]);
        return credentialsRiskReport({
          workflows, credentials, days, recentlyRunCredentialIds: credentialIdsOf(ran),
        });
      }
      case 'database':
        return databaseRiskReport(workflows);
      case 'nodes': {
        const installed = await packages.list();
        return nodesRiskReport(workflows, installed.map((entry) => ({
          packageName: entry.packageName, nodeTypes: entry.installedNodes.map((node) => node.type),
        })));
      }
      case 'filesystem':
        return filesystemRiskReport(workflows, config.filesFolder);
      case 'instance':
        return instanceRiskReport(workflows, weakSecuritySettings(config));
    }
  }
}
