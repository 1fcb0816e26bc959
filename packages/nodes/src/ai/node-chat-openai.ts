import { ChatOpenAI } from '@langchain/openai';
import type { ChatOpenAIFields } from '@langchain/openai';

/**
 * LangChain's OpenAI chat model whose failures (after its own retries) are the errors the user sees
 * on the model node (`toNodeError`), whichever root node made the call.
 */
export class NodeChatOpenAi extends ChatOpenAI {
  constructor(fields: ChatOpenAIFields, private readonly toNodeError: (error: unknown) => Error) {
    super(fields);
  }

  override async _generate(...args: Parameters<ChatOpenAI['_generate']>): ReturnType<ChatOpenAI['_generate']> {
    try {
      return await super._generate(...args);
    } catch (error) {
      throw this.toNodeError(error);
    }
  }

  override async *_streamResponseChunks(...args: Parameters<ChatOpenAI['_streamResponseChunks']>): ReturnType<ChatOpenAI['_streamResponseChunks']> {
    try {
      yield* super._streamResponseChunks(...args);
    } catch (error) {
      throw this.toNodeError(error);
    }
  }
}
