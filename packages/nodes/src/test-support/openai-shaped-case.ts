import type { ModelNodeCase } from './model-node-tests.js';
import type { OpenAiStandIn } from './openai-stand-in.js';

/** The parts of a model node's test case that every service speaking OpenAI's chat API shares. */
export function openAiShapedCase(standIn: () => OpenAiStandIn): Pick<ModelNodeCase, 'script' | 'lastAskedTexts' | 'badKeyWords' | 'rateLimitWords'> {
  return {
    script: (...answers) => standIn().script(...answers),
    lastAskedTexts: () => (standIn().requests.at(-1)?.body.messages ?? []).map((message) => (typeof message.content === 'string' ? message.content : JSON.stringify(message.content ?? ''))),
    badKeyWords: /^Incorrect API key provided/,
    rateLimitWords: /^Rate limit reached for /,
  };
}
