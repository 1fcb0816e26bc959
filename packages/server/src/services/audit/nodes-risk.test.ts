import { describe, expect, it } from 'vitest';
import { node, workflow } from '../../test/audit-fixtures.js';
import { nodesRiskReport } from './nodes-risk.js';

describe('nodesRiskReport', () => {
  it('lists nodes that run code or reach hosts, and the node types of community packages', () => {
    const report = nodesRiskReport([workflow('w', [
      node('Code', 'n8n-nodes-base.code'), node('Tool', '@n8n/n8n-nodes-langchain.toolCode'),
      node('Shell', 'n8n-nodes-base.executeCommand'), node('Set', 'n8n-nodes-base.set'),
    ])], [{ packageName: '@acme/n8n-nodes-acme', nodeTypes: ['@acme/n8n-nodes-acme.acme'] }]);
    expect(report?.sections.map((section) => section.title)).toEqual(['Official risky nodes', 'Community nodes']);
    expect(report?.sections[0]?.location.map((l) => l.kind === 'node' && l.nodeName)).toEqual(['Code', 'Tool', 'Shell']);
    expect(report?.sections[1]?.location).toEqual([
      { kind: 'community', nodeType: '@acme/n8n-nodes-acme.acme', packageUrl: 'https://www.npmjs.com/package/@acme/n8n-nodes-acme' },
    ]);
  });

  it('reports nothing without risky nodes or community packages', () => {
    expect(nodesRiskReport([workflow('w', [node('Set', 'n8n-nodes-base.set')])], [])).toBeNull();
  });
});
