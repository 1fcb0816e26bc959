import type { IDataObject } from './data.js';
import type { INodeProperties } from './node-type.js';
import type { IHttpRequestOptions } from './node-type-implementation.js';

/** How a credential is applied to an HTTP request, e.g. a header built from its fields. */
export interface IAuthenticateGeneric {
  type: 'generic';
  properties: {
    headers?: IDataObject;
    qs?: IDataObject;
    body?: IDataObject;
    auth?: { username: string; password: string };
  };
}

/** A credential type's own code that adds its fields to a request (n8n allows a function). */
/** What the engine lends an authenticate function: a plain HTTP request (e.g. to fetch a token first). */
export interface IAuthenticateHelpers {
  httpRequest(options: IHttpRequestOptions): Promise<unknown>;
}

export type IAuthenticateFunction = (credentials: IDataObject, requestOptions: IHttpRequestOptions, helpers?: IAuthenticateHelpers) => Promise<IHttpRequestOptions>;

export interface ICredentialTestRequest {
  request: { baseURL?: string; url: string; method?: string; [key: string]: unknown };
  rules?: IDataObject[];
}

/** A stored credential as a node's own connection test receives it (n8n's shape). */
export interface ICredentialsDecrypted {
  id: string;
  name: string;
  type: string;
  data?: IDataObject;
}

/** What a node's connection test answers (n8n's `INodeCredentialTestResult`). */
export interface INodeCredentialTestResult {
  status: 'OK' | 'Error';
  message: string;
}

/**
 * A test a node runs for a credential that no HTTP request can check (a database connection): the
 * node's `methods.credentialTest[name]`, named by `testedBy` in its credential description.
 */
export type ICredentialTestFunction = (credential: ICredentialsDecrypted) => Promise<INodeCredentialTestResult>;

export interface ICredentialType {
  name: string;
  displayName: string;
  description?: string;
  icon?: string;
  extends?: string[];
  properties: INodeProperties[];
  documentationUrl?: string;
  authenticate?: IAuthenticateGeneric | IAuthenticateFunction;
  test?: ICredentialTestRequest;
  genericAuth?: boolean;
}
