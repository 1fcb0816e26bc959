import { modelNodeError } from './model-error.js';

/** An OpenAI API error as the model node's error: the OpenAI client's errors are one of the shapes `modelNodeError` reads. */
export const openAiNodeError = modelNodeError;
