import type { IDataObject } from './data.js';
import type { INodeProperties } from './node-type.js';

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
  authenticate?: IAuthenticateGeneric;
  test?: ICredentialTestRequest;
  genericAuth?: boolean;
}
