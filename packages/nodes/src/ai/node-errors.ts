import type { BaseLanguageModel } from '@langchain/core/language_models/base';

type Generating = BaseLanguageModel & {
  _generate(...args: unknown[]): Promise<unknown>;
  _streamResponseChunks(...args: unknown[]): AsyncGenerator<unknown>;
};

/**
 * Makes a LangChain model's failures (after its own retries) the errors the user sees on the model node
 * (`toNodeError`), whichever root node made the call and whether it streamed or not. Works for chat
 * models and plain completion models alike (both generate through these two methods); returns `model`.
 */
export function reportingNodeErrors<M extends BaseLanguageModel>(model: M, toNodeError: (error: unknown) => Error): M {
  const target = model as unknown as Generating;
  const generate = target._generate.bind(model);
  const stream = target._streamResponseChunks.bind(model);
  target._generate = async (...args: unknown[]) => {
    try {
      return await generate(...args);
    } catch (error) {
      throw toNodeError(error);
    }
  };
  target._streamResponseChunks = async function* streamReportingErrors(...args: unknown[]) {
    try {
      yield* stream(...args);
    } catch (error) {
      throw toNodeError(error);
    }
  };
  return model;
}
