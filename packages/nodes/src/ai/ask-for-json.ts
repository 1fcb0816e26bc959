import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage } from '@langchain/core/messages';
import { SystemMessagePromptTemplate } from '@langchain/core/prompts';
import type { BaseOutputParser } from '@langchain/core/output_parsers';
import { messageText } from './message-text.js';

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
