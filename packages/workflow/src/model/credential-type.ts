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
