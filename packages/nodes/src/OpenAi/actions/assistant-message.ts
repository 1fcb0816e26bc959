import type { BaseMessage } from '@langchain/core/messages';
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError, sleep } from '@weft/workflow';
import { messageText } from '../../ai/message-text.js';
import { noPromptError } from '../../ai/no-prompt-error.js';
import type { ChatMemory } from '../../ai/chat-memory.js';
import { callTool, connectedTools, functionDefinition, locatorValue } from '../helpers.js';
import { assistantsRequest } from './assistant.js';

interface Run extends IDataObject {
  id: string; thread_id: string; status: string; last_error?: { message?: string } | null;
  required_action?: { submit_tool_outputs: { tool_calls: Array<{ id: string; function: { name: string; arguments: string } }> } } | null;
}

/** The prompt the Prompt parameter points at: the chat trigger's, the guardrails node's, or the Text parameter. */
function promptOf(context: IExecuteFunctions, itemIndex: number): string {
  const source = context.getNodeParameter('prompt', itemIndex, 'auto') as string;
  const json = context.getInputData()[itemIndex]?.json ?? {};
  const prompt = source === 'define' ? context.getNodeParameter('text', itemIndex, '') : source === 'guardrails' ? json.guardrailsInput : json.chatInput;
  if (typeof prompt !== 'string' || prompt.trim() === '') throw noPromptError(context.getNode(), itemIndex);
  return prompt;
}

/** Waits for the run; when it asks for tool outputs, runs the tools and hands them in. */
async function finishRun(context: IExecuteFunctions, itemIndex: number, first: Run, tools: Awaited<ReturnType<typeof connectedTools>>): Promise<Run> {
  let run = first;
  const path = () => `/threads/${run.thread_id}/runs/${run.id}`;
  for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
    if (run.status === 'requires_action' && run.required_action) {
      const tool_outputs = [];
      for (const call of run.required_action.submit_tool_outputs.tool_calls) {
        tool_outputs.push({ tool_call_id: call.id, output: await callTool(tools, call.function.name, call.function.arguments) });
      }
      run = await assistantsRequest(context, 'POST', `${path()}/submit_tool_outputs`, { tool_outputs }) as Run;
      continue;
    }
    if (run.status !== 'queued' && run.status !== 'in_progress' && run.status !== 'cancelling') return run;
    await sleep(wait);
    run = await assistantsRequest(context, 'GET', path()) as Run;
  }
}

function threadMessages(history: BaseMessage[], prompt: string): IDataObject[] {
  return [
    ...history.map((message) => ({ role: message.getType() === 'human' ? 'user' : 'assistant', content: messageText(message.content) })),
    { role: 'user', content: prompt },
  ];
}

/**
 * Assistant > Message an Assistant (versions 1.x): the prompt goes to a thread (new, from the memory's
 * history, or the given Thread ID) and a run of the assistant answers it, with the connected tools
 * offered as functions. Outputs `{ output, threadId, runId }`.
 */
export async function messageAssistant(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
  const assistantId = locatorValue(this, 'assistantId', itemIndex);
  const prompt = promptOf(this, itemIndex);
  const options = this.getNodeParameter('options', itemIndex, {}) as { preserveOriginalTools?: boolean };
  const useThread = this.getNode().typeVersion >= 1.6 && this.getNodeParameter('memory', itemIndex, 'connector') === 'threadId';
  const tools = await connectedTools(this, itemIndex);
  const assistant = await assistantsRequest(this, 'GET', `/assistants/${encodeURIComponent(assistantId)}`) as { tools?: IDataObject[] };
  const runTools = [
    ...(assistant.tools ?? []).filter((tool) => tool.type !== 'function' || !tools.some((own) => own.name === (tool.function as IDataObject).name)),
    ...tools.map((tool) => ({ type: 'function', function: functionDefinition(tool) })),
  ];
  if (tools.length > 0 && options.preserveOriginalTools === false) {
    // Without preservation the assistant keeps the functions of this node's tools, as n8n leaves them.
    await assistantsRequest(this, 'POST', `/assistants/${encodeURIComponent(assistantId)}`, { tools: runTools });
  }
  const toolsField = tools.length > 0 ? { tools: runTools } : {};
  let run: Run;
  let memory: ChatMemory | undefined;
  // An empty Thread ID starts a new thread (its id is in the output to continue it).
  const threadId = useThread ? this.getNodeParameter('threadId', itemIndex, '') as string : '';
  if (threadId) {
    await assistantsRequest(this, 'POST', `/threads/${encodeURIComponent(threadId)}/messages`, { role: 'user', content: prompt });
    run = await assistantsRequest(this, 'POST', `/threads/${encodeURIComponent(threadId)}/runs`, { assistant_id: assistantId, ...toolsField }) as Run;
  } else {
    memory = useThread ? undefined : await this.getInputConnectionData('ai_memory', itemIndex) as ChatMemory | undefined;
    const history = memory ? await memory.loadWindow() : [];
    run = await assistantsRequest(this, 'POST', '/threads/runs', {
      assistant_id: assistantId, thread: { messages: threadMessages(history, prompt) }, ...toolsField,
    }) as Run;
  }
  run = await finishRun(this, itemIndex, run, tools);
  if (run.status !== 'completed') {
    throw new NodeOperationError(this.getNode(), `The assistant's run ended as ${run.status}`, { itemIndex, description: run.last_error?.message ?? null });
  }
  const messages = await assistantsRequest(this, 'GET', `/threads/${run.thread_id}/messages`, undefined, { run_id: run.id, order: 'asc' }) as { data: Array<{ role: string; content: Array<{ type: string; text?: { value: string } }> }> };
  const output = messages.data.filter((message) => message.role === 'assistant')
    .flatMap((message) => message.content.filter((part) => part.type === 'text').map((part) => part.text?.value ?? ''))
    .join('\n');
  await memory?.saveTurn(prompt, output);
  // n8n leaves the run's id out; with a memory it adds the run's token usage.
  const json: IDataObject = { output, threadId: run.thread_id };
  if (memory && run.usage) json.usage = run.usage;
  return [{ json, pairedItem: { item: itemIndex } }];
}
