import { ApiRefusal, invalid, missing, notFound, rateLimit, requireModel } from './kit.js';
import type { StandInApi, StandInCall, StandInState } from './kit.js';
import type { ScriptedAnswer } from '../openai-stand-in.js';

/*
 * OpenAI's Assistants API (beta, v2): assistants (create, list with cursors, retrieve, modify, delete),
 * threads with their messages, and runs. A run takes the next scripted answer: tool calls put it in
 * `requires_action` until the outputs are submitted; text completes it with an assistant message.
 * A run is `queued` when created and shows its outcome on the next retrieve, as real runs take time.
 */

type Json = Record<string, unknown>;
interface Run { run: Json; pending?: Json[]; outcome: 'completed' | 'requires_action'; shown: boolean }

const assistants = new Map<string, Json>();
const threads = new Map<string, { thread: Json; messages: Json[] }>();
const runs = new Map<string, Run>();
const TOOL_TYPES = ['code_interpreter', 'file_search', 'function'];

const list = (data: Json[], hasMore = false) => ({ object: 'list', data, first_id: data[0]?.id ?? null, last_id: data.at(-1)?.id ?? null, has_more: hasMore });

function checkTools(tools: unknown): Json[] {
  if (tools === undefined) return [];
  if (!Array.isArray(tools)) throw invalid("Invalid type for 'tools': expected an array.", 'tools');
  if (tools.length > 128) throw invalid("Invalid 'tools': array too long. Expected an array with maximum length 128.", 'tools');
  (tools as Json[]).forEach((tool, index) => {
    if (!TOOL_TYPES.includes(String(tool.type))) throw invalid(`Invalid value: '${String(tool.type)}'. Supported values are: 'code_interpreter', 'function', and 'file_search'.`, `tools[${index}].type`);
    if (tool.type === 'function' && typeof (tool.function as Json | undefined)?.name !== 'string') throw missing(`tools[${index}].function.name`);
  });
  return tools as Json[];
}

function checkFileIds(state: StandInState, resources: unknown): void {
  const codeFiles = ((resources as Json | undefined)?.code_interpreter as Json | undefined)?.file_ids;
  for (const id of Array.isArray(codeFiles) ? codeFiles : []) {
    if (!state.files.has(String(id))) throw invalid(`No file found with id '${String(id)}'.`, 'tool_resources.code_interpreter.file_ids');
  }
}

function assistantFields(state: StandInState, body: Json, creating: boolean): Json {
  const fields: Json = {};
  if (creating || body.model !== undefined) fields.model = requireModel(body.model, state.models);
  for (const key of ['name', 'description', 'instructions', 'metadata', 'temperature', 'top_p', 'response_format']) {
    if (body[key] !== undefined) fields[key] = body[key];
  }
  if (typeof body.name === 'string' && body.name.length > 256) throw invalid("String too long. Expected a string with maximum length 256 - 'name'", 'name');
  if (body.tools !== undefined) fields.tools = checkTools(body.tools);
  if (body.tool_resources !== undefined) {
    checkFileIds(state, body.tool_resources);
    fields.tool_resources = body.tool_resources;
  }
  return fields;
}

function message(state: StandInState, threadId: string, role: string, content: unknown, extra: Json = {}): Json {
  if (role !== 'user' && role !== 'assistant') throw invalid(`Invalid value: '${role}'. Supported values are: 'user' and 'assistant'.`, 'role');
  if (content === undefined) throw missing('content');
  const parts = typeof content === 'string' ? [{ type: 'text', text: { value: content, annotations: [] } }] : content;
  return {
    id: state.id('msg'), object: 'thread.message', created_at: state.now(), assistant_id: null, thread_id: threadId, run_id: null,
    role, content: parts, attachments: [], metadata: {}, ...extra,
  };
}

function newThread(state: StandInState, body: Json | undefined): Json {
  const thread = { id: state.id('thread'), object: 'thread', created_at: state.now(), metadata: body?.metadata ?? {}, tool_resources: {} };
  const given = body?.messages ?? [];
  if (!Array.isArray(given)) throw invalid("Invalid type for 'messages': expected an array.", 'messages');
  threads.set(thread.id, { thread, messages: (given as Json[]).map((m) => message(state, thread.id, String(m.role), m.content)) });
  return thread;
}

/** The run's next step from the script: tool calls to wait for, or the assistant's answer. */
function advance(state: StandInState, entry: Run, threadId: string): void {
  const next = state.nextAnswer() as ScriptedAnswer | ((request: unknown) => ScriptedAnswer) | undefined;
  if (!next) throw new ApiRefusal(500, 'The stand-in has no scripted answer left for this run', 'server_error');
  const answer = typeof next === 'function' ? next({ body: entry.run }) : next;
  if ('rateLimited' in answer) throw rateLimit(String(entry.run.model));
  entry.shown = false;
  if (answer.toolCalls) {
    entry.outcome = 'requires_action';
    entry.pending = answer.toolCalls.map((toolCall) => ({ id: state.id('call'), type: 'function', function: { name: toolCall.name, arguments: JSON.stringify(toolCall.arguments) } }));
    return;
  }
  entry.outcome = 'completed';
  entry.pending = undefined;
  threads.get(threadId)?.messages.push(message(state, threadId, 'assistant', answer.content ?? '', { assistant_id: entry.run.assistant_id, run_id: entry.run.id }));
}

