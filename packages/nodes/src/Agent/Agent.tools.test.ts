import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INode, IWorkflowBase } from '@weft/workflow';
import { MemoryCredentialsHelper, WorkflowRunner, createConsoleLogger } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { builtinCredentialTypes } from '../credentials/builtin-credential-types.js';
import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { OpenAiStandIn } from '../test-support/openai-stand-in.js';

/*
 * The acceptance test of the agent's tools: the tools agent with the OpenAI chat model (scripted) calls
 * a Workflow tool (a real sub-workflow run) and the HTTP Request tool (a loopback weather API) over
 * several iterations, with Simple Memory across two chat turns.
 */

let standIn: OpenAiStandIn;
let weather: http.Server;
let weatherUrl: string;
const weatherRequests: Array<{ url: string; key: string | undefined }> = [];
let runner: WorkflowRunner;

/** The called workflow: Celsius in (its trigger's item), Fahrenheit out. */
const converter: IWorkflowBase = {
  id: 'wf-convert', name: 'Convert temperature', active: false,
  nodes: [
    { id: 's1', name: 'When Called', type: 'n8n-nodes-base.executeWorkflowTrigger', typeVersion: 1.1, position: [0, 0], parameters: { inputSource: 'passthrough' } },
    {
      id: 's2', name: 'To Fahrenheit', type: 'n8n-nodes-base.code', typeVersion: 2, position: [200, 0],
      parameters: { jsCode: 'const c = $input.first().json.celsius;\nreturn [{ json: { celsius: c, fahrenheit: c * 9 / 5 + 32 } }];' },
    },
  ],
  connections: { 'When Called': { main: [[{ node: 'To Fahrenheit', type: 'main', index: 0 }]] } },
};

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: 'sk-tools-key-0001' });
  weather = http.createServer((request, response) => {
    const key = request.headers['x-api-key'] as string | undefined;
    weatherRequests.push({ url: request.url ?? '', key });
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('content-type', 'application/json');
    if (key !== 'weather-key') {
      response.writeHead(401).end(JSON.stringify({ error: 'bad key' }));
      return;
    }
    const city = decodeURIComponent(url.pathname.replace('/weather/', ''));
    response.end(JSON.stringify({ city, temperature: 12, units: url.searchParams.get('units'), station: { id: 'OSL-1', elevation: 94 } }));
  });
  await new Promise<void>((resolve) => weather.listen(0, '127.0.0.1', resolve));
  weatherUrl = `http://127.0.0.1:${(weather.address() as AddressInfo).port}`;
  runner = new WorkflowRunner(builtinNodeTypes, {
    logger: createConsoleLogger('silent'),
    credentialTypes: builtinCredentialTypes,
    credentialsHelper: new MemoryCredentialsHelper({
      'cred-openai': { type: 'openAiApi', name: 'OpenAI', data: { apiKey: 'sk-tools-key-0001', url: standIn.baseUrl } },
      'cred-weather': { type: 'httpHeaderAuth', name: 'Weather', data: { name: 'x-api-key', value: 'weather-key' } },
    }),
    // The host's part of sub-workflows: workflows by id, as the server loads them from its database.
    executeSubWorkflow: async (request, runtime) => {
      const workflow = request.workflowInfo.code ?? (request.workflowInfo.id === converter.id ? converter : undefined);
      if (!workflow) throw new Error(`No workflow ${request.workflowInfo.id ?? ''}`);
      return runtime.resultOf(await runtime.runWorkflow(workflow, request.items));
    },
  });
});
afterAll(async () => {
  await standIn.close();
  weather.closeAllConnections();
  await new Promise((resolve) => weather.close(resolve));
});

function chatWorkflow(chatInput: string): IWorkflowBase {
  const nodes: INode[] = [
    { id: 't', name: 'Chat', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: 'a', name: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', typeVersion: 2.2, position: [200, 0],
      parameters: { promptType: 'auto', text: '={{ $json.chatInput }}', options: { systemMessage: 'You report the weather.', returnIntermediateSteps: true } } as never,
    },
    {
      id: 'm', name: 'OpenAI Chat Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', typeVersion: 1.2, position: [100, 200],
      parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: { maxRetries: 0 } } as never,
      credentials: { openAiApi: { id: 'cred-openai', name: 'OpenAI' } },
    },
    {
      id: 'mem', name: 'Simple Memory', type: '@n8n/n8n-nodes-langchain.memoryBufferWindow', typeVersion: 1.3, position: [200, 200],
      parameters: { contextWindowLength: 5 },
    },
    {
      id: 'w', name: 'Convert Temperature', type: '@n8n/n8n-nodes-langchain.toolWorkflow', typeVersion: 2.2, position: [300, 200],
      parameters: {
        description: 'Converts a temperature from Celsius to Fahrenheit',
        workflowId: { __rl: true, mode: 'id', value: 'wf-convert' },
        workflowInputs: {
          mappingMode: 'defineBelow',
          value: { celsius: "={{ $fromAI('celsius', 'The temperature in degrees Celsius', 'number') }}" },
          matchingColumns: [], schema: [{ id: 'celsius', displayName: 'celsius', type: 'number', display: true, required: false, defaultMatch: false, canBeUsedToMatch: true }],
        },
      } as never,
    },
    {
      id: 'h', name: 'Get Weather', type: '@n8n/n8n-nodes-langchain.toolHttpRequest', typeVersion: 1.1, position: [400, 200],
      parameters: {
        toolDescription: 'Gets the current weather of a city',
        url: `${weatherUrl}/weather/{city}`,
        authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth',
        sendQuery: true, parametersQuery: { values: [{ name: 'units', valueProvider: 'fieldValue', value: 'metric' }] },
        placeholderDefinitions: { values: [{ name: 'city', description: 'The name of the city', type: 'string' }] },
        optimizeResponse: true, fieldsToInclude: 'selected', fields: 'city,temperature,units',
      } as never,
      credentials: { httpHeaderAuth: { id: 'cred-weather', name: 'Weather' } },
    },
  ];
  return {
    id: 'w-weather', name: 'Weather agent', active: false, nodes,
    connections: {
      Chat: { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
      'OpenAI Chat Model': { ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]] },
      'Simple Memory': { ai_memory: [[{ node: 'AI Agent', type: 'ai_memory', index: 0 }]] },
      'Convert Temperature': { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
      'Get Weather': { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
    },
    pinData: { Chat: [{ json: { chatInput, sessionId: 'weather-session' } }] },
  };
}

