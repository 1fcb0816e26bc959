import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryOf, rl, runOpenAi, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.standIn.close());
const lastCall = () => harness.standIn.calls.at(-1);

async function createAssistant(name: string, extra: Record<string, unknown> = {}) {
  const { items, error } = await runOpenAi(harness, { typeVersion: 1.8, parameters: {
    resource: 'assistant', operation: 'create', modelId: rl('gpt-4o-mini'), name, instructions: 'Be kind.', ...extra,
  } });
  if (error) throw error;
  return items[0]?.json ?? {};
}

describe('OpenAI 1.x, Assistant', () => {
  it('creates an assistant with the beta header, its tools and files', async () => {
    const upload = await runOpenAi(harness, {
      typeVersion: 1.8, parameters: { resource: 'file', operation: 'upload' },
      input: [{ json: {}, binary: { data: binaryOf(Buffer.from('x,y\n1,2\n'), 'text/csv', 'data.csv') } as never }],
    });
    const fileId = String(upload.items[0]?.json.id);
    const assistant = await createAssistant('Helper', { codeInterpreter: true, file_ids: [fileId], options: { temperature: 0.5 } });
    expect(lastCall()?.headers['openai-beta']).toBe('assistants=v2');
    expect(lastCall()?.body).toEqual({
      // The description goes along even when empty, as n8n sends it.
      model: 'gpt-4o-mini', name: 'Helper', description: '', instructions: 'Be kind.', temperature: 0.5,
      tools: [{ type: 'code_interpreter' }], tool_resources: { code_interpreter: { file_ids: [fileId] } },
    });
    expect(assistant).toMatchObject({ object: 'assistant', name: 'Helper', model: 'gpt-4o-mini', tools: [{ type: 'code_interpreter' }] });
  });

  it('refuses a second assistant of the same name when asked to', async () => {
    await createAssistant('Unique');
    const { error } = await runOpenAi(harness, { typeVersion: 1.8, parameters: {
      resource: 'assistant', operation: 'create', modelId: rl('gpt-4o-mini'), name: 'Unique', options: { failIfExists: true },
    } });
    expect(error?.message).toBe("An assistant with the same name 'Unique' already exists");
  });

  it('lists assistants (simplified), updates and deletes one', async () => {
    const created = await createAssistant('To change');
    const id = String(created.id);
    const listed = await runOpenAi(harness, { typeVersion: 1.8, parameters: { resource: 'assistant', operation: 'list' } });
    expect(listed.items.map((item) => item.json)).toContainEqual({ name: 'To change', id, model: 'gpt-4o-mini' });

    const updated = await runOpenAi(harness, { typeVersion: 1.8, parameters: {
      resource: 'assistant', operation: 'update', assistantId: rl(id),
      options: { name: 'Changed', modelId: rl('gpt-4o'), knowledgeRetrieval: true, topP: 0.5 },
    } });
    expect(lastCall()?.body).toEqual({ name: 'Changed', model: 'gpt-4o', top_p: 0.5, tools: [{ type: 'file_search' }] });
    expect(updated.items[0]?.json).toMatchObject({ id, name: 'Changed', model: 'gpt-4o', tools: [{ type: 'file_search' }] });

    const deleted = await runOpenAi(harness, { typeVersion: 1.8, parameters: { resource: 'assistant', operation: 'deleteAssistant', assistantId: rl(id) } });
    expect(deleted.items[0]?.json).toEqual({ id, object: 'assistant.deleted', deleted: true });
    const missing = await runOpenAi(harness, { typeVersion: 1.8, parameters: { resource: 'assistant', operation: 'deleteAssistant', assistantId: rl(id) } });
    expect(missing.error?.message).toBe(`No assistant found with id '${id}'.`);
  });

  it('messages an assistant: a thread and a run, the connected tools called, the answer as `output`', async () => {
    const assistant = await createAssistant('Calculator friend');
    harness.standIn.script({ toolCalls: [{ name: 'Calculator', arguments: { input: '2 ^ 10' } }] }, { content: '2 to the 10th is 1024.' });
    const { items, runData } = await runOpenAi(harness, {
      typeVersion: 1.5, calculator: true,
      parameters: { resource: 'assistant', operation: 'message', assistantId: rl(String(assistant.id)), prompt: 'define', text: 'What is 2^10?' },
    });
    const runCall = harness.standIn.calls.find((call) => call.path === '/v1/threads/runs' && call.body?.assistant_id === assistant.id);
    expect(runCall?.body).toMatchObject({ thread: { messages: [{ role: 'user', content: 'What is 2^10?' }] } });
    expect((runCall?.body?.tools as Array<{ function?: { name: string } }>).map((tool) => tool.function?.name)).toEqual(['Calculator']);
    const submitted = harness.standIn.calls.find((call) => call.path.endsWith('/submit_tool_outputs'));
    expect(submitted?.body?.tool_outputs).toEqual([{ tool_call_id: expect.stringMatching(/^call_/), output: '1024' }]);
    // n8n leaves the run's id out of the output.
    expect(items[0]?.json).toEqual({ output: '2 to the 10th is 1024.', threadId: expect.stringMatching(/^thread_/) });
    expect(runData.Calculator).toHaveLength(1);
  });

  it('continues a conversation from the memory, and on a given thread (1.6)', async () => {
    const assistant = await createAssistant('Chatty');
    const message = (text: string) => ({ resource: 'assistant', operation: 'message', assistantId: rl(String(assistant.id)), prompt: 'auto', memory: 'connector', text });
    harness.standIn.script({ content: 'Hello Ada.' }, { content: 'Your name is Ada.' });
    await runOpenAi(harness, { typeVersion: 1.8, memory: true, parameters: message(''), input: [{ json: { chatInput: 'I am Ada' } }] });
    const second = await runOpenAi(harness, { typeVersion: 1.8, memory: true, parameters: message(''), input: [{ json: { chatInput: 'Who am I?' } }] });
    const runCall = harness.standIn.calls.filter((call) => call.path === '/v1/threads/runs').at(-1);
    expect((runCall?.body?.thread as { messages: unknown[] }).messages).toEqual([
      { role: 'user', content: 'I am Ada' }, { role: 'assistant', content: 'Hello Ada.' }, { role: 'user', content: 'Who am I?' },
    ]);
    expect(second.items[0]?.json.output).toBe('Your name is Ada.');

    const threadId = String(second.items[0]?.json.threadId);
    harness.standIn.script({ content: 'Still Ada.' });
    const onThread = await runOpenAi(harness, { typeVersion: 1.8, parameters: { ...message(''), memory: 'threadId', threadId, prompt: 'define', text: 'And now?' } });
    expect(harness.standIn.calls.some((call) => call.path === `/v1/threads/${threadId}/messages` && call.body?.content === 'And now?')).toBe(true);
    expect(onThread.items[0]?.json).toMatchObject({ output: 'Still Ada.', threadId });

    // An empty Thread ID starts a new thread, whose id the output gives.
    harness.standIn.script({ content: 'A new start.' });
    const fresh = await runOpenAi(harness, { typeVersion: 1.8, parameters: { ...message(''), memory: 'threadId', threadId: '', prompt: 'define', text: 'Hello?' } });
    expect(fresh.items[0]?.json).toEqual({ output: 'A new start.', threadId: expect.stringMatching(/^thread_/) });
    expect(fresh.items[0]?.json.threadId).not.toBe(threadId);
  });

  it('says when there is no prompt', async () => {
    const assistant = await createAssistant('Quiet');
    const { error } = await runOpenAi(harness, { typeVersion: 1.8, parameters: { resource: 'assistant', operation: 'message', assistantId: rl(String(assistant.id)), prompt: 'auto' } });
    expect(error?.message).toBe('No prompt specified');
  });
});
