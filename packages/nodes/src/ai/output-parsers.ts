import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage } from '@langchain/core/messages';
import { OutputParserException, StructuredOutputParser } from '@langchain/core/output_parsers';
import type { BaseOutputParser } from '@langchain/core/output_parsers';
import { OutputFixingParser } from '@langchain/classic/output_parsers';
import { Validator } from '@langchain/core/utils/json_schema';
import type { IDataObject, ISupplyDataFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { messageText } from './message-text.js';

export type JsonSchema = Record<string, unknown>;

/**
 * What an output parser sub-node supplies to a chain or an agent: instructions for the model's answer,
 * and the parsing of that answer (recorded on the parser node). A parser with a JSON schema lets a
 * tool-calling agent answer through a tool of that schema.
 */
export interface NodeOutputParser {
  getFormatInstructions(): string;
  /** The JSON schema of the answer (the `output` wrapper included), when the parser has one. */
  answerSchema(): JsonSchema | undefined;
  parse(text: string): Promise<unknown>;
}

export function isOutputParser(value: unknown): value is NodeOutputParser {
  return typeof value === 'object' && value !== null && typeof (value as NodeOutputParser).parse === 'function'
    && typeof (value as NodeOutputParser).getFormatInstructions === 'function';
}

/** The key a structured answer is wrapped in, so any schema (an array, a string) is an object's property. */
export const STRUCTURED_OUTPUT_KEY = 'output';

/** The object schema n8n's zod schemas turn into (zod-to-json-schema, draft 7). */
export function objectSchema(properties: Record<string, JsonSchema>, required: string[]): JsonSchema {
  return { type: 'object', properties, required, additionalProperties: false, $schema: 'http://json-schema.org/draft-07/schema#' };
}

/** JSON in a model's answer: the whole text, or the first fenced code block of it. */
function jsonOf(text: string): unknown {
  const trimmed = text.trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(trimmed)?.[1];
  return JSON.parse(fenced ?? trimmed);
}

/**
 * A model's JSON answer checked against a JSON schema. LangChain's parser writes the instructions from
 * the schema (the same text n8n's zod schemas give); reading and checking the answer are done here, and
 * `failure` words a bad answer as the n8n node using the parser does.
 */
class SchemaCheckedParser extends StructuredOutputParser<never> {
  private readonly validator: Validator;

  /** `checkedAgainst`: the schema the answer must fit, when not the one the model is told (`jsonSchema`). */
  constructor(readonly jsonSchema: JsonSchema, private readonly failure: (text: string, problem: string) => Error, checkedAgainst: JsonSchema = jsonSchema) {
    super(jsonSchema as never);
    this.validator = new Validator(checkedAgainst as never, '7', false);
  }

  /** The answer's JSON, `adjust`ed before it is checked. */
  protected checked(text: string, adjust: (value: unknown) => unknown = (value) => value): unknown {
    let value: unknown;
    try {
      value = adjust(jsonOf(text));
    } catch (error) {
      throw this.failure(text, (error as Error).message);
    }
    const result = this.validator.validate(value);
    if (!result.valid) {
      const problems = result.errors.filter((error) => error.keyword !== 'properties' && error.keyword !== 'items')
        .map((error) => `${error.instanceLocation.replace(/^#\/?/, '') || '(root)'}: ${error.error}`);
      throw this.failure(text, (problems.length > 0 ? problems : result.errors.map((error) => error.error)).join('; '));
    }
    return value;
  }
}

/** The schema without its `additionalProperties: false`, at any depth: what a zod object (not strict) accepts. */
function allowingExtraKeys(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(allowingExtraKeys);
  if (!schema || typeof schema !== 'object') return schema;
  const relaxed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    relaxed[key] = key === 'enum' || key === 'const' ? value : allowingExtraKeys(value);
  }
  return relaxed;
}

/**
 * The value with the keys its object schemas do not list dropped, as a zod object's parse drops them
 * (n8n's schemas are zod objects, or JSON schemas turned into them: extra keys are kept only under an
 * `additionalProperties` that is not false).
 */
