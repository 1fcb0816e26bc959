import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { IExecution } from '@weft/workflow';
import type { WorkflowCreateBody, WorkflowResponse } from '@weft/contracts';
import { useTestServer } from '../test/test-server.js';
import { chain, setNode } from '../test/webhook-fixtures.js';

type Node = NonNullable<WorkflowCreateBody['nodes']>[number];

const server = useTestServer();

function formTrigger(parameters: Record<string, unknown>, typeVersion = 2.2): Node {
  return {
    id: randomUUID(), name: 'On form submission', type: 'n8n-nodes-base.formTrigger', typeVersion, position: [0, 0],
    webhookId: randomUUID(),
    parameters: {
      formTitle: 'Contact <us>',
      formDescription: 'We reply within a day',
      formFields: {
        values: [
          { fieldLabel: 'Name', requiredField: true },
          { fieldLabel: 'Age', fieldType: 'number' },
          { fieldLabel: 'CV', fieldType: 'file', multipleFiles: false },
        ],
      },
      options: {},
      ...parameters,
    },
  };
}

function formPage(name: string, parameters: Record<string, unknown>): Node {
  return { id: randomUUID(), name, type: 'n8n-nodes-base.form', typeVersion: 1, position: [220, 0], webhookId: randomUUID(), parameters };
}

async function activeWorkflow(body: WorkflowCreateBody): Promise<WorkflowResponse> {
  const created = await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', body);
  const activated = await server.rest<{ data: WorkflowResponse }>('PATCH', `/workflows/${created.body.data.id}`, { active: true });
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  return activated.body.data;
}

const urlencoded = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString(),
});

