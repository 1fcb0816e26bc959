import { describe, expect, it } from 'vitest';
import { node, workflow } from '../../test/audit-fixtures.js';
import { databaseRiskReport } from './database-risk.js';

const query = (name: string, type: string, parameters: Record<string, unknown>) =>
  node(name, type, { operation: 'executeQuery', ...parameters });

describe('databaseRiskReport', () => {
  it('flags expression queries, expression parameters and queries without parameters', () => {
    const report = databaseRiskReport([workflow('w', [
      query('Expression query', 'n8n-nodes-base.mySql', { query: '=SELECT {{ $json.id }}' }),
      query('Expression params', 'n8n-nodes-base.timescaleDb', { query: 'SELECT $1', options: { queryReplacement: '={{ $json.id }}' } }),
      query('No params', 'n8n-nodes-base.timescaleDb', { query: 'SELECT 1' }),
      query('Old params', 'n8n-nodes-base.timescaleDb', { query: 'SELECT $1', additionalFields: { queryParams: 'id' } }),
      node('Insert', 'n8n-nodes-base.timescaleDb', { operation: 'insert', query: '=ignored' }),
      query('Bound Postgres', 'n8n-nodes-base.postgres', { query: '=SELECT * FROM t WHERE id = {{ $json.id }}' }),
      node('Bound', 'n8n-nodes-base.mySql', { operation: 'executeQuery', query: '=SELECT * FROM t WHERE id = {{ $json.id }}' }, { typeVersion: 2.4 }),
    ])]);
    expect(report?.sections.map((section) => [section.title, section.location.map((l) => l.kind === 'node' && l.nodeName)])).toEqual([
      ['Expressions in "Execute Query" fields in SQL nodes', ['Expression query']],
      ['Expressions in "Query Parameters" fields in SQL nodes', ['Expression params']],
      ['Unused "Query Parameters" fields in SQL nodes', ['No params']],
    ]);
  });

  it('reports nothing for workflows without SQL nodes', () => {
    expect(databaseRiskReport([workflow('w', [node('Code', 'n8n-nodes-base.code', { jsCode: '=x' })])])).toBeNull();
  });
});
