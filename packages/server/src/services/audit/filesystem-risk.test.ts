import { describe, expect, it } from 'vitest';
import { node, workflow } from '../../test/audit-fixtures.js';
import { filesystemRiskReport } from './filesystem-risk.js';

describe('filesystemRiskReport', () => {
  it('lists the nodes that read or write files, naming the folder they are confined to', () => {
    const report = filesystemRiskReport([workflow('w', [
      node('Write', 'n8n-nodes-base.readWriteFile'), node('Set', 'n8n-nodes-base.set'), node('Old read', 'n8n-nodes-base.readBinaryFile'),
    ])], '/srv/weft-files');
    expect(report?.risk).toBe('filesystem');
    expect(report?.sections[0]?.location.map((l) => l.kind === 'node' && l.nodeName)).toEqual(['Write', 'Old read']);
    expect(report?.sections[0]?.description).toMatch(/\/srv\/weft-files/);
  });

  it('reports nothing when no node touches the disk', () => {
    expect(filesystemRiskReport([workflow('w', [node('Set', 'n8n-nodes-base.set')])], '/srv/weft-files')).toBeNull();
  });
});
