/*
 * Options only the Responses API knows, shared by the OpenAI Chat Model 1.3 (which hands them to
 * LangChain as `modelKwargs`) and the OpenAI node 2.x (which sends them itself), as request fields.
 */

/** A fixed collection of single values is saved as an object; its default is written as a list. */
export type OneOrList<T> = T | T[];

export interface ResponsesOptions {
  conversationId?: string; promptCacheKey?: string; safetyIdentifier?: string; serviceTier?: string; metadata?: string | object;
  topLogprobs?: number;
  promptConfig?: { promptOptions?: OneOrList<{ promptId?: string; version?: string; variables?: string | object }> };
  textFormat?: { textOptions?: OneOrList<{ type?: string; verbosity?: string; name?: string; schema?: string | object; description?: string; strict?: boolean }> };
}

export const first = <T>(value: OneOrList<T> | undefined): T | undefined => (Array.isArray(value) ? value[0] : value);

function json(value: string | object | undefined, name: string): unknown {
  if (typeof value !== 'string') return value ?? {};
  try {
    return JSON.parse(value || '{}');
  } catch {
    throw new Error(`'${name}' is not valid JSON`);
  }
}

/** Throws a plain error for JSON options that do not parse; the node makes it its error. */
export function responsesKwargs(options: ResponsesOptions): Record<string, unknown> {
  const kwargs: Record<string, unknown> = {};
  if (options.conversationId) kwargs.conversation = options.conversationId;
  if (options.safetyIdentifier) kwargs.safety_identifier = options.safetyIdentifier;
  if (options.metadata !== undefined) kwargs.metadata = json(options.metadata, 'Metadata');
  if (options.topLogprobs) kwargs.top_logprobs = options.topLogprobs;
  const prompt = first(options.promptConfig?.promptOptions);
  if (prompt?.promptId) kwargs.prompt = { id: prompt.promptId, ...(prompt.version ? { version: prompt.version } : {}), variables: json(prompt.variables, 'Variables') };
  const text = first(options.textFormat?.textOptions);
  if (text?.type) {
    const format: Record<string, unknown> = { type: text.type };
    if (text.type === 'json_schema') {
      Object.assign(format, { name: text.name ?? 'my_schema', schema: json(text.schema, 'Schema'), strict: text.strict ?? false, ...(text.description ? { description: text.description } : {}) });
    }
    kwargs.text = { format, ...(text.verbosity ? { verbosity: text.verbosity } : {}) };
  }
  return kwargs;
}