function startRun(state: StandInState, threadId: string, body: Json): Json {
  const assistant = assistants.get(String(body.assistant_id));
  if (body.assistant_id === undefined) throw missing('assistant_id');
  if (!assistant) throw notFound(`No assistant found with id '${String(body.assistant_id)}'.`, 'assistant_id');
  const run: Json = {
    id: state.id('run'), object: 'thread.run', created_at: state.now(), assistant_id: assistant.id, thread_id: threadId, status: 'queued',
    model: body.model ?? assistant.model, instructions: body.instructions ?? assistant.instructions,
    tools: body.tools === undefined ? assistant.tools : checkTools(body.tools), required_action: null, last_error: null, usage: null,
  };
  const entry: Run = { run, outcome: 'completed', shown: false };
  runs.set(String(run.id), entry);
  if (state.takeRateLimit()) throw rateLimit(String(run.model));
  advance(state, entry, threadId);
  return run;
}

/** A run as a retrieve shows it: queued once, then its outcome. */
function shownRun(entry: Run): Json {
  if (!entry.shown) {
    entry.shown = true;
    return { ...entry.run, status: 'in_progress' };
  }
  entry.run.status = entry.outcome;
  entry.run.required_action = entry.outcome === 'requires_action'
    ? { type: 'submit_tool_outputs', submit_tool_outputs: { tool_calls: entry.pending } } : null;
  return entry.run;
}

function assistantRoutes(call: StandInCall, state: StandInState, id: string | undefined) {
  const body = call.body ?? {};
  if (!id && call.method === 'POST') {
    const assistant = { id: state.id('asst'), object: 'assistant', created_at: state.now(), name: null, description: null, instructions: null, tools: [], tool_resources: {}, metadata: {}, temperature: 1, top_p: 1, response_format: 'auto', ...assistantFields(state, body, true) };
    assistants.set(assistant.id, assistant);
    return assistant;
  }
  if (!id && call.method === 'GET') {
    const limit = Number(call.query.limit ?? 20);
    if (!(limit >= 1 && limit <= 100)) throw invalid(`Invalid 'limit': integer above maximum value. Expected a value <= 100, but got ${limit} instead.`, 'limit');
    const all = [...assistants.values()].sort((a, b) => (call.query.order === 'asc' ? 1 : -1) * String(a.id).localeCompare(String(b.id), 'en', { numeric: true }));
    const start = call.query.after ? all.findIndex((a) => a.id === call.query.after) + 1 : 0;
    return list(all.slice(start, start + limit), start + limit < all.length);
  }
  const assistant = assistants.get(String(id));
  if (!assistant) throw notFound(`No assistant found with id '${String(id)}'.`);
  if (call.method === 'GET') return assistant;
  if (call.method === 'POST') return Object.assign(assistant, assistantFields(state, body, false));
  if (call.method === 'DELETE') {
    assistants.delete(String(id));
    return { id, object: 'assistant.deleted', deleted: true };
  }
  return undefined;
}

function threadRoutes(call: StandInCall, state: StandInState, parts: string[]) {
  const body = call.body ?? {};
  const [threadId, collection, runId, action] = parts;
  if (threadId === 'runs' && call.method === 'POST') {
    const thread = newThread(state, body.thread as Json | undefined);
    return startRun(state, String(thread.id), body);
  }
  if (!threadId) return call.method === 'POST' ? newThread(state, body) : undefined;
  const entry = threads.get(threadId);
  if (!entry) throw notFound(`No thread found with id '${threadId}'.`);
  if (!collection) {
    if (call.method === 'GET') return entry.thread;
    if (call.method === 'DELETE') {
      threads.delete(threadId);
      return { id: threadId, object: 'thread.deleted', deleted: true };
    }
    return undefined;
  }
  if (collection === 'messages') {
    if (call.method === 'POST') {
      const created = message(state, threadId, String(body.role), body.content);
      entry.messages.push(created);
      return created;
    }
    const ordered = call.query.order === 'asc' ? [...entry.messages] : [...entry.messages].reverse();
    return list(call.query.run_id ? ordered.filter((m) => m.run_id === call.query.run_id) : ordered);
  }
  if (collection !== 'runs') return undefined;
  if (!runId) return call.method === 'POST' ? startRun(state, threadId, body) : undefined;
  const run = runs.get(runId);
  if (!run || run.run.thread_id !== threadId) throw notFound(`No run found with id '${runId}'.`);
  if (!action && call.method === 'GET') return shownRun(run);
  if (action !== 'submit_tool_outputs' || call.method !== 'POST') return undefined;
  if (run.run.status !== 'requires_action') throw invalid(`Runs in status "${String(run.run.status)}" do not accept tool outputs.`);
  const outputs = body.tool_outputs;
  if (!Array.isArray(outputs)) throw missing('tool_outputs');
  const expected = (run.pending ?? []).map((pending) => pending.id);
  const given = (outputs as Json[]).map((output) => output.tool_call_id);
  const absent = expected.find((id) => !given.includes(id));
  if (absent) throw invalid(`Expected tool outputs for call_ids ${JSON.stringify(expected)}, got ${JSON.stringify(given)}`);
  run.run.status = 'queued';
  advance(state, run, threadId);
  return run.run;
}

export const assistantsApi: StandInApi = (call, state) => {
  const match = /^\/v1\/(assistants|threads)(?:\/(.*))?$/.exec(call.path);
  if (!match) return undefined;
  if (call.headers['openai-beta'] !== 'assistants=v2') {
    throw invalid("You must provide the 'OpenAI-Beta' header to access the Assistants API. Please try again by setting the header 'OpenAI-Beta: assistants=v2'.");
  }
  const parts = (match[2] ?? '').split('/').filter(Boolean);
  if (match[1] === 'assistants' && state.takeRateLimit()) throw rateLimit('assistants');
  const json = match[1] === 'assistants' ? assistantRoutes(call, state, parts[0]) : threadRoutes(call, state, parts);
  return json === undefined ? undefined : { json };
};
