import { describe, expect, it } from 'vitest';
import { node, workflow } from '../../test/audit-fixtures.js';
import { instanceRiskReport, unprotectedWebhooks } from './instance-risk.js';

const webhook = (name: string, parameters: Record<string, unknown> = {}, extra = {}) =>
  node(name, 'n8n-nodes-base.webhook', { path: name, ...parameters }, extra);
const next = (from: string, to: string) => ({ [from]: { main: [[{ node: to, type: 'main' as const, index: 0 }]] } });

describe('unprotectedWebhooks', () => {
  it('finds enabled webhooks without authentication or a check after them, in active workflows only', () => {
    const active = workflow('a', [
      webhook('open'), webhook('none', { authentication: 'none' }), webhook('basic', { authentication: 'basicAuth' }),
      webhook('checked'), node('If', 'n8n-nodes-base.if'), webhook('off', {}, { disabled: true }),
    ], { active: true, connections: next('checked', 'If') });
    const inactive = workflow('b', [webhook('draft')]);
    expect(unprotectedWebhooks([active, inactive]).map((location) => location.nodeName)).toEqual(['open', 'none']);
  });

  it('does not count a disabled check after the webhook', () => {
    const active = workflow('a', [webhook('checked'), node('If', 'n8n-nodes-base.if', {}, { disabled: true })],
      { active: true, connections: next('checked', 'If') });
    expect(unprotectedWebhooks([active]).map((location) => location.nodeName)).toEqual(['checked']);
  });
});

describe('instanceRiskReport', () => {
  it('has a section for open webhooks and one for weak settings', () => {
    const report = instanceRiskReport([workflow('a', [webhook('open')], { active: true })], [
      { kind: 'setting', setting: 'WEFT_COMMUNITY_PACKAGES_ENABLED', value: 'true', reason: 'npm packages' },
    ]);
    expect(report?.sections.map((section) => section.title)).toEqual(['Unprotected webhooks in instance', 'Security settings']);
  });

  it('reports nothing for a protected instance', () => {
    expect(instanceRiskReport([workflow('a', [webhook('basic', { authentication: 'basicAuth' })], { active: true })], [])).toBeNull();
  });
});
