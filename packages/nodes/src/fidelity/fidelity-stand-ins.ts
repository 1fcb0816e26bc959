import { startOpenAiStandIn } from '../test-support/openai-stand-in.js';
import type { ChatRequest, ScriptedAnswer } from '../test-support/openai-stand-in.js';

/*
 * The loopback stand-ins a fidelity fixture may name (`<name>.stand-in.json`). The recording script
 * (scripts/fidelity/record-n8n.mjs, through tsx) and the unit test both start the fixture's stand-in
 * from this file, fresh for each run, so n8n and Weft see the same model answers in the same order.
 */

/** `<name>.stand-in.json`: which stand-in, its options, and the answers it gives, in order. */
export interface FixtureStandInSpec {
  standIn: 'openai';
  /** The key the stand-in accepts: the fixture's `<name>.credentials.json` holds the same. */
  apiKey: string;
  models?: string[];
  /** Answers to chat completions (and assistant runs), in order of the requests. */
  script?: ScriptedAnswer[];
  /**
   * Answers chosen by the last user message of the request, for requests a node sends at once (items
   * of one batch) whose order is not fixed. Looked up before `script`; a question not listed here
   * takes the next answer of `script`.
   */
  byQuestion?: Record<string, ScriptedAnswer>;
}

export interface RunningStandIn {
  /** The placeholders `<name>.credentials.json` may hold, with their values for this run. */
  placeholders: Record<string, string>;
  close(): Promise<void>;
}

/** The fixed text in a fixture's credentials that stands for the stand-in's address. */
export const PLACEHOLDERS = { baseUrl: '{{standIn.baseUrl}}', origin: '{{standIn.origin}}' } as const;

export async function startFixtureStandIn(spec: FixtureStandInSpec): Promise<RunningStandIn> {
  if (spec.standIn !== 'openai') throw new Error(`Unknown fidelity stand-in "${String(spec.standIn)}"`);
  const standIn = await startOpenAiStandIn({ apiKey: spec.apiKey, ...(spec.models ? { models: spec.models } : {}) });
  const ordered = [...(spec.script ?? [])];
  const byQuestion = spec.byQuestion ?? {};
  const answer = (request: ChatRequest): ScriptedAnswer => {
    const question = request.body?.messages?.filter((message) => message.role === 'user').at(-1)?.content;
    const chosen = typeof question === 'string' ? byQuestion[question] : undefined;
    if (chosen) return chosen;
    const next = ordered.shift();
    if (!next) throw new Error(`The fixture's stand-in has no answer left for ${JSON.stringify(question)}`);
    return next;
  };
  // The stand-in takes one queued entry per request; each entry chooses when its request comes, and
  // one past the fixture's answers fails the request with the chooser's message.
  standIn.script(...Array.from({ length: 1000 }, () => answer));
  return {
    placeholders: { [PLACEHOLDERS.baseUrl]: standIn.baseUrl, [PLACEHOLDERS.origin]: standIn.origin },
    close: async () => {
      if (process.env.FIDELITY_STAND_IN_LOG) console.error(JSON.stringify({ chat: standIn.requests.map((request) => request.body), calls: standIn.calls.map(({ method, path, body }) => ({ method, path, body })) }, null, 1));
      await standIn.close();
    },
  };
}

/** The fixture's credentials (n8n's decrypted export: `[{ id, name, type, data }]`) with the stand-in's address filled in. */
export function fillPlaceholders<T>(value: T, placeholders: Record<string, string>): T {
  let text = JSON.stringify(value);
  for (const [placeholder, replacement] of Object.entries(placeholders)) text = text.split(placeholder).join(replacement);
  return JSON.parse(text) as T;
}
