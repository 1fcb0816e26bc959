import type { ExecuteSubWorkflowHook, IRun } from '@weft/engine';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import type { ExecutionError, IBinaryKeyData, IDataObject, INode, IRunData, IWorkflowBase } from '@weft/workflow';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';
import type { ChatRequest, OpenAiStandIn, ScriptedAnswer } from './openai-stand-in.js';
import { startOpenAiStandIn } from './openai-stand-in.js';

/*
 * The harness of the AI node tests: workflows of a manual trigger with pinned items, the nodes under
 * test and their sub-nodes joined by AI connection types, run by the engine with in-memory credentials.
 * Everything below is built on `aiRunner` and `aiWorkflow`; the rest are shapes tests often need.
 */

export const TEST_OPENAI_KEY = 'sk-ai-workflow-key-0001';
/** The PostgreSQL and Redis servers the test environment runs (scripts/prepare-test-env.sh). */
export const TEST_POSTGRES = { host: '127.0.0.1', port: 5432, database: 'postgres', user: 'postgres', password: '' };
export const TEST_REDIS = { host: '127.0.0.1', port: 6379, database: 0 };

const LANGCHAIN = '@n8n/n8n-nodes-langchain.';

// ---- Credentials and runs ----------------------------------------------------------------------

/** Credentials by id, as nodes name them (`credentials: { openAiApi: { id } }`); named by their id unless told. */
export type TestCredentials = Record<string, { type: string; data: IDataObject; name?: string }>;

/** An OpenAI credential pointing at a stand-in. */
export function openAiCredential(baseUrl: string, apiKey = TEST_OPENAI_KEY): TestCredentials[string] {
  return { type: 'openAiApi', data: { apiKey, url: baseUrl } };
}

/** `openai` (the stand-in), `postgres` and `redis` (the test environment's servers). */
export function localCredentials(openAiUrl: string, apiKey = TEST_OPENAI_KEY): TestCredentials {
  return {
    openai: openAiCredential(openAiUrl, apiKey),
    postgres: { type: 'postgres', data: TEST_POSTGRES },
    redis: { type: 'redis', data: TEST_REDIS },
  };
}

/** What a test reads of a run. */
export interface AiRun {
  result: IRun;
  runData: IRunData;
  error: ExecutionError | undefined;
  /** The items of the node's first run on each of its main outputs, as plain JSON. */
  outputsOf(node: string): IDataObject[][];
  /** The items of output 0 of the node's first run, as plain JSON. */
  json(node: string): IDataObject[];
}

/** Runs AI test workflows with `credentials` (and a sub-workflow host when a test gives one). */
export function aiRunner(credentials: TestCredentials, options: { executeSubWorkflow?: ExecuteSubWorkflowHook } = {}) {
  const runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'),
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper(Object.fromEntries(Object.entries(credentials).map(([id, { type, data, name }]) => [id, { type, name: name ?? id, data }]))),
    ...(options.executeSubWorkflow ? { executeSubWorkflow: options.executeSubWorkflow } : {}),
  });
  let runs = 0;
  return async (workflow: IWorkflowBase): Promise<AiRun> => {
    // Each run its own execution, as the engine keeps per-execution resources (an MCP session) by it.
    const result = await runner.run({ workflow, mode: 'manual', executionId: `ai-test-${++runs}` });
    const { runData, error } = result.data.resultData;
    const outputsOf = (node: string) => (runData[node]?.[0]?.data?.main ?? []).map((items) => (items ?? []).map((item) => item.json));
    return { result, runData, error, outputsOf, json: (node) => outputsOf(node)[0] ?? [] };
  };
}

// ---- Workflows ---------------------------------------------------------------------------------

/** A node of a test workflow: its type (without n8n's langchain prefix when it is one), version and parameters. */
export interface TestNode {
  name: string;
  type: string;
  typeVersion: number;
  parameters?: IDataObject;
  credentials?: INode['credentials'];
  onError?: INode['onError'];
  /** The node this one feeds, and how: `main` or an AI connection type (on input `index`, 0 unless told). */
  to?: { node: string; type: string; index?: number };
}

/** An item the trigger outputs: its JSON, with binary data when given. */
export type TestItem = IDataObject | { json: IDataObject; binary?: IBinaryKeyData };

const isItem = (item: TestItem): item is { json: IDataObject; binary?: IBinaryKeyData } =>
  typeof item.json === 'object' && item.json !== null && Object.keys(item).every((key) => key === 'json' || key === 'binary');

/**
 * A workflow for AI node tests: a manual trigger whose output is pinned to `input`, then the nodes
 * given; each node's `to` names the node it connects into (the trigger feeds the first main node).
 */
export function aiWorkflow(nodes: TestNode[], input: TestItem[], name = 'AI test', id = 'wf-ai'): IWorkflowBase {
  const all: INode[] = [{ id: 'trigger', name: 'Trigger', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} }];
  const connections: IWorkflowBase['connections'] = {};
  nodes.forEach((node, index) => {
    all.push({
      id: `n${index}`, name: node.name, type: node.type.includes('.') ? node.type : `${LANGCHAIN}${node.type}`,
      typeVersion: node.typeVersion, position: [200 + index * 100, 200], parameters: (node.parameters ?? {}) as never,
      ...(node.credentials ? { credentials: node.credentials } : {}),
      ...(node.onError ? { onError: node.onError } : {}),
    });
    if (node.to) {
      const byType = (connections[node.name] ??= {});
      (byType[node.to.type] ??= [[]])[0]?.push({ node: node.to.node, type: node.to.type, index: node.to.index ?? 0 });
    }
  });
  const first = nodes.find((node) => !node.to || node.to.type === 'main');
  if (first) connections.Trigger = { main: [[{ node: first.name, type: 'main', index: 0 }]] };
  const items = input.map((item) => (isItem(item) ? item : { json: item }));
  return { id, name, active: false, nodes: all, connections, pinData: { Trigger: items } };
}

