import { describe, expect, it } from 'vitest';
import { loadFixture, outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

describe('Function Item (legacy)', () => {
  it('runs n8n\'s default code (stored as no parameter) once per item', async () => {
    const run = await runFixture(loadFixture('./test/function-item.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(outputOf(run, 'Function Item')).toEqual([
      { json: { name: 'Ada', born: 1815, myNewField: 1 }, binary: { photo: { data: 'iVBORw0KGgo=', mimeType: 'image/png', fileName: 'ada.png' } }, pairedItem: { item: 0 } },
      { json: { name: 'Grace', born: 1906, myNewField: 1 }, pairedItem: { item: 1 } },
    ]);
  });

  it('reads and replaces an item\'s binary data', async () => {
    const run = await runFixture(loadFixture('./test/function-item.workflow.json', import.meta.url));
    const card = (name: string) => ({ data: 'SGVsbG8=', mimeType: 'text/plain', fileName: `${name}.txt` });
    expect(outputOf(run, 'With Card')).toEqual([
      { json: { greeting: 'Hello Ada' }, binary: { photo: { data: 'iVBORw0KGgo=', mimeType: 'image/png', fileName: 'ada.png' }, card: card('Ada') }, pairedItem: { item: 0 } },
      { json: { greeting: 'Hello Grace' }, binary: { card: card('Grace') }, pairedItem: { item: 1 } },
    ]);
  });

  it('refuses code that returns no object, naming the item', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: 'n8n-nodes-base.functionItem', typeVersion: 1, parameters: { functionCode: 'if (item.n === 2) return;\nreturn item;' },
    }, [{ json: { n: 1 } }, { json: { n: 2 } }]));
    expect(run.status).toBe('error');
    expect(run.data.resultData.error).toMatchObject({ message: 'Code must return an object' });
    expect(run.data.resultData.error?.description).toContain('For item 1 it returned nothing (undefined)');
  });
});
