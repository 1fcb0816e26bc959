/*
 * What the server (and node tests, and the bench) use of the engine. Node code imports only types from
 * here (ESLint); the node-facing API (errors, VersionedNodeType, nodeKind, object paths) is @weft/workflow's.
 * Everything else stays internal: add a name here when a caller outside the engine needs it.
 */
export { WorkflowRunner } from './runner/workflow-runner.js';
export { ExecutionStop } from './runner/execution-stop.js';
export type { WorkflowRunnerOptions } from './runner/workflow-runner.js';
export type { ExecutionLifecycleHooks, RunOptions, IRun } from './runner/run.types.js';
export { createConsoleLogger } from './context/console-logger.js';
export { sealWorkflow } from './context/sealed-workflow.js';
export type { LogLevel } from './context/console-logger.js';
export { returnJsonArray } from './context/data-helpers.js';
export type {
  EngineServices, ExecuteSubWorkflowHook, SubWorkflowRequest, SubWorkflowRuntime,
} from './context/engine-services.js';
export type { BinaryDataStore } from './binary/binary-data-store.js';
export { BinaryDataNotFoundError } from './binary/binary-data-store.js';
export { MemoryBinaryDataStore } from './binary/memory-binary-data-store.js';
export { FileSystemBinaryDataStore } from './binary/filesystem-binary-data-store.js';
export { prepareBinaryData } from './context/binary-helpers.js';
export type { ICredentialsHelper, CredentialsUse } from './credentials/credentials-helper.js';
export { MemoryCredentialsHelper } from './credentials/credentials-helper.js';
export { LoadOptionsContext } from './context/load-options-context.js';
export { performHttpRequest, contentTypeOf } from './http/http-request.js';
export { serviceUrl } from './http/service-host-overrides.js';
export { applyCredentialAuth, resolveCredentialTemplate, withOwnFieldDefaults } from './http/credential-auth.js';
export {
  signOAuth1, oauth1AuthorizationHeader, parseOAuth1AuthorizationHeader, oauth1SignatureBaseString, oauth1Signature,
  isOAuth1SignatureMethod,
} from './http/oauth1-signature.js';
export type { OAuth1Keys, OAuth1SignatureMethod } from './http/oauth1-signature.js';
export { OAuth2TokenError, exchangeOAuth2Code, fetchOAuth2ClientCredentialsToken } from './http/oauth2-token.js';
export type { TokenRequestSender } from './http/oauth2-token.js';
export { isOAuth2Credential } from './http/oauth2-request.js';
export type { TriggerData, ResumeOptions } from './runner/run.types.js';
export { activateTriggers } from './triggers/activate-triggers.js';
export { triggerAnswers } from './triggers/trigger-answers.js';
export type { TriggerAnswers } from './triggers/trigger-answers.js';
export { createServiceWebhooks, deleteServiceWebhooks } from './triggers/service-webhooks.js';
export type { ServiceWebhookOptions } from './triggers/service-webhooks.js';
export { nextFireTimes } from './triggers/cron-scheduler.js';
export type { Clock, TriggerEvent, ActiveTriggers } from './triggers/trigger.types.js';
export { getWebhookDescriptions, getWaitingWebhook } from './triggers/webhook-descriptions.js';
export type { WebhookRequestObject } from './triggers/webhook-context.js';
export { WebhookResponseRecorder } from './triggers/webhook-response.js';
export { runWebhook } from './triggers/run-webhook.js';
export { receiveWebhook } from './triggers/receive-webhook.js';
export type { AnswerNow, ReceiveWebhookOptions, StartRun, WebhookDecision } from './triggers/receive-webhook.js';
export type {
  WebhookRequest, WebhookHttpResponse, ResponseChannel, WebhookDescription,
} from './triggers/webhook.types.js';
export { ExecutionSandbox, defaultModuleSearchFolders, shutdownPythonSandbox } from './sandbox/index.js';
export type {
  SandboxLimits, CodeRunMode, CodeRunRequest, CodeRunResult, SandboxDataBridge, PythonRunRequest, PythonRunMode, CodeModuleSettings,
} from './sandbox/index.js';
