import { describe, expect, it } from 'vitest';
import { node, workflow } from '../../test/audit-fixtures.js';
import { credentialsRiskReport } from './credentials-risk.js';

const withCredential = (name: string, id: string) =>
  node(name, 'n8n-nodes-base.httpRequest', {}, { credentials: { httpHeaderAuth: { id, name: `Key ${id}` } } });

const credentials = [{ id: '1', name: 'Spare' }, { id: '2', name: 'Draft' }, { id: '3', name: 'Live' }];

describe('credentialsRiskReport', () => {
  it('sorts each credential into the sections of the uses it lacks', () => {
    const report = credentialsRiskReport({
      workflows: [workflow('a', [withCredential('Call', '2')]), workflow('b', [withCredential('Call', '3')], { active: true })],
      credentials,
      recentlyRunCredentialIds: new Set(['3']),
      days: 90,
    });
    expect(report?.sections.map((section) => [section.title, section.location.map((l) => l.kind === 'credential' && l.name)])).toEqual([
      ['Credentials not used in any workflow', ['Spare']],
      ['Credentials not used in any active workflow', ['Spare', 'Draft']],
      ['Credentials not used in recently executed workflows', ['Spare', 'Draft']],
    ]);
    expect(report?.sections[0]?.description).toMatch(/^This credential is /);
    expect(report?.sections[1]?.description).toMatch(/^These credentials are /);
    expect(report?.sections[2]?.description).toMatch(/last 90 days/);
  });

  it('reports nothing when every credential is used by an active workflow that ran', () => {
    expect(credentialsRiskReport({
      workflows: [workflow('a', [withCredential('Call', '1')], { active: true })],
      credentials: [credentials[0]!],
      recentlyRunCredentialIds: new Set(['1']),
      days: 90,
    })).toBeNull();
  });
});
