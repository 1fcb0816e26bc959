import { describe, expect, it } from 'vitest';
import type { WorkflowResponse, WorkflowVersion, WorkflowVersionSummary } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { manualTriggerNode, sampleWorkflow } from '../test/fixtures.js';

const server = useTestServer();

type Answer<T> = { data: T };

/** Versions are ordered by their save time: make sure the next save gets a later millisecond. */
function nextMillisecond(): void {
  const start = Date.now();
  while (Date.now() === start) { /* the clock moves on within a millisecond */ }
}

async function workflowWithThreeVersions(): Promise<WorkflowResponse> {
  const created = (await server.rest<Answer<WorkflowResponse>>('POST', '/workflows', sampleWorkflow())).body.data;
  nextMillisecond();
  const second = await server.rest<Answer<WorkflowResponse>>('PATCH', `/workflows/${created.id}`, {
    nodes: [manualTriggerNode], connections: {}, versionId: created.versionId,
  });
  // The whole answer, so a refused save says why instead of failing on a missing field below.
  expect(second).toMatchObject({ status: 200 });
  nextMillisecond();
  const third = await server.rest<Answer<WorkflowResponse>>('PATCH', `/workflows/${created.id}`, {
    name: 'Renamed', versionId: second.body.data.versionId,
  });
  expect(third).toMatchObject({ status: 200 });
  return third.body.data;
}

describe('workflow history', () => {
  it('lists a workflow\'s versions newest first, page by page', async () => {
    const workflow = await workflowWithThreeVersions();
    const all = await server.rest<Answer<WorkflowVersionSummary[]>>('GET', `/workflow-history/workflow/${workflow.id}`);
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(3);
    expect(all.body.data[0]!.versionId).toBe(workflow.versionId);
    expect(all.body.data.map((v) => v.nodeCount)).toEqual([1, 1, sampleWorkflow().nodes?.length]);
    expect(all.body.data[0]).toMatchObject({ workflowId: workflow.id, authors: expect.any(String) as string });
    const times = all.body.data.map((v) => Date.parse(v.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const page = await server.rest<Answer<WorkflowVersionSummary[]>>(
      'GET', `/workflow-history/workflow/${workflow.id}?take=1&skip=1`,
    );
    expect(page.body.data.map((v) => v.versionId)).toEqual([all.body.data[1]!.versionId]);
  });

  it('returns one version\'s nodes and connections', async () => {
    const workflow = await workflowWithThreeVersions();
    const list = await server.rest<Answer<WorkflowVersionSummary[]>>('GET', `/workflow-history/workflow/${workflow.id}`);
    const first = list.body.data[2]!;
    const { status, body } = await server.rest<Answer<WorkflowVersion>>(
      'GET', `/workflow-history/workflow/${workflow.id}/version/${first.versionId}`,
    );
    expect(status).toBe(200);
    expect(body.data.nodes).toEqual(sampleWorkflow().nodes);
    expect(body.data.connections).toEqual(sampleWorkflow().connections);
  });

  it('answers 404 for an unknown workflow or version, and 400 for a bad page size', async () => {
    const workflow = await workflowWithThreeVersions();
    const noVersion = await server.rest<{ message: string }>('GET', `/workflow-history/workflow/${workflow.id}/version/nope`);
    expect(noVersion.status).toBe(404);
    expect(noVersion.body.message).toContain('"nope"');
    expect((await server.rest('GET', '/workflow-history/workflow/9999')).status).toBe(404);
    expect((await server.rest('GET', `/workflow-history/workflow/${workflow.id}?take=0`)).status).toBe(400);
  });
});
