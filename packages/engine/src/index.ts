export { WorkflowRunner } from './runner/workflow-runner.js';
export { ExecutionStop, abortSignalOf } from './runner/execution-stop.js';
export type { WorkflowRunnerOptions } from './runner/workflow-runner.js';
export type {
  ExecutionLifecycleHooks, RunOptions, IRun, ExecutionState, EngineRunExecutionData,
} from './runner/run.types.js';
export type { ExecutionOrder } from './runner/execution-scheduler.js';
export { createConsoleLogger } from './context/console-logger.js';
export { createCustomData } from './context/custom-data.js';
export { sealWorkflow, isSealedWorkflow } from './context/sealed-workflow.js';
export type { LogLevel } from './context/console-logger.js';
export {
  returnJsonArray, constructExecutionMetaData, normalizeItems, copyInputItems,
} from './context/data-helpers.js';
export type {
  EngineServices, ExecuteSubWorkflowHook, SubWorkflowRequest, SubWorkflowRuntime,
} from './context/engine-services.js';
export { SUB_WORKFLOW_START_TYPES } from './context/sub-workflow.js';
export type { BinaryDataStore, BinaryMetadata } from './binary/binary-data-store.js';
export { BinaryDataNotFoundError } from './binary/binary-data-store.js';
export { MemoryBinaryDataStore } from './binary/memory-binary-data-store.js';
export { FileSystemBinaryDataStore } from './binary/filesystem-binary-data-store.js';
export {
  mimeTypeFromExtension, extensionFromMimeType, sniffMimeType, fileTypeFromMimeType, formatFileSize,
} from './binary/mime-types.js';
export { createBinaryHelpers, prepareBinaryData, readBinaryData } from './context/binary-helpers.js';
export type { BinaryHelperDeps } from './context/binary-helpers.js';
export { createFileSystemHelpers } from './context/file-system-helpers.js';
export type { FileSystemHelperDeps } from './context/file-system-helpers.js';
export type { ICredentialsHelper, CredentialsUse } from './credentials/credentials-helper.js';
export { MemoryCredentialsHelper } from './credentials/credentials-helper.js';
export { getNodeCredentials } from './context/node-credentials.js';
export type { NodeCredentialsRequest } from './context/node-credentials.js';
export { LoadOptionsContext } from './context/load-options-context.js';
export type { LoadOptionsContextOptions } from './context/load-options-context.js';
export { createRequestHelpers, toRequestError, credentialLineage } from './context/request-helpers.js';
export type { RequestHelperDeps } from './context/request-helpers.js';
export { performHttpRequest, HttpStatusError, HttpTransportError, contentTypeOf } from './http/http-request.js';
export { applyCredentialAuth, resolveCredentialTemplate, CredentialAuthError } from './http/credential-auth.js';
export {
  signOAuth1, oauth1AuthorizationHeader, parseOAuth1AuthorizationHeader, oauth1SignatureBaseString, oauth1Signature,
  oauthPercentEncode, isOAuth1SignatureMethod,
} from './http/oauth1-signature.js';
export type { OAuth1Keys, OAuth1Request, OAuth1SignatureMethod } from './http/oauth1-signature.js';
export {
  OAuth2TokenError, requestOAuth2Token, exchangeOAuth2Code, fetchOAuth2ClientCredentialsToken, refreshOAuth2Token,
} from './http/oauth2-token.js';
export type { TokenRequestSender } from './http/oauth2-token.js';
export { sendWithOAuth2, isOAuth2Credential } from './http/oauth2-request.js';
export { stringifyQuery } from './http/query-string.js';
export { toFormData } from './http/request-body.js';
export type { TriggerData, ResumeOptions } from './runner/run.types.js';
export { activateTriggers, triggerAndPollNodes } from './triggers/activate-triggers.js';
export { TriggerContext } from './triggers/trigger-context.js';
export { PollContext } from './triggers/poll-context.js';
export { pollTimesToCron } from './triggers/poll-times.js';
export { runTriggerManually } from './triggers/manual-trigger.js';
export {
  CronScheduler, ManualClock, systemClock, nextFireTimes, validateCronExpression, CronRuleError,
} from './triggers/cron-scheduler.js';
export type {
  Clock, NodeContextEnvironment, TriggerEvent, ActivateTriggersOptions, ActiveTriggers,
} from './triggers/trigger.types.js';
export { getWebhookDescriptions, getWaitingWebhook, webhookPath, resolveWebhookField } from './triggers/webhook-descriptions.js';
export { WebhookContext } from './triggers/webhook-context.js';
export type { WebhookRequestObject } from './triggers/webhook-context.js';
export { WebhookResponseRecorder } from './triggers/webhook-response.js';
export { runWebhook } from './triggers/run-webhook.js';
export { receiveWebhook } from './triggers/receive-webhook.js';
export type { AnswerNow, ReceiveWebhookOptions, StartRun, WebhookDecision } from './triggers/receive-webhook.js';
export { lastNodeResponse, onReceivedResponse, toHttpResponse } from './triggers/webhook-answers.js';
export { webhookResponseSettings } from './triggers/webhook-settings.js';
export { workflowTimezone, workflowStaticData } from './triggers/node-context-base.js';
export type {
  WebhookRequest, WebhookHttpResponse, ResponseChannel, WebhookResponseMode, WebhookDescription, RunWebhookOptions, WebhookRunResult,
} from './triggers/webhook.types.js';
export {
  ExecutionSandbox, resolveSandboxLimits, formatSeconds, DEFAULT_SANDBOX_LIMITS, CODE_RUN_MODES,
  PythonSandbox, sharedPythonSandbox, shutdownPythonSandbox,
} from './sandbox/index.js';
export type {
  SandboxLimits, CodeRunMode, CodeRunRequest, CodeRunResult, SandboxDataBridge, NodeAccessMember, InputAccessMember,
  ConsoleLevel, PythonRunRequest, PythonRunMode,
} from './sandbox/index.js';
