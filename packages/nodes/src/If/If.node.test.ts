import { describe, expect, it } from 'vitest';
import { jsonOf, loadFixture, runFixture } from '../test-support/run-fixture.js';

function output(run: Awaited<ReturnType<typeof runFixture>>, node: string, index: number) {
  return run.data.resultData.runData[node]?.[0]?.data?.main?.[index] ?? [];
}

describe('If', () => {
  it('v2.2 sends items meeting every condition to "true" and the others to "false"', async () => {
    const run = await runFixture(loadFixture('./test/if-v2.2-number-and-string.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(output(run, 'If', 0).map((item) => item.json.name)).toEqual(['Ada', 'Anna']);
    expect(output(run, 'If', 1).map((item) => item.json.name)).toEqual(['Alan', 'Grace']);
    expect(output(run, 'If', 0).map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 3 }]);
  });

  it('v2.1 fails on a text value compared as a number, naming the condition and item', async () => {
    const run = await runFixture(loadFixture('./test/if-v2-strict-types.workflow.json', import.meta.url));
    expect(run.status).toBe('error');
    const error = run.data.resultData.runData['Is adult']?.[0]?.error;
    expect(error?.message).toBe("Wrong type: '30' is a string but was expecting a number [condition 0, item 1]");
    expect(error?.description).toContain('Convert types where required');
  });

  it('v2.1 converts the text value when "Convert types where required" is on', async () => {
    const workflow = loadFixture('./test/if-v2-strict-types.workflow.json', import.meta.url);
    const node = workflow.nodes.find((n) => n.name === 'Is adult');
    if (node) node.parameters.looseTypeValidation = true;
    const run = await runFixture(workflow);
    expect(run.status).toBe('success');
    expect(output(run, 'Is adult', 0).map((item) => item.json.age)).toEqual([40, '30']);
  });

  it('v2.1 with continue on fail sends the failing item to "false"', async () => {
    const workflow = loadFixture('./test/if-v2-strict-types.workflow.json', import.meta.url);
    const node = workflow.nodes.find((n) => n.name === 'Is adult');
    if (node) node.onError = 'continueRegularOutput';
    const run = await runFixture(workflow);
    expect(output(run, 'Is adult', 0).map((item) => item.json.age)).toEqual([40]);
    expect(output(run, 'Is adult', 1).map((item) => item.json.age)).toEqual(['30']);
  });

  it('v1 passes items meeting any condition', async () => {
    const run = await runFixture(loadFixture('./test/if-v1-any.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(output(run, 'IF', 0).map((item) => item.json.id)).toEqual([1, 2]);
    expect(output(run, 'IF', 1).map((item) => item.json.id)).toEqual([3]);
  });

  it('v1 with "all" needs every condition', async () => {
    const workflow = loadFixture('./test/if-v1-any.workflow.json', import.meta.url);
    const node = workflow.nodes.find((n) => n.name === 'IF');
    if (node) node.parameters.combineOperation = 'all';
    const run = await runFixture(workflow);
    expect(jsonOf(run, 'IF')).toEqual([]);
    expect(output(run, 'IF', 1).map((item) => item.json.id)).toEqual([1, 2, 3]);
  });
});
