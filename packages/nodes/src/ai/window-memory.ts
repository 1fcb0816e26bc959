import { InMemoryChatMessageHistory } from '@langchain/core/chat_history';
import { AIMessage, HumanMessage, getBufferString } from '@langchain/core/messages';
import type { BaseMessage } from '@langchain/core/messages';
import type { ISupplyDataFunctions } from '@weft/workflow';

/** Conversations by workflow and session, kept while the process runs (n8n's Simple Memory does the same). */
const conversations = new Map<string, InMemoryChatMessageHistory>();

/** The stored messages of a session (the chat trigger's "Load Previous Session: From Memory"). */
export async function sessionMessages(workflowId: string, sessionKey: string): Promise<BaseMessage[]> {
  return await conversations.get(`${workflowId}__${sessionKey}`)?.getMessages() ?? [];
}

/**
 * What a memory sub-node supplies to an agent: the last turns of a session, and the saving of a turn.
 * Each load and save is recorded on the memory node's run data.
 */
export class WindowMemory {
  constructor(
    private readonly history: InMemoryChatMessageHistory,
    private readonly turns: number,
    private readonly context: ISupplyDataFunctions,
  ) {}

  static forSession(workflowId: string, sessionKey: string, turns: number, context: ISupplyDataFunctions): WindowMemory {
    const key = `${workflowId}__${sessionKey}`;
    let history = conversations.get(key);
    if (!history) conversations.set(key, history = new InMemoryChatMessageHistory());
    return new WindowMemory(history, turns, context);
  }

  async loadMessages(): Promise<BaseMessage[]> {
    const { index } = this.context.addInputData('ai_memory', [[{ json: { action: 'loadMemoryVariables' } }]]);
    const all = await this.history.getMessages();
    const window = this.turns > 0 ? all.slice(-this.turns * 2) : [];
    this.context.addOutputData('ai_memory', index, [[{ json: { action: 'loadMemoryVariables', chatHistory: window.map((message) => getBufferString([message])) } }]]);
    return window;
  }

  async saveTurn(input: string, output: string): Promise<void> {
    const { index } = this.context.addInputData('ai_memory', [[{ json: { action: 'saveContext', input, output } }]]);
    await this.history.addMessages([new HumanMessage(input), new AIMessage(output)]);
    const all = await this.history.getMessages();
    this.context.addOutputData('ai_memory', index, [[{ json: { action: 'saveContext', chatHistory: all.map((message) => getBufferString([message])) } }]]);
  }
}