/** A sub-node joined to a root by an AI connection type (into `target`, the root unless told). */
export interface SubNode { node: Omit<TestNode, 'to'>; type: string; index?: number; target?: string }

/** A root node fed by the trigger's `items`, with its sub-nodes (`id`: the workflow's, which some session keys use). */
export function rootWorkflow(root: Omit<TestNode, 'to'>, subNodes: SubNode[], items: TestItem[], id?: string): IWorkflowBase {
  return aiWorkflow([
    root,
    ...subNodes.map(({ node, type, index, target }) => ({ ...node, to: { node: target ?? root.name, type, ...(index !== undefined ? { index } : {}) } })),
  ], items, undefined, id);
}

/** An OpenAI Chat Model node on the stand-in (`credentialId` from `localCredentials`). */
export function chatModel(name = 'OpenAI Chat Model', credentialId = 'openai', model = 'gpt-4o-mini'): Omit<TestNode, 'to'> {
  return {
    name, type: 'lmChatOpenAi', typeVersion: 1.2,
    parameters: { model: { __rl: true, mode: 'list', value: model }, options: { maxRetries: 0 } },
    credentials: { openAiApi: { id: credentialId, name: 'OpenAI' } },
  };
}

// ---- Roots with their model --------------------------------------------------------------------

/**
 * Runs an AI root node (a chain, a classifier) fed by `input`, with an OpenAI Chat Model on the
 * stand-in connected to its Model input (unless `withoutModel`) and any other sub-nodes the test adds.
 */
export function aiRootRunner(standIn: OpenAiStandIn, apiKey: string) {
  const run = aiRunner({ openai: openAiCredential(standIn.baseUrl, apiKey) });
  return async (root: Omit<TestNode, 'name' | 'to'> & { name?: string }, options: {
    input?: IDataObject[];
    /** Binary data of the input items, by index. */
    binary?: Array<IBinaryKeyData | undefined>;
    subNodes?: SubNode[];
    withoutModel?: boolean;
  } = {}) => {
    const rootNode = { ...root, name: root.name ?? 'Root' };
    const model: SubNode[] = options.withoutModel ? [] : [{ node: chatModel(), type: 'ai_languageModel' }];
    const items = (options.input ?? [{}]).map((json, index) => {
      const binary = options.binary?.[index];
      return binary ? { json, binary } : { json };
    });
    const ran = await run(rootWorkflow(rootNode, [...model, ...options.subNodes ?? []], items));
    /** `outputs`: the root's items on each of its outputs. */
    return { ...ran, outputs: ran.outputsOf(rootNode.name) };
  };
}

/**
 * A scripted answer chosen by the request's last user message: items of one batch are asked at once,
 * so their requests may reach the stand-in in any order.
 */
export function answerByQuestion(answers: Record<string, ScriptedAnswer>): (request: ChatRequest) => ScriptedAnswer {
  return (request) => {
    const question = request.body.messages.filter((message) => message.role === 'user').at(-1)?.content;
    const answer = answers[String(question)];
    if (!answer) throw new Error(`No scripted answer for the question ${JSON.stringify(question)}`);
    return answer;
  };
}

// ---- Tools as an agent uses them ---------------------------------------------------------------

const TOOL_HARNESS_KEY = 'sk-tool-harness-0001';

/** A tool sub-node (an id or position it carries is not used: the harness places it). */
export type ToolNode = Omit<TestNode, 'to'> & { id?: string; position?: [number, number] };

export interface AgentToolHarness {
  model: OpenAiStandIn;
  /** Runs the agent on `chatInput` with `tools` connected; answers the run data, the execution's error and the agent's output. */
  run(chatInput: string, tools: ToolNode[]): Promise<{ runData: IRunData; error: ExecutionError | undefined; output: unknown }>;
  close(): Promise<void>;
}

/**
 * Runs tool nodes the way an agent uses them: a tools agent (version 3) with the OpenAI chat model
 * (its own stand-in, scripted by the test) and the given tool sub-nodes, one chat input per run.
 */
export async function startAgentToolHarness(options: { credentials?: TestCredentials; executeSubWorkflow?: ExecuteSubWorkflowHook } = {}): Promise<AgentToolHarness> {
  const model = await startOpenAiStandIn({ apiKey: TOOL_HARNESS_KEY });
  const run = aiRunner({ openai: openAiCredential(model.baseUrl, TOOL_HARNESS_KEY), ...options.credentials }, options);
  const agent = { name: 'AI Agent', type: 'agent', typeVersion: 3, parameters: { promptType: 'auto', text: '={{ $json.chatInput }}', options: { returnIntermediateSteps: true } } };
  return {
    model,
    async run(chatInput, tools) {
      const { runData, error, json } = await run(rootWorkflow(agent, [
        { node: chatModel('Model'), type: 'ai_languageModel' },
        ...tools.map((tool) => ({ node: tool, type: 'ai_tool' })),
      ], [{ chatInput }]));
      return { runData, error, output: json('AI Agent')[0] };
    },
    close: () => model.close(),
  };
}

/** The calls recorded on a tool node: what the model asked, and what the tool answered (or its error). */
export function toolCalls(runData: IRunData, nodeName: string): Array<{ input: unknown; response: unknown; error?: string }> {
  return (runData[nodeName] ?? []).map((call) => ({
    input: call.inputOverride?.ai_tool?.[0]?.[0]?.json,
    response: call.data?.ai_tool?.[0]?.[0]?.json.response,
    ...(call.error ? { error: call.error.message } : {}),
  }));
}
