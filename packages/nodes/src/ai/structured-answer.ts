import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage } from '@langchain/core/messages';
import { SystemMessagePromptTemplate } from '@langchain/core/prompts';
import { OutputParserException, StructuredOutputParser } from '@langchain/core/output_parsers';
import { Validator } from '@langchain/core/utils/json_schema';
import { OutputFixingParser } from '@langchain/classic/output_parsers';
import type { BaseOutputParser } from '@langchain/core/output_parsers';
import { messageText } from './message-text.js';

export type JsonSchema = Record<string, unknown>;

/** The object schema n8n's zod schemas turn into (zod-to-json-schema, draft 7). */
export function objectSchema(properties: Record<string, JsonSchema>, required: string[]): JsonSchema {
  return { type: 'object', properties, required, additionalProperties: false, $schema: 'http://json-schema.org/draft-07/schema#' };
}

/** The JSON text of a model's answer: the first ```json fenced block if there is one, else the whole answer. */
function jsonTextOf(answer: string): string {
  const trimmed = answer.trim();
  return /```(?:json)?\s*([\s\S]*?)```/.exec(trimmed)?.[1] ?? trimmed;
}

/**
 * LangChain's structured output parser over a plain JSON schema: the model gets the same format
 * instructions as from n8n's zod schemas (LangChain renders both from the JSON schema), and the answer
 * is checked against the schema.
 */
export class JsonSchemaAnswerParser extends StructuredOutputParser<never> {
  private readonly validator: Validator;

  constructor(readonly jsonSchema: JsonSchema) {
    super(jsonSchema as never);
    this.validator = new Validator(jsonSchema as never, '7', false);
  }

  override async parse(text: string): Promise<never> {
    let value: unknown;
    try {
      value = JSON.parse(jsonTextOf(text));
    } catch (error) {
      throw new OutputParserException(`Failed to parse. Text: "${text}". Error: ${(error as Error).message}`, text);
    }
    const { valid, errors } = this.validator.validate(value);
    if (!valid) {
      const problems = errors.map((error) => `${error.instanceLocation}: ${error.error}`).join('; ');
      throw new OutputParserException(`Failed to parse. Text: "${text}". Error: ${problems}`, text);
    }
    return value as never;
  }
}

/** The parser a node uses: with auto-fixing, an answer that does not parse is sent back to the model once to be fixed. */
export function answerParser(model: BaseChatModel, schema: JsonSchema, autoFix: boolean): BaseOutputParser<unknown> {
  const parser = new JsonSchemaAnswerParser(schema);
  return autoFix ? OutputFixingParser.fromLLM(model, parser) : parser;
}

/**
 * Asks the model for a JSON answer: a system message from `template` (LangChain f-string placeholders,
 * `{format_instructions}` filled with the parser's instructions) and the user's text as the human message.
 */
export async function askForJson(options: {
  model: BaseChatModel;
  parser: BaseOutputParser<unknown>;
  template: string;
  values?: Record<string, string>;
  text: string;
  signal?: AbortSignal;
}): Promise<Record<string, unknown>> {
  const { model, parser } = options;
  const system = await SystemMessagePromptTemplate.fromTemplate(options.template)
    .format({ ...options.values, format_instructions: parser.getFormatInstructions() });
  const answer = await model.invoke([system, new HumanMessage(options.text)], options.signal ? { signal: options.signal } : {});
  return await parser.parse(messageText(answer.content)) as Record<string, unknown>;
}
