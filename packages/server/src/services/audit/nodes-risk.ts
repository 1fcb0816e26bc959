import type { AuditReport, AuditSection } from '@weft/contracts';
import type { AuditCommunityPackage, AuditWorkflow } from './audit-input.js';
import { countedSubject, nodesWhere } from './node-locations.js';

/**
 * Built-in node types that run code written into the workflow, or reach hosts and commands: Weft's
 * Code, Function, Function Item, Code Tool and HTTP Request nodes, and n8n's Execute Command, SSH and
 * FTP, which workflows imported from n8n may hold.
 */
export const RISKY_NODE_TYPES: ReadonlySet<string> = new Set([
  'n8n-nodes-base.code',
  'n8n-nodes-base.function',
  'n8n-nodes-base.functionItem',
  '@n8n/n8n-nodes-langchain.toolCode',
  'n8n-nodes-base.httpRequest',
  '@n8n/n8n-nodes-langchain.toolHttpRequest',
  'n8n-nodes-base.executeCommand',
  'n8n-nodes-base.ssh',
  'n8n-nodes-base.ftp',
]);

export const NPM_PACKAGE_URL = 'https://www.npmjs.com/package';

/** Nodes that can run arbitrary code or reach other hosts, and community nodes, which run with the server's rights. */
export function nodesRiskReport(workflows: readonly AuditWorkflow[], packages: readonly AuditCommunityPackage[]): AuditReport | null {
  const risky = nodesWhere(workflows, (node) => RISKY_NODE_TYPES.has(node.type));
  const community = packages.flatMap((entry) => entry.nodeTypes.map((nodeType) => ({
    kind: 'community' as const, nodeType, packageUrl: `${NPM_PACKAGE_URL}/${entry.packageName}`,
  })));
  const sections: AuditSection[] = [];
  if (risky.length > 0) {
    sections.push({
      title: 'Official risky nodes',
      description: `${countedSubject(risky.length, 'This built-in node runs', 'These built-in nodes run')} code written into the `
        + 'workflow or send requests to any host: whoever can edit the workflow, or steer its input, can use them to reach '
        + 'the network the server sits in.',
      recommendation: 'Review what these nodes do, and use an app node instead where one exists.',
      location: risky,
    });
  }
  if (community.length > 0) {
    sections.push({
      title: 'Community nodes',
      description: `${countedSubject(community.length, 'This node comes', 'These nodes come')} from a community package installed `
        + 'from npm. Nobody has reviewed it for this instance, and it runs with every right of the server process.',
      recommendation: 'Read the source of the community packages installed here, and uninstall those no workflow needs.',
      location: community,
    });
  }
  return sections.length > 0 ? { risk: 'nodes', sections } : null;
}
