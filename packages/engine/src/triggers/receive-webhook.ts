import type { ExecutionLifecycleHooks, IRun, TriggerData } from '../runner/run.types.js';
import { isThenable } from '../utils/is-thenable.js';
import { runWebhook } from './run-webhook.js';
import { ChunkStream } from './chunk-stream.js';
import { lastNodeResponse, onReceivedResponse, toHttpResponse } from './webhook-answers.js';
import { WebhookResponseRecorder } from './webhook-response.js';
import type {
  ResponseChannel, RunWebhookOptions, WebhookHttpResponse, WebhookResponseMode, WebhookRunResult,
} from './webhook.types.js';

export interface ReceiveWebhookOptions extends RunWebhookOptions {
  /** Where the answer goes, once: the engine never calls back into the host for anything else. */
  channel: ResponseChannel;
}

/** The call is answered now (the node answered itself, a page, an error): nothing runs. */
export interface AnswerNow {
  action: 'answer';
  /** The answer, already sent through the channel. */
  response: WebhookHttpResponse;
}

/** The host starts a run with `trigger` and `hooks`; the answer comes as `responseMode` says. */
export interface StartRun {
  action: 'start';
  trigger: TriggerData;
  responseMode: WebhookResponseMode;
  /** Hooks the run must carry: Respond to Webhook answers through `sendResponse`; streaming nodes through `sendChunk`. */
  hooks: Required<Pick<ExecutionLifecycleHooks, 'sendResponse'>> & Pick<ExecutionLifecycleHooks, 'sendChunk'>;
  /** Whether the channel has had its answer (onReceived answers before the run starts). */
  readonly answered: boolean;
  /**
   * The run stopped: answers from it when the answer is still due (lastNode, the fallback of
   * responseNode, a failed run; undefined is a run that could not run at all). Resolves false when
   * the run waits (Wait node) and the answer stays due: call again with the run that ends the wait.
   */
  answerFrom(run: IRun | undefined): Promise<boolean>;
}

export type WebhookDecision = AnswerNow | StartRun;

const errorResponse = (statusCode: number, message: string): WebhookHttpResponse => ({
  statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: { code: statusCode, message },
});

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * One call of a webhook, in n8n's response modes: the node's `webhook()` decides, and the engine
 * says what the host must do. 'onReceived' is answered as soon as the node accepted the call,
 * 'lastNode' when the run ends (from its last node's data), 'responseNode' when Respond to Webhook
 * answers (or the run ends without it). A plain JSON call is decided without a promise.
 */
export function receiveWebhook(options: ReceiveWebhookOptions): WebhookDecision | Promise<WebhookDecision> {
  const recorder = new WebhookResponseRecorder(options.channel);
  const failed = (error: unknown): AnswerNow => answerNow(recorder, errorResponse(500, `Error in the webhook node: ${messageOf(error)}`));
  let received: WebhookRunResult | Promise<WebhookRunResult>;
  try {
    received = runWebhook(options, recorder);
  } catch (error) {
    return failed(error);
  }
  return isThenable(received)
    ? Promise.resolve(received).then((result) => decide(options, recorder, result), failed)
    : decide(options, recorder, received);
}

function answerNow(recorder: WebhookResponseRecorder, response: WebhookHttpResponse): AnswerNow {
  recorder.respond(response);
  return { action: 'answer', response: recorder.result as WebhookHttpResponse };
}

function decide(options: ReceiveWebhookOptions, recorder: WebhookResponseRecorder, result: WebhookRunResult): WebhookDecision {
  const data = result.workflowData;
  if (!data) return answerNow(recorder, result.noWebhookResponse ? { statusCode: 200, headers: {}, body: null } : onReceivedResponse(result));
  if (result.responseMode === 'onReceived' && !result.noWebhookResponse) recorder.respond(onReceivedResponse(result));
  const store = options.services?.binaryDataStore;
  if (result.responseMode === 'streaming' && !result.noWebhookResponse) return streamingStart(options, recorder, result, data);
  return {
    action: 'start',
    trigger: { nodeName: options.nodeName, data, ...(result.runData ? { runData: result.runData } : {}) },
    responseMode: result.responseMode,
    hooks: { sendResponse: (response) => recorder.respond(toHttpResponse(response)) },
    get answered() {
      return recorder.finished;
    },
    async answerFrom(run) {
      if (recorder.finished) return true;
      if (!run) {
        recorder.respond(errorResponse(500, 'Error in workflow'));
        return true;
      }
      if (run.status === 'waiting') return false;
      try {
        recorder.respond(await lastNodeResponse(run, result, store));
      } catch (error) {
        recorder.respond(errorResponse(500, messageOf(error)));
      }
      return true;
    },
  };
}

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/**
 * Response mode 'streaming' (n8n's): the answer starts at once and the run's streaming nodes write
 * newline-delimited JSON chunks into it. When the run stops, a failure ends it with an error chunk;
 * a run in which no node streamed ends it with its last node's data, so the caller still gets an answer.
 */
function streamingStart(
  options: ReceiveWebhookOptions, recorder: WebhookResponseRecorder, result: WebhookRunResult, data: NonNullable<WebhookRunResult['workflowData']>,
): StartRun {
  const stream = new ChunkStream();
  recorder.respond({
    statusCode: 200, stream,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', ...result.responseHeaders },
  });
  const store = options.services?.binaryDataStore;
  return {
    action: 'start',
    trigger: { nodeName: options.nodeName, data },
    responseMode: 'streaming',
    // Respond to Webhook has nothing to answer: the answer is the stream.
    hooks: { sendResponse: () => undefined, sendChunk: (chunk) => stream.push(line(chunk)) },
    answered: true,
    async answerFrom(run) {
      if (!run || run.status === 'error' || run.status === 'crashed' || run.status === 'canceled') {
        stream.end(line({ type: 'error', content: run?.data.resultData.error?.message ?? 'Error in workflow' }));
        return true;
      }
      if (run.status === 'waiting') return false;
      if (stream.pushed) {
        stream.end();
        return true;
      }
      try {
        stream.end(line((await lastNodeResponse(run, { ...result, responseMode: 'lastNode' }, store)).body ?? null));
      } catch (error) {
        stream.end(line({ type: 'error', content: messageOf(error) }));
      }
      return true;
    },
  };
}