async function run(workflow: IWorkflowBase) {
  const result = await runner.run({ workflow, mode: 'manual', executionId: 'agent-tools' });
  return { runData: result.data.resultData.runData, error: result.data.resultData.error };
}

describe('AI Agent with a Workflow tool, the HTTP Request tool and Simple Memory', () => {
  it('calls both tools over several iterations, and remembers the turn in the next one', async () => {
    const weatherAnswer = '{"city":"Oslo","temperature":12,"units":"metric"}';
    const conversionAnswer = JSON.stringify([{ celsius: 12, fahrenheit: 53.6 }], null, 2);
    standIn.script(
      { toolCalls: [{ name: 'Get_Weather', arguments: { city: 'Oslo' } }] },
      (request) => {
        expect(request.body.messages.at(-1)).toMatchObject({ role: 'tool', content: weatherAnswer });
        return { toolCalls: [{ name: 'Convert_Temperature', arguments: { celsius: 12 } }] };
      },
      (request) => {
        expect(request.body.messages.at(-1)).toMatchObject({ role: 'tool', content: conversionAnswer });
        return { content: 'It is 12 °C (53.6 °F) in Oslo.' };
      },
      { content: 'That is 285.15 K.' },
    );
    const first = await run(chatWorkflow('What is the weather in Oslo, in Fahrenheit?'));
    expect(first.error).toBeUndefined();
    const turnRequests = standIn.requests.slice(-3);
    const callIds = turnRequests.slice(1).map((request) => (request.body.messages.at(-1) as { tool_call_id: string }).tool_call_id);
    expect(first.runData['AI Agent']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({
      output: 'It is 12 °C (53.6 °F) in Oslo.',
      intermediateSteps: [
        {
          action: { tool: 'Get_Weather', toolInput: { city: 'Oslo' }, log: 'Invoking "Get_Weather" with {"city":"Oslo"}\n', messageLog: [expect.objectContaining({ lc: 1 })], toolCallId: callIds[0] },
          observation: weatherAnswer,
        },
        {
          action: { tool: 'Convert_Temperature', toolInput: { celsius: 12 }, log: 'Invoking "Convert_Temperature" with {"celsius":12}\n', messageLog: [expect.objectContaining({ lc: 1 })], toolCallId: callIds[1] },
          observation: conversionAnswer,
        },
      ],
    });

    // The model was offered both tools, with the arguments their parameters ask for.
    const tools = Object.fromEntries((turnRequests[0]?.body.tools ?? []).map((tool) => [tool.function.name, tool.function]));
    expect(tools.Get_Weather).toMatchObject({
      description: 'Gets the current weather of a city',
      parameters: { type: 'object', properties: { city: { type: 'string', description: 'The name of the city' } }, required: ['city'] },
    });
    expect(tools.Convert_Temperature).toMatchObject({
      description: 'Converts a temperature from Celsius to Fahrenheit',
      parameters: { type: 'object', properties: { celsius: { type: 'number', description: 'The temperature in degrees Celsius' } }, required: ['celsius'] },
    });
    // The weather API got the filled URL, the query and the credential's header.
    expect(weatherRequests.at(-1)).toEqual({ url: '/weather/Oslo?units=metric', key: 'weather-key' });
    // Each call is recorded on its tool node.
    expect(first.runData['Get Weather']?.map((call) => [call.inputOverride?.ai_tool?.[0]?.[0]?.json, call.data?.ai_tool?.[0]?.[0]?.json])).toEqual([
      [{ city: 'Oslo' }, { response: weatherAnswer }],
    ]);
    expect(first.runData['Convert Temperature']?.map((call) => [call.inputOverride?.ai_tool?.[0]?.[0]?.json, call.data?.ai_tool?.[0]?.[0]?.json])).toEqual([
      [{ celsius: 12 }, { response: conversionAnswer }],
    ]);

    // The second turn: the model sees the first one from the memory.
    const second = await run(chatWorkflow('And in Kelvin?'));
    expect(second.runData['AI Agent']?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ output: 'That is 285.15 K.', intermediateSteps: [] });
    expect(standIn.requests.at(-1)?.body.messages.map((message) => [message.role, message.content])).toEqual([
      ['system', 'You report the weather.'],
      ['user', 'What is the weather in Oslo, in Fahrenheit?'],
      ['assistant', 'It is 12 °C (53.6 °F) in Oslo.'],
      ['user', 'And in Kelvin?'],
    ]);
  });
});
