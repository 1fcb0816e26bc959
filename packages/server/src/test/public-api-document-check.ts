import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import type { OpenApiDocument, OpenApiOperation, OpenApiResponse } from '@weft/contracts';
import { publicApiDocument } from '../public-api/openapi.routes.js';
import { PUBLIC_API_PREFIX } from '../public-api/public-api.js';

// ajv-formats is CommonJS: under NodeNext its default import is the module object.
const addFormats = addFormatsPlugin as unknown as typeof addFormatsPlugin.default;

const DOCUMENT_ID = 'https://weft.invalid/public-api/openapi.json';

interface DocumentedOperation {
  method: string;
  path: string;
  pattern: RegExp;
  operation: OpenApiOperation;
}

interface Checker {
  document: OpenApiDocument;
  operations: DocumentedOperation[];
  validator(pointer: string): ValidateFunction;
}

let checker: Checker | undefined;

/**
 * The document the server serves, and Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) holding it
 * whole, so a response schema's `$ref` to `#/components/schemas/...` resolves as in the document.
 */
function loadChecker(): Checker {
  const document = publicApiDocument({ basePath: '/' }, PUBLIC_API_PREFIX);
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  // The document's own fields are not schema keywords: Ajv compiles only the schemas found below them.
  for (const field of ['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components']) ajv.addKeyword(field);
  ajv.addSchema({ $id: DOCUMENT_ID, ...document });
  const validators = new Map<string, ValidateFunction>();
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method, path, operation,
      pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    })))
    // A literal segment wins over a parameter (`/users/me` before `/users/{id}`).
    .sort((a, b) => parameterCount(a.path) - parameterCount(b.path));
  return {
    document,
    operations,
    validator(pointer) {
      let validate = validators.get(pointer);
      if (!validate) {
        validate = ajv.getSchema(`${DOCUMENT_ID}#${pointer}`);
        if (!validate) throw new Error(`The public API document has no schema at ${pointer}`);
        validators.set(pointer, validate);
      }
      return validate;
    },
  };
}

const parameterCount = (path: string) => path.split('{').length;

/** A JSON pointer's segment: `~` and `/` escaped, then URI-encoded (it sits in a URI fragment). */
const segment = (key: string) => encodeURIComponent(key.replace(/~/g, '~0').replace(/\//g, '~1'));

function resolveResponse(document: OpenApiDocument, ref: string): { response: OpenApiResponse; pointer: string } {
  const name = /^#\/components\/responses\/(.+)$/.exec(ref)?.[1];
  const response = name === undefined ? undefined : document.components.responses[name];
  if (name === undefined || !response) throw new Error(`The public API document refers to a missing response ${ref}`);
  return { response, pointer: `/components/responses/${segment(name)}` };
}

/**
 * Checks one answer of the public API against the generated OpenAPI document: the operation must be
 * documented, its status must be one the operation documents, a required header of that response must
 * be there, and the body must validate against the response's schema (no body when it has none).
 * Throws, naming what differs, so the test that received the answer fails.
 */
export function checkAnswerAgainstDocument(
  method: string, path: string, status: number, body: unknown, headers: Record<string, unknown> = {},
): void {
  checker ??= loadChecker();
  const { document, operations } = checker;
  const pathname = path.split('?', 1)[0] ?? '';
  const lowerMethod = method.toLowerCase();
  const found = operations.find((candidate) => candidate.method === lowerMethod && candidate.pattern.test(pathname));
  if (!found) throw new Error(`The public API document has no operation ${method} ${pathname}`);
  const { operation } = found;
  const documented = operation.responses[String(status)];
  const answer = `${method} ${path} answered ${status} ${JSON.stringify(body)}`;
  if (!documented) {
    throw new Error(`${answer}, but ${operation.operationId} documents only ${Object.keys(operation.responses).join(', ')}`);
  }
  const { response, pointer } = '$ref' in documented
    ? resolveResponse(document, documented.$ref)
    : { response: documented, pointer: `/paths/${segment(found.path)}/${lowerMethod}/responses/${status}` };
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    if (header.required && headers[name.toLowerCase()] === undefined) throw new Error(`${answer} without the documented ${name} header`);
  }
  if (!response.content) {
    if (body !== undefined) throw new Error(`${answer}, but the document says that answer has no body`);
    return;
  }
  const validate = checker.validator(`${pointer}/content/${segment('application/json')}/schema`);
  if (!validate(body)) {
    throw new Error(`${answer}, which the document's schema of ${operation.operationId} ${status} refuses: ${JSON.stringify(validate.errors)}`);
  }
}
