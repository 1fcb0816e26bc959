import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IExecution } from '@weft/workflow';
import type { WorkflowResponse } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';

const server = useTestServer();

interface Answer<T> { data: T }
interface ErrorBody { message: string }

async function watchingWorkflow(path: string): Promise<string> {
  const created = await server.rest<Answer<WorkflowResponse>>('POST', '/workflows', {
    name: 'Incoming files', settings: { executionOrder: 'v1' },
    nodes: [
      {
        id: randomUUID(), name: 'Local File Trigger', type: 'n8n-nodes-base.localFileTrigger', typeVersion: 1, position: [0, 0],
        parameters: { triggerOn: 'folder', path, events: ['add'] },
      },
      { id: randomUUID(), name: 'Received', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
    ],
    connections: { 'Local File Trigger': { main: [[{ node: 'Received', type: 'main', index: 0 }]] } },
  });
  expect(created.status).toBe(200);
  return created.body.data.id;
}

describe('Local File Trigger of an active workflow', () => {
  it('runs the workflow for a file added to a folder inside the folder for files', async () => {
    const inbox = join(server.services.config.filesFolder, 'inbox');
    await mkdir(inbox, { recursive: true });
    const id = await watchingWorkflow('inbox');
    expect((await server.rest('PATCH', `/workflows/${id}`, { active: true })).status).toBe(200);
    await writeFile(join(inbox, 'order.csv'), 'id\n1\n');
    while (await server.count('execution_entity') < 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await server.rest('PATCH', `/workflows/${id}`, { active: false })).status).toBe(200);
    await server.services.activeExecutions.whenIdle();
    const execution = (await server.rest<Answer<IExecution>>('GET', '/executions/1')).body.data;
    expect(execution).toMatchObject({ mode: 'trigger', status: 'success' });
    expect(execution.data.resultData.runData.Received?.[0]?.data?.main?.[0]?.map((item) => item.json)).toEqual([{ event: 'add', path: join(inbox, 'order.csv') }]);
  });

  it('refuses to activate a watch outside the folder for files, naming the folder', async () => {
    const id = await watchingWorkflow(server.services.config.userFolder);
    const { status, body } = await server.rest<ErrorBody>('PATCH', `/workflows/${id}`, { active: true });
    expect(status).toBe(400);
    expect(body.message).toContain(`is outside the folder "${server.services.config.filesFolder}"`);
  });
});
