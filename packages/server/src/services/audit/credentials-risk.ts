import type { AuditReport, AuditSection } from '@weft/contracts';
import type { INode } from '@weft/workflow';
import type { AuditCredential, AuditWorkflow } from './audit-input.js';
import { countedSubject } from './node-locations.js';

export interface CredentialsRiskInput {
  workflows: readonly AuditWorkflow[];
  credentials: readonly AuditCredential[];
  /** Ids of the credentials that a node of an execution started in the last `days` days named. */
  recentlyRunCredentialIds: ReadonlySet<string>;
  days: number;
}

/** Ids of the credentials named by the nodes of these workflows. */
export function credentialIdsOf(workflows: ReadonlyArray<{ nodes: readonly INode[] }>): Set<string> {
  const ids = new Set<string>();
  for (const workflow of workflows) {
    for (const node of workflow.nodes) {
      for (const credential of Object.values(node.credentials ?? {})) if (credential?.id) ids.add(String(credential.id));
    }
  }
  return ids;
}

const RECOMMENDATION = 'Delete the credentials nobody needs any more: every stored secret is one more that can leak.';

/**
 * Credentials nothing uses: a stored secret that no workflow needs is exposure without benefit. Three
 * views, as n8n's report: used by no workflow, by no active workflow, by no recent execution.
 */
export function credentialsRiskReport(input: CredentialsRiskInput): AuditReport | null {
  const inAnyWorkflow = credentialIdsOf(input.workflows);
  const inActiveWorkflow = credentialIdsOf(input.workflows.filter((workflow) => workflow.active));
  const unusedBy = (used: ReadonlySet<string>) => input.credentials.filter((credential) => !used.has(credential.id))
    .map((credential) => ({ kind: 'credential' as const, id: credential.id, name: credential.name }));
  const subject = (count: number) => countedSubject(count, 'This credential is', 'These credentials are');

  const sections: AuditSection[] = [];
  const section = (title: string, unused: AuditSection['location'], what: string) => {
    if (unused.length === 0) return;
    sections.push({ title, description: `${subject(unused.length)} ${what}`, recommendation: RECOMMENDATION, location: unused });
  };
  section('Credentials not used in any workflow', unusedBy(inAnyWorkflow), 'not used by any node of any workflow.');
  section('Credentials not used in any active workflow', unusedBy(inActiveWorkflow),
    'not used by any active workflow, so nothing runs with them unattended.');
  section('Credentials not used in recently executed workflows', unusedBy(input.recentlyRunCredentialIds),
    `not used by any execution started in the last ${input.days} days.`);
  return sections.length > 0 ? { risk: 'credentials', sections } : null;
}
