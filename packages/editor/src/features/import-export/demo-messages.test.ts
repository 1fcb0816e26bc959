import { describe, expect, it } from 'vitest';
import { readDemoMessage, readyMessage } from './demo-messages';

const workflow = { nodes: [{ name: 'A', type: 't', typeVersion: 1, position: [0, 0], parameters: {} }], connections: {} };

describe('demo canvas messages', () => {
  it('opens a workflow sent as JSON text or as an object', () => {
    expect(readDemoMessage(JSON.stringify({ command: 'openWorkflow', workflow })).kind).toBe('open');
    const opened = readDemoMessage({ command: 'openWorkflow', workflow });
    expect(opened.kind === 'open' && opened.workflow.nodes[0]?.name).toBe('A');
  });

  it('says a workflow without a nodes array is invalid', () => {
    expect(readDemoMessage({ command: 'openWorkflow', workflow: { connections: {} } })).toEqual({ kind: 'invalid' });
    expect(readDemoMessage({ command: 'openWorkflow' })).toEqual({ kind: 'invalid' });
  });

  it('ignores other messages', () => {
    expect(readDemoMessage('not json')).toEqual({ kind: 'ignored' });
    expect(readDemoMessage({ command: 'somethingElse', workflow })).toEqual({ kind: 'ignored' });
    expect(readDemoMessage(42)).toEqual({ kind: 'ignored' });
  });

  it('reports ready with the version', () => {
    expect(JSON.parse(readyMessage('1.2.3'))).toEqual({ command: 'n8nReady', version: '1.2.3' });
  });
});
