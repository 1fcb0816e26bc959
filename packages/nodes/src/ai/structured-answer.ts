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

/** The user's template as literal text (braces doubled), its `{name}` placeholders of `values` kept. */
function escapeTemplate(template: string, names: string[]): string {
  let escaped = template.replace(/[{}]/g, (brace) => brace + brace);
  for (const name of names) escaped = escaped.replaceAll(`{{${name}}}`, `{${name}}`);
  return escaped;
}

/**
 * Asks the model for a JSON answer: a system message of the user's `instructions` (their `{name}`
 * placeholders filled from `values`, other braces kept as typed) followed by `suffix`, in which
 * `{format_instructions}` becomes the parser's instructions; the user's text is the human message.
 */
export async function askForJson(options: {
  model: BaseChatModel;
  parser: BaseOutputParser<unknown>;
  instructions: string;
  suffix: string;
  values?: Record<string, string>;
  text: string;
  signal?: AbortSignal;
}): Promise<Record<string, unknown>> {
  const { model, parser, values = {} } = options;
  const template = escapeTemplate(options.instructions, Object.keys(values)) + options.suffix;
  const system = await SystemMessagePromptTemplate.fromTemplate(template)
    .format({ ...values, format_instructions: parser.getFormatInstructions() });
  const answer = await model.invoke([system, new HumanMessage(options.text)], options.signal ? { signal: options.signal } : {});
  return await parser.parse(messageText(answer.content)) as Record<string, unknown>;
}
