import type { IDataObject } from './data.js';
import type { NodeConnectionType } from './connections.js';
import type { INodeInputConfiguration } from './ai-supply.js';
import type { INodeParameters, NodeParameterValue, NodeParameterValueType } from './node.js';
import type { IN8nRequestOperations, INodePropertyRouting } from './routing.js';

export type NodePropertyType =
  | 'string' | 'number' | 'boolean' | 'options' | 'multiOptions' | 'color' | 'dateTime' | 'json'
  | 'collection' | 'fixedCollection' | 'notice' | 'hidden' | 'credentialsSelect'
  | 'resourceLocator' | 'resourceMapper' | 'filter' | 'assignmentCollection' | 'button' | 'callout'
  | 'curlImport' | 'workflowSelector' | 'credentials';

/** Show or hide a parameter depending on other parameter values (or `@version`). */
export interface IDisplayOptions {
  show?: Record<string, Array<NodeParameterValue | IDisplayCondition> | undefined>;
  hide?: Record<string, Array<NodeParameterValue | IDisplayCondition> | undefined>;
}

/** n8n's condition objects inside displayOptions, e.g. `{ _cnd: { gte: 2 } }`. */
export interface IDisplayCondition {
  _cnd: Partial<Record<'eq' | 'not' | 'gte' | 'lte' | 'gt' | 'lt' | 'between' | 'startsWith' | 'endsWith'
    | 'includes' | 'regex' | 'exists', unknown>>;
}

export interface INodePropertyTypeOptions {
  rows?: number;
  password?: boolean;
  editor?: string;
  editorLanguage?: string;
  minValue?: number;
  maxValue?: number;
  numberPrecision?: number;
  multipleValues?: boolean;
  sortable?: boolean;
  multipleValueButtonText?: string;
  loadOptionsMethod?: string;
  loadOptionsDependsOn?: string[];
  codeAutocomplete?: string;
  showAlpha?: boolean;
  [key: string]: unknown;
}

export interface INodePropertyOptions {
  name: string;
  value: string | number | boolean;
  description?: string;
  action?: string;
  /** Declarative nodes: what choosing this option adds to the request. */
  routing?: INodePropertyRouting;
}

/** A group of values inside a fixedCollection. */
export interface INodePropertyCollection {
  name: string;
  displayName: string;
  values: INodeProperties[];
}

/** One way a resource locator parameter names its resource (`list`, `id`, `url`). */
export interface INodePropertyMode {
  displayName: string;
  name: string;
  type: 'list' | 'string';
  placeholder?: string;
  typeOptions?: { searchListMethod?: string; searchable?: boolean; searchFilterRequired?: boolean };
  /** What the editor checks a typed value against (n8n's `regex` validation). */
  validation?: Array<{ type: 'regex'; properties: { regex: string; errorMessage: string } }>;
  /** How `getNodeParameter(..., { extractValue: true })` takes the id out of a value in this mode (group 1 of the regex). */
  extractValue?: { type: 'regex'; regex: string | RegExp };
  /** A link to the resource, `{{$value}}` standing for the value (list-mode entries). */
  url?: string;
}

/** One result of a resource locator's list search (n8n's `INodeListSearchItems`). */
export interface INodeListSearchItems extends INodePropertyOptions {
  icon?: string;
  url?: string;
}

/** What a `methods.listSearch` entry answers: a page of results and, when there are more, the token of the next. */
export interface INodeListSearchResult {
  results: INodeListSearchItems[];
  paginationToken?: unknown;
}

/** One parameter of a node type. */
export interface INodeProperties {
  displayName: string;
  name: string;
  type: NodePropertyType;
  default: NodeParameterValueType;
  description?: string;
  hint?: string;
  placeholder?: string;
  required?: boolean;
  noDataExpression?: boolean;
  displayOptions?: IDisplayOptions;
  typeOptions?: INodePropertyTypeOptions;
  options?: Array<INodePropertyOptions | INodeProperties | INodePropertyCollection>;
  isNodeSetting?: boolean;
  /** A resource locator's ways to name the resource (from a list, by ID, by URL). */
  modes?: INodePropertyMode[];
  /** Declarative nodes: what this parameter adds to the request. */
  routing?: INodePropertyRouting;
}

export interface INodeCredentialDescription {
  name: string;
  required?: boolean;
  displayName?: string;
  displayOptions?: IDisplayOptions;
  /** The node's `methods.credentialTest` entry that tests this credential type (a connection, not a request). */
  testedBy?: string;
}

export interface IWebhookDescription {
  name: string;
  httpMethod: string;
  path: string;
  responseMode?: string;
  responseData?: string;
  isFullPath?: boolean;
  restartWebhook?: boolean;
  [key: string]: unknown;
}

export interface INodeTypeCodex {
  categories?: string[];
  subcategories?: Record<string, string[]>;
  alias?: string[];
  resources?: IDataObject;
}

export interface ITriggerPanel {
  header?: string;
  executionsHelp?: string | { active: string; inactive: string };
  activationHint?: string | { active: string; inactive: string };
}

/** A node type's description, as n8n shapes it (what `GET /rest/node-types` lists). */
export interface INodeTypeDescription {
  name: string;
  /** n8n's: the node is also offered to AI agents as a tool, as the type `<name>Tool`. */
  usableAsTool?: boolean;
  displayName: string;
  description: string;
  group: string[];
  version: number | number[];
  defaultVersion?: number;
  defaults: { name: string; color?: string };
  /** Connection types, n8n's input objects (labels, required, how many), or an expression of the parameters. */
  inputs: Array<NodeConnectionType | INodeInputConfiguration> | string;
  outputs: Array<NodeConnectionType | INodeInputConfiguration> | string;
  inputNames?: string[];
  outputNames?: string[];
  properties: INodeProperties[];
  credentials?: INodeCredentialDescription[];
  icon?: string;
  iconUrl?: string;
  subtitle?: string;
  polling?: boolean;
  webhooks?: IWebhookDescription[];
  maxNodes?: number;
  codex?: INodeTypeCodex;
  triggerPanel?: ITriggerPanel | boolean;
  eventTriggerDescription?: string;
  documentationUrl?: string;
  hidden?: boolean;
  parameterPane?: 'wide';
  /** Declarative nodes: the request every operation starts from (base URL, headers). */
  requestDefaults?: IDataObject;
  requestOperations?: IN8nRequestOperations;
}

export type { INodeParameters };