function withoutExtraKeys(value: unknown, schema: JsonSchema | undefined): unknown {
  if (!schema || !value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((entry) => withoutExtraKeys(entry, schema.items as JsonSchema | undefined));
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  const extra = schema.additionalProperties;
  if (!properties || (extra !== undefined && extra !== false)) return value;
  return Object.fromEntries(Object.entries(value)
    .filter(([key]) => key in properties)
    .map(([key, entry]) => [key, withoutExtraKeys(entry, properties[key])]));
}

/**
 * The parser of the root nodes that ask for JSON themselves (Information Extractor, Sentiment Analysis,
 * Text Classifier): a failure is LangChain's parser exception, which its auto-fixing parser retries.
 * Keys the schema does not name are dropped, not refused, as n8n's zod schemas do.
 */
export class JsonSchemaAnswerParser extends SchemaCheckedParser {
  constructor(jsonSchema: JsonSchema) {
    super(jsonSchema, (text, problem) => new OutputParserException(`Failed to parse. Text: "${text}". Error: ${problem}`, text), allowingExtraKeys(jsonSchema) as JsonSchema);
  }

  override async parse(text: string): Promise<never> {
    return withoutExtraKeys(this.checked(text), this.jsonSchema) as never;
  }
}

/** The root nodes' parser: with auto-fixing, an answer that does not parse is sent back to the model once to be fixed. */
export function answerParser(model: BaseChatModel, schema: JsonSchema, autoFix: boolean): BaseOutputParser<unknown> {
  const parser = new JsonSchemaAnswerParser(schema);
  return autoFix ? OutputFixingParser.fromLLM(model, parser) : parser;
}

/**
 * The Structured Output Parser's parser: the schema wrapped in `output` (what the model is told), the
 * answer validated against it and unwrapped.
 */
export class JsonSchemaOutputParser extends SchemaCheckedParser {
  constructor(schema: JsonSchema) {
    super(objectSchema({ [STRUCTURED_OUTPUT_KEY]: schema }, [STRUCTURED_OUTPUT_KEY]), (_text, problem) => new Error(`Model output doesn't fit required format: ${problem}`));
  }

  answerSchema(): JsonSchema {
    return this.jsonSchema;
  }

  override async parse(text: string): Promise<never> {
    // A model answering the inner object alone (no `output` wrapper) is accepted as that object.
    const value = this.checked(text, (json) => (typeof json === 'object' && json !== null && !Array.isArray(json) && !(STRUCTURED_OUTPUT_KEY in json)
      ? { [STRUCTURED_OUTPUT_KEY]: json } : json));
    return (value as Record<string, unknown>)[STRUCTURED_OUTPUT_KEY] as never;
  }
}

/** A list of items separated by `separator`, optionally exactly `numberOfItems` of them. */
export class ItemListOutputParser implements NodeOutputParser {
  constructor(private readonly numberOfItems: number | undefined, private readonly separator: string) {}

  getFormatInstructions(): string {
    const count = this.numberOfItems ?? 3;
    const example = Array.from({ length: count }, (_, index) => `item${index + 1}`).join(this.separator);
    const how = this.numberOfItems === undefined ? 'a list of items' : `a list of ${this.numberOfItems} items`;
    return `Your response should be ${how} separated by "${this.separator}" (for example: "${example}")`;
  }

  answerSchema(): undefined {
    return undefined;
  }

  async parse(text: string): Promise<string[]> {
    const items = text.split(this.separator).map((item) => item.trim()).filter((item) => item !== '');
    if (this.numberOfItems !== undefined && items.length < this.numberOfItems) {
      throw new Error(`Wrong number of items returned. Expected ${this.numberOfItems} items but got ${items.length} items instead.`);
    }
    return this.numberOfItems === undefined ? items : items.slice(0, this.numberOfItems);
  }
}

/** n8n's default retry prompt of the auto-fixing parsers (its placeholders are filled per failure). */
export const DEFAULT_FIX_PROMPT = `Instructions:
--------------
{instructions}
--------------
Completion:
--------------
{completion}
--------------

Above, the Completion did not satisfy the constraints given in the Instructions.
Error:
--------------
{error}
--------------

Please try again. Please only respond with an answer that satisfies the constraints laid out in the Instructions:`;

/** On a parse failure, shows the model the instructions, its answer and the error, and parses its new answer once. */
export class AutoFixingOutputParser implements NodeOutputParser {
  constructor(private readonly inner: NodeOutputParser, private readonly model: BaseChatModel, private readonly prompt: string) {}

  getFormatInstructions(): string {
    return this.inner.getFormatInstructions();
  }

  answerSchema(): JsonSchema | undefined {
    return this.inner.answerSchema();
  }

  async parse(text: string): Promise<unknown> {
    try {
      return await this.inner.parse(text);
    } catch (error) {
      const filled = this.prompt
        .replaceAll('{instructions}', this.inner.getFormatInstructions())
        .replaceAll('{completion}', text)
        .replaceAll('{error}', failureText(error));
      const answer = await this.model.invoke([new HumanMessage(filled)]);
      return await this.inner.parse(messageText(answer.content));
    }
  }
}

const FORMAT_MISMATCH = "Model output doesn't fit required format";

/** A parse failure as the node shows it: n8n's short message for an answer off the format, the details as description. */
function parseError(context: ISupplyDataFunctions, error: unknown): NodeOperationError {
  if (error instanceof NodeOperationError) return error;
  const message = (error as Error).message;
  if (message.startsWith(`${FORMAT_MISMATCH}: `)) {
    return new NodeOperationError(context.getNode(), FORMAT_MISMATCH, { description: message.slice(FORMAT_MISMATCH.length + 2) });
  }
  return new NodeOperationError(context.getNode(), message);
}

/** What a failed parse says to the fixing model: the message with its details. */
function failureText(error: unknown): string {
  const { message, description } = error as { message: string; description?: unknown };
  return typeof description === 'string' && description !== '' ? `${message}: ${description}` : message;
}

/** The parser as supplied by its node: each parse recorded on the node, a failure as the node's error. */
export function recordedParser(parser: NodeOutputParser, context: ISupplyDataFunctions): NodeOutputParser {
  return {
    getFormatInstructions: () => parser.getFormatInstructions(),
    answerSchema: () => parser.answerSchema(),
    parse: async (text: string) => {
      const { index } = context.addInputData('ai_outputParser', [[{ json: { action: 'parse', text } }]]);
      try {
        const response = await parser.parse(text);
        context.addOutputData('ai_outputParser', index, [[{ json: { action: 'parse', response: response as IDataObject } }]]);
        return response;
      } catch (error) {
        const nodeError = parseError(context, error);
        context.addOutputData('ai_outputParser', index, nodeError);
        throw nodeError;
      }
    },
  };
}
