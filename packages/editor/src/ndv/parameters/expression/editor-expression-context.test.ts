import { describe, expect, it } from 'vitest';
import { displayExpression } from '@weft/workflow';
import type { INode, IRunData } from '@weft/workflow';
import { editorExpressionContext } from './editor-expression-context';

const node = (name: string, parameters = {}): INode => ({
  id: name, name, type: 'n8n-nodes-base.set', typeVersion: 1, position: [0, 0], parameters,
});
const workflow = {
  nodes: [node('People'), node('Greet', { greeting: 'Hello' })],
  connections: { People: { main: [[{ node: 'Greet', type: 'main', index: 0 }]] } },
  settings: { timezone: 'Europe/Berlin' },
};
const pinData = { People: [{ json: { name: 'Ada' } }, { json: { name: 'Grace' } }] };
const preview = (expression: string, runData?: IRunData, itemIndex = 0) =>
  displayExpression(expression, editorExpressionContext(workflow, runData, pinData, 'Greet', itemIndex)).text;

describe('editorExpressionContext', () => {
  it('reads the parent\'s pinned items when nothing ran', () => {
    expect(preview('={{ $json.name }}')).toBe('Ada');
    expect(preview('={{ $json.name }}', undefined, 1)).toBe('Grace');
  });
  it('prefers the parent\'s last run over its pin data', () => {
    const runData: IRunData = {
      People: [{ startTime: 0, executionTime: 1, source: [], data: { main: [[{ json: { name: 'Linus' } }]] } }],
    };
    expect(preview('={{ $json.name }}', runData)).toBe('Linus');
  });
  it('shows the node\'s own parameters, the workflow\'s timezone and no server environment', () => {
    expect(preview('={{ $parameter.greeting }}')).toBe('Hello');
    expect(preview('={{ $now.zoneName }}')).toBe('Europe/Berlin');
    expect(preview('={{ Object.keys($env).length }}')).toBe('0');
  });
  it('says what is missing instead of failing', () => {
    expect(preview('={{ $json.missing }}')).toBe('[not found]');
    expect(preview('={{ $json.missing.deeper }}')).toMatch(/^\[invalid \(.+\)\]$/);
  });
});
