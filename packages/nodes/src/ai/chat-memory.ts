import { getBufferString } from '@langchain/core/messages';
import type { BaseMessage } from '@langchain/core/messages';
import { AIMessage, HumanMessage } from '@langchain/core/messages';
import type { IDataObject, ISupplyDataFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** Where a memory node keeps a session's messages, oldest first (the process, PostgreSQL, Redis ...). */
export interface MessageStore {
  getMessages(): Promise<BaseMessage[]>;
  addMessages(messages: BaseMessage[]): Promise<void>;
  clear(): Promise<void>;
}

const MEMORY = 'ai_memory';

/**
 * What every memory sub-node supplies: the agent and the chains load the last turns of a session and
 * save a turn; the Chat Memory Manager reads, adds and clears messages. Each call is recorded on the
 * memory node's run data, and a store's failure is the memory node's error.
 */
export class ChatMemory {
  constructor(
    private readonly store: MessageStore,
    /** Turns (a user message and its answer) the agent sees; undefined: the whole conversation. */
    private readonly windowTurns: number | undefined,
    private readonly context: ISupplyDataFunctions,
  ) {}

  /**
   * The session's messages without the recording: the Chat Memory Manager works on them directly, and
   * n8n's run data shows no run of the memory node for it.
   */
  get chatHistory(): MessageStore {
    return this.store;
  }

  /** The session's last turns, for a model's prompt. */
  async loadWindow(): Promise<BaseMessage[]> {
    return this.recorded({ action: 'loadMemoryVariables' }, async () => {
      const all = await this.store.getMessages();
      const window = this.windowTurns === undefined ? all : this.windowTurns > 0 ? all.slice(-this.windowTurns * 2) : [];
      return { result: window, shown: { chatHistory: bufferStrings(window) } };
    });
  }

  /** Keeps a user message and the answer it got. */
  async saveTurn(input: string, output: string): Promise<void> {
    await this.recorded({ action: 'saveContext', input, output }, async () => {
      await this.store.addMessages([new HumanMessage(input), new AIMessage(output)]);
      return { result: undefined, shown: { chatHistory: bufferStrings(await this.store.getMessages()) } };
    });
  }

  /** Every message of the session. */
  async getMessages(): Promise<BaseMessage[]> {
    return this.recorded({ action: 'getMessages' }, async () => {
      const messages = await this.store.getMessages();
      return { result: messages, shown: { messages: bufferStrings(messages) } };
    });
  }

  async addMessages(messages: BaseMessage[]): Promise<void> {
    await this.recorded({ action: 'addMessages', messages: bufferStrings(messages) }, async () => {
      await this.store.addMessages(messages);
      return { result: undefined, shown: {} };
    });
  }

  async clear(): Promise<void> {
    await this.recorded({ action: 'clear' }, async () => {
      await this.store.clear();
      return { result: undefined, shown: {} };
    });
  }

  private async recorded<T>(input: IDataObject, call: () => Promise<{ result: T; shown: IDataObject }>): Promise<T> {
    const { index } = this.context.addInputData(MEMORY, [[{ json: input }]]);
    try {
      const { result, shown } = await call();
      this.context.addOutputData(MEMORY, index, [[{ json: { action: input.action, ...shown } }]]);
      return result;
    } catch (error) {
      const nodeError = error instanceof NodeOperationError ? error : new NodeOperationError(this.context.getNode(), error as Error);
      this.context.addOutputData(MEMORY, index, nodeError);
      throw nodeError;
    }
  }
}

function bufferStrings(messages: BaseMessage[]): string[] {
  return messages.map((message) => getBufferString([message]));
}
