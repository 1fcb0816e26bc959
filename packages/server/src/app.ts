import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { WeftConfig } from './config.js';
import type { Db } from './db/database.js';
import { UserFacingError } from './errors.js';
import { authApi } from './api/auth.api.js';
import { executionsApi } from './api/executions.api.js';
import { nodeTypesApi } from './api/node-types.api.js';
import { nodeParameterOptionsApi } from './api/node-parameter-options.api.js';
import { optionsApi } from './api/options.api.js';
import { settingsApi } from './api/settings.api.js';
import { promptsApi } from './api/prompts.api.js';
import { workflowsApi } from './api/workflows.api.js';
import { activeApi } from './api/active.api.js';
import { tagsApi } from './api/tags.api.js';
import { communityPackagesApi } from './api/community-packages.api.js';
import { credentialsApi } from './api/credentials.api.js';
import { oauth1CredentialApi } from './api/oauth1-credential.api.js';
import { oauth2CredentialApi } from './api/oauth2-credential.api.js';
import { workflowHistoryApi } from './api/workflow-history.api.js';
import { workflowImportApi } from './api/workflow-import.api.js';
import { registerJsonBodyParser } from './api/json-body-parser.js';
import { answerClientError, answerFrameworkError, refuseMissingHost } from './api/client-errors.js';
import { webhooksApi } from './api/webhooks.api.js';
import { templatesHostApi } from './api/templates-host.api.js';
import { builtInTemplatesHost } from './services/templates/built-in-host.js';
import { userManagementApi } from './api/users.api.js';
import { pushApi } from './api/push.api.js';
import { createServices, type AppServices, type ServicesOptions } from './services/app-services.js';
import { addAuthHook } from './services/auth/auth-hook.js';
import { registerPublicApi } from './public-api/public-api.js';
import { registerDocs } from './web/docs.routes.js';
import { registerLicence } from './web/licence.routes.js';
import { registerEditor } from './web/editor.routes.js';
import { addSecurityHeaders } from './web/security-headers.js';

const WHERE: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query',
  params: 'The URL',
  headers: 'The request headers',
};

interface SchemaIssue {
  instancePath: string;
  message?: string;
}

/** One sentence naming each invalid field and what was expected there. */
function describeInvalidInput(issues: SchemaIssue[], context: string): Error {
  const whole = issues.find((issue) => issue.instancePath === '' || issue.instancePath === '/');
  if (context === 'body' && whole && /received (undefined|null)$/.test(whole.message ?? '')) {
    return new Error('The request body is missing: send a JSON object');
  }
  const details = issues.slice(0, 5).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const message = (issue.message ?? 'is not valid').replace(/^Invalid input: /, '');
    return field ? `${field}: ${message}` : message;
  });
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
  return new Error(`${WHERE[context] ?? 'The request'} is not valid. ${details.join('; ')}${more}`);
}

function errorAnswer(error: FastifyError): { code: number; message: string; hint?: string } | undefined {
  if (error instanceof UserFacingError) {
    return { code: error.statusCode, message: error.message, ...(error.hint ? { hint: error.hint } : {}) };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { code: 400, message: 'The request body is not valid JSON', hint: 'Check the JSON for a syntax error' };
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) return { code: status, message: error.message };
  return undefined;
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

// Fastify types these factories for Ajv; the zod compilers take the same route definitions.
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

export interface BuiltApp {
  app: FastifyInstance;
  services: AppServices;
}

/**
 * Node's own guards against slow clients (it answers 408 and closes): the whole request within
 * `requestTimeoutMs` (WEFT_REQUEST_TIMEOUT_MS, 5 minutes by default, room for a 64 MB webhook upload
 * on a slow line), its head within a minute (Node's default) or the request timeout if shorter.
 * Node checks them every `connectionsCheckingInterval` (30 s by default): a tenth of the request
 * timeout, so that a short one is kept to closely too.
 */
function timeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(requestTimeoutMs / 10))),
      // A request without a Host header is refused by `refuseMissingHost`, in the API's error shape.
      requireHostHeader: false,
    },
  };
}

/** The HTTP app: REST API under `{basePath}rest`, health checks, and the editor. Does not listen. */
export async function buildApp(config: WeftConfig, db: Db, options: ServicesOptions = {}): Promise<BuiltApp> {
  const webhookProcess = options.role === 'webhook';
  const app = Fastify({
    ...timeouts(config.requestTimeoutMs),
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Errors are logged by the error handler; a line per request is noise for a self-hosted app.
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For is believed only through the proxies the instance is told it sits behind: hop 0
    // is the socket's peer, each further hop an address of the header, read from its end.
    trustProxy: config.proxyHops > 0 ? (_address: string, hop: number) => hop < config.proxyHops : false,
    // Workflows with pinned data can be large.
    bodyLimit: 16 * 1024 * 1024,
    // Requests that Node or the router cannot read are answered in the API's error shape too.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    schemaErrorFormatter: describeInvalidInput,
    // Every schema is zod: giving the compilers here keeps Fastify from loading Ajv and
    // fast-json-stringify, which would cost a tenth of a second at start-up for nothing.
    schemaController: { compilersFactory: zodCompilers },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerJsonBodyParser(app);
  app.addHook('onRequest', refuseMissingHost);
  addSecurityHeaders(app, config);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error);
    if (answer) return reply.code(answer.code).send(answer);
    request.log.error({ err: error }, 'Request failed');
    return reply.code(500).send({
      code: 500,
      message: 'Something went wrong on the server',
      hint: 'The server log has the details',
    });
  });

  const services = await createServices(config, db, app.log, options);
  // Open live connections would hold the server's close until their clients went away.
  app.addHook('preClose', async () => services.push.closeAll());

  const health = async () => ({ status: 'ok' });
  app.get('/healthz', health);
  if (config.basePath !== '/') app.get(`${config.basePath}healthz`, health);

  if (webhookProcess) {
    // `weft webhook` (queue mode): production webhooks and forms, handed to the workers; nothing else.
    await webhooksApi(app, services.webhooks, config.basePath);
    await services.start();
    return { app, services };
  }

  // Set for every request by the REST scope's auth hook; other routes (webhooks, editor) are public.
  app.decorateRequest('user', null);
  const restPrefix = `${config.basePath}rest`;
  await app.register(async (rest) => {
    // Only the REST scope reads cookies (the session): webhook calls and the editor's files do not pay for parsing them.
    await rest.register(fastifyCookie);
    addAuthHook(rest, services.auth, restPrefix);
    settingsApi(rest, services);
    authApi(rest, services);
    userManagementApi(rest, services);
    workflowsApi(rest, services);
    nodeTypesApi(rest, services);
    nodeParameterOptionsApi(rest, services);
    executionsApi(rest, services);
    optionsApi(rest);
    activeApi(rest, services);
    tagsApi(rest, services);
    communityPackagesApi(rest, services);
    credentialsApi(rest, services);
    oauth1CredentialApi(rest, services);
    oauth2CredentialApi(rest, services);
    workflowHistoryApi(rest, services);
    workflowImportApi(rest);
    pushApi(rest, services.push);
    promptsApi(rest, services);
  }, { prefix: restPrefix });
  await registerPublicApi(app, services);
  await webhooksApi(app, services.webhooks, config.basePath, (cookie) => services.auth.userOfCookieHeader(cookie));
  await templatesHostApi(app, config, builtInTemplatesHost(config, services.nodeTypes));

  registerDocs(app, config);
  registerLicence(app, config);
  await registerEditor(app, config);
  await services.start();
  return { app, services };
}
