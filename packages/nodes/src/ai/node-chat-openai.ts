import { ChatOpenAI } from '@langchain/openai';
import type { ChatOpenAIFields } from '@langchain/openai';

type CallOptions = ChatOpenAI['ParsedCallOptions'];

/**
 * LangChain's OpenAI chat model whose failures (after its own retries) are the errors the user sees
 * on the model node (`toNodeError`), whichever root node made the call. `builtInTools` (the Responses
 * API's web search, file search, code interpreter) go with every call, beside the tools the root binds.
 */
export class NodeChatOpenAi extends ChatOpenAI {
  constructor(fields: ChatOpenAIFields, private readonly toNodeError: (error: unknown) => Error, private readonly builtInTools: Array<Record<string, unknown>> = []) {
    super(fields);
  }

  private withBuiltInTools(options: CallOptions): CallOptions {
    if (this.builtInTools.length === 0) return options;
    return { ...options, tools: [...(options.tools ?? []), ...this.builtInTools] as CallOptions['tools'] };
  }

  override async _generate(messages: Parameters<ChatOpenAI['_generate']>[0], options: CallOptions, runManager?: Parameters<ChatOpenAI['_generate']>[2]): ReturnType<ChatOpenAI['_generate']> {
    try {
      return await super._generate(messages, this.withBuiltInTools(options), runManager);
    } catch (error) {
      throw this.toNodeError(error);
    }
  }

  override async *_streamResponseChunks(messages: Parameters<ChatOpenAI['_streamResponseChunks']>[0], options: CallOptions, runManager?: Parameters<ChatOpenAI['_streamResponseChunks']>[2]): ReturnType<ChatOpenAI['_streamResponseChunks']> {
    try {
      yield* super._streamResponseChunks(messages, this.withBuiltInTools(options), runManager);
    } catch (error) {
      throw this.toNodeError(error);
    }
  }
}