function multipart(fields: Record<string, string>, file: { field: string; name: string; type: string; content: string }) {
  const boundary = '----weft-form-test';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${file.content}\r\n`);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: `${parts.join('')}--${boundary}--\r\n` };
}

async function execution(id?: string): Promise<IExecution> {
  await server.services.activeExecutions.whenIdle();
  await server.services.repositories.executions.allCommitted();
  const executionId = id ?? String((await server.db.kysely.selectFrom('execution_entity').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id);
  return (await server.rest<{ data: IExecution }>('GET', `/executions/${executionId}`)).body.data;
}

const outputOf = (run: IExecution, node: string) => run.data.resultData.runData[node]?.[0]?.data?.main?.[0]?.[0];

describe('form routes', () => {
  it('serves the form of an active workflow at /form/<path>, escaped and with its fields', async () => {
    await activeWorkflow(chain('Contact', [formTrigger({ options: { path: 'contact' } })]));
    const page = await server.inject({ method: 'GET', url: '/form/contact' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Contact &lt;us&gt;</h1>');
    expect(page.body).toContain('<label for="f0">Name<span class="required"');
    expect(page.body).toContain('enctype="multipart/form-data"');
    expect(await server.db.kysely.selectFrom('execution_entity').select('id').execute()).toEqual([]);

    const missing = await server.inject({ method: 'GET', url: '/form/elsewhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Form not found');
  });

  it('runs the workflow with a urlencoded submission and thanks the person', async () => {
    const workflow = await activeWorkflow(chain('Contact', [
      formTrigger({ options: { path: 'contact', respondWithOptions: { values: { respondWith: 'text', formSubmittedText: 'Thanks, <friend>!' } } } }),
      setNode('Edit Fields', 'greeting', '={{ "hi " + $json.Name }}'),
    ]));
    const answer = await server.inject({ method: 'POST', url: '/form/contact', ...urlencoded({ 'field-0': 'Ada', 'field-1': '36' }) });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Thanks, &lt;friend&gt;!');
    const run = await execution();
    expect(run).toMatchObject({ mode: 'webhook', status: 'success', workflowId: workflow.id });
    expect(outputOf(run, 'On form submission')?.json).toEqual({
      Name: 'Ada', Age: 36, submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), formMode: 'production',
    });
    expect(outputOf(run, 'Edit Fields')?.json).toEqual({ greeting: 'hi Ada' });
  });

  it('takes a multipart submission with a file as binary data', async () => {
    await activeWorkflow(chain('Upload', [formTrigger({ options: { path: 'upload' } })]));
    const answer = await server.inject({
      method: 'POST', url: '/form/upload',
      ...multipart({ 'field-0': 'Grace' }, { field: 'field-2', name: 'cv.txt', type: 'text/plain', content: 'compilers' }),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Your response has been recorded');
    const item = outputOf(await execution(), 'On form submission');
    expect(item?.json).toMatchObject({ Name: 'Grace', Age: null, CV: { filename: 'cv.txt', mimetype: 'text/plain', size: 9 }, formMode: 'production' });
    expect(item?.binary?.['field-2']).toMatchObject({ fileName: 'cv.txt', mimeType: 'text/plain' });
  });

  it('shows the form again with what to correct when a required field is empty, and runs nothing', async () => {
    await activeWorkflow(chain('Contact', [formTrigger({ options: { path: 'contact' } })]));
    const answer = await server.inject({ method: 'POST', url: '/form/contact', ...urlencoded({ 'field-0': '', 'field-1': '<b>' }) });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Please fill in: Name');
    expect(answer.body).toContain('&quot;Age&quot; must be a number');
    expect(answer.body).toContain('value="&lt;b&gt;"');
    await server.services.activeExecutions.whenIdle();
    expect(await server.db.kysely.selectFrom('execution_entity').select('id').execute()).toEqual([]);
  });

  it('answers when the workflow finished in "Workflow Finishes" mode', async () => {
    await activeWorkflow(chain('Finish', [formTrigger({ responseMode: 'lastNode', options: { path: 'finish' } }), setNode('Edit Fields', 'x', '1')]));
    const answer = await server.inject({ method: 'POST', url: '/form/finish', ...urlencoded({ 'field-0': 'Ada' }) });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Your response has been recorded');
    expect((await execution()).status).toBe('success');
  });

  it('listens at /form-test/<path> after a manual run: showing the form keeps it listening, the submission runs it', async () => {
    const created = await server.rest<{ data: WorkflowResponse }>('POST', '/workflows', chain('Test form', [formTrigger({ options: { path: 'try-me' } })]));
    const started = await server.rest<{ data: { executionId: string; waitingForWebhook: boolean } }>('POST', '/workflows/run', { workflowData: created.body.data });
    expect(started.body.data.waitingForWebhook).toBe(true);
    expect((await server.inject({ method: 'GET', url: '/form/try-me' })).statusCode).toBe(404);

    const page = await server.inject({ method: 'GET', url: '/form-test/try-me' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const again = await server.inject({ method: 'GET', url: '/form-test/try-me' });
    expect(again.statusCode).toBe(200);

    const answer = await server.inject({ method: 'POST', url: '/form-test/try-me', ...urlencoded({ 'field-0': 'Tester' }) });
    expect(answer.statusCode).toBe(200);
    // The thank-you goes out before the run is under way: wait for its outcome.
    const run = await vi.waitFor(async () => {
      const stored = await execution(started.body.data.executionId);
      expect(stored.status).toBe('success');
      return stored;
    });
    expect(run.mode).toBe('manual');
    expect(outputOf(run, 'On form submission')?.json).toMatchObject({ Name: 'Tester', formMode: 'test' });
    expect((await server.inject({ method: 'POST', url: '/form-test/try-me', ...urlencoded({ 'field-0': 'Again' }) })).statusCode).toBe(404);
  });

  it('goes on to a Form node\'s page under /form-waiting/<executionId>, then to the form\'s ending', async () => {
    const nodes = [
      formTrigger({ options: { path: 'steps' } }),
      formPage('Second page', { operation: 'page', formFields: { values: [{ fieldLabel: 'Colour', requiredField: true }] }, options: { formTitle: 'Almost done' } }),
      formPage('Ending', { operation: 'completion', completionTitle: 'All set', completionMessage: '=See you, {{ $json.Colour }}' }),
    ];
    await activeWorkflow(chain('Steps', nodes));
    const first = await server.inject({ method: 'POST', url: '/form/steps', ...urlencoded({ 'field-0': 'Ada' }) });
    expect(first.statusCode).toBe(303);
    const next = String(first.headers.location);
    const executionId = /form-waiting\/(\d+)$/.exec(next)?.[1];
    expect(executionId).toBeDefined();
    expect((await execution(executionId)).status).toBe('waiting');

    const second = await server.inject({ method: 'GET', url: `/form-waiting/${executionId}` });
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('<h1>Almost done</h1>');
    const refused = await server.inject({ method: 'POST', url: `/form-waiting/${executionId}`, ...urlencoded({ 'field-0': '' }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Please fill in: Colour');

    const done = await server.inject({ method: 'POST', url: `/form-waiting/${executionId}`, ...urlencoded({ 'field-0': 'green' }) });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<h1>All set</h1>');
    expect(done.body).toContain('See you, green');
    const run = await execution(executionId);
    expect(run.status).toBe('success');
    expect(outputOf(run, 'Second page')?.json).toMatchObject({ Colour: 'green', formMode: 'production' });
    const ending = await server.inject({ method: 'GET', url: `/form-waiting/${executionId}` });
    expect(ending.body).toContain('<h1>All set</h1>');
    expect((await server.inject({ method: 'POST', url: `/form-waiting/${executionId}`, ...urlencoded({}) })).statusCode).toBe(409);
  });
});
