import { describe, expect, it } from 'vitest';
import type { WorkflowResponse } from '@weft/contracts';
import { MAX_PINNED_DATA_SIZE } from '@weft/workflow/validation';
import { useTestServer } from '../test/test-server.js';
import { fullySetNode, noOpNode, sampleWorkflow } from '../test/fixtures.js';

const server = useTestServer();

type Answer<T> = { data: T };

const TOO_LARGE = 'Output data is too large to pin: at most 12MB of output per workflow';

/** One item holding `bytes` characters of text: the pin data's JSON is a few bytes longer. */
function itemsOf(bytes: number) {
  return [{ json: { text: 'x'.repeat(bytes) } }];
}

describe('workflows: the 12 MB pin data limit (spec/editor.md §5, §9)', () => {
  it('refuses to create a workflow pinning more than 12 MB and stores nothing', async () => {
    const before = await server.count('workflow_entity');
    const { status, body } = await server.rest<{ message: string }>('POST', '/workflows', sampleWorkflow({
      pinData: { [noOpNode.name]: itemsOf(13 * 1024 * 1024) },
    }));
    expect(status).toBe(400);
    expect(body.message).toContain(TOO_LARGE);
    expect(await server.count('workflow_entity')).toBe(before);
  });

  it('counts every node together: two pinned halves over the limit are refused on update, the saved pin data stays', async () => {
    const created = (await server.rest<Answer<WorkflowResponse>>('POST', '/workflows', sampleWorkflow())).body.data;
    const half = itemsOf(MAX_PINNED_DATA_SIZE / 2);
    const { status, body } = await server.rest<{ message: string }>('PATCH', `/workflows/${created.id}`, {
      pinData: { [noOpNode.name]: half, [fullySetNode.name]: half },
      versionId: created.versionId,
    });
    expect(status).toBe(400);
    expect(body.message).toContain(TOO_LARGE);
    const stored = (await server.rest<Answer<WorkflowResponse>>('GET', `/workflows/${created.id}`)).body.data;
    expect(stored.pinData).toEqual(created.pinData);
    expect(stored.versionId).toBe(created.versionId);
  });

  it('saves pin data just under the limit and gives it back whole', async () => {
    const pinData = { [noOpNode.name]: itemsOf(MAX_PINNED_DATA_SIZE - 1000) };
    const { status, body } = await server.rest<Answer<WorkflowResponse>>('POST', '/workflows', sampleWorkflow({ pinData }));
    expect(status).toBe(200);
    const stored = (await server.rest<Answer<WorkflowResponse>>('GET', `/workflows/${body.data.id}`)).body.data;
    expect(stored.pinData[noOpNode.name]?.[0]?.json.text).toHaveLength(MAX_PINNED_DATA_SIZE - 1000);
  });
});
