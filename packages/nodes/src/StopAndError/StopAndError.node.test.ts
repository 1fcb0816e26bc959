import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { loadFixture, runFixture } from '../test-support/run-fixture.js';
import { WORKFLOW_HAS_ISSUES_MESSAGE } from '@weft/workflow';

type Run = Awaited<ReturnType<typeof runFixture>>;

function fixture(file: string, change: (parameters: IDataObject) => void = () => {}): IWorkflowBase {
  const workflow = loadFixture(file, import.meta.url);
  const node = workflow.nodes.find((n) => n.name === 'Stop and Error');
  if (node) change(node.parameters as IDataObject);
  return workflow;
}

const errorOf = (run: Run) => run.data.resultData.runData['Stop and Error']?.[0]?.error;

describe('Stop and Error', () => {
  it('fails the execution with the message, resolved for the first item', async () => {
    const run = await runFixture(fixture('./test/stop-and-error-message.workflow.json'));
    expect(run.status).toBe('error');
    expect(run.data.resultData.error?.message).toBe('Order 42 has no customer');
    expect(errorOf(run)?.message).toBe('Order 42 has no customer');
  });

  it('uses an error object\'s message and description, keeping its other properties', async () => {
    const run = await runFixture(fixture('./test/stop-and-error-object.workflow.json'));
    expect(run.status).toBe('error');
    expect(errorOf(run)?.message).toBe('Order 7 not found');
    expect(errorOf(run)?.description).toBe('Check the order number');
    expect(errorOf(run)?.context).toMatchObject({ code: 404 });
  });

  it('uses the description when the error object has no message', async () => {
    const run = await runFixture(fixture('./test/stop-and-error-object.workflow.json', (p) => { p.errorObject = '{"description": "Only a description"}'; }));
    expect(errorOf(run)?.message).toBe('Only a description');
    expect(errorOf(run)?.description ?? null).toBeNull();
  });

  it('says so when the error object is not a JSON object', async () => {
    const broken = await runFixture(fixture('./test/stop-and-error-object.workflow.json', (p) => { p.errorObject = '{"message": '; }));
    expect(errorOf(broken)?.message).toBe('The error object is not valid JSON');
    const list = await runFixture(fixture('./test/stop-and-error-object.workflow.json', (p) => { p.errorObject = '[1, 2]'; }));
    expect(errorOf(list)?.message).toBe('The error object must be a JSON object');
  });

  it('refuses to run without its required message, and fails with a general message for an empty error object', async () => {
    const run = await runFixture(fixture('./test/stop-and-error-message.workflow.json', (p) => { p.errorMessage = ''; }));
    expect(run.status).toBe('error');
    expect(run.data.resultData.error).toMatchObject({ message: WORKFLOW_HAS_ISSUES_MESSAGE, description: 'Stop and Error: Error Message: This field is required' });
    const empty = await runFixture(fixture('./test/stop-and-error-object.workflow.json', (p) => { p.errorObject = '{}'; }));
    expect(errorOf(empty)?.message).toBe('The workflow was stopped by an error');
    const bare = await runFixture(fixture('./test/stop-and-error-object.workflow.json', (p) => { p.errorObject = '{"code":7}'; }));
    expect(errorOf(bare)?.message).toBe('Error: {"code":7}');
  });

  it('does not run without input items', async () => {
    const workflow = fixture('./test/stop-and-error-message.workflow.json');
    (workflow.pinData as IDataObject).Start = [];
    const run = await runFixture(workflow);
    expect(run.status).toBe('success');
  });
});
