import type { IDataObject } from './data.js';

export type NodeParameterValue = string | number | boolean | undefined | null;

export type NodeParameterValueType =
  | NodeParameterValue
  | INodeParameters
  | NodeParameterValue[]
  | INodeParameters[];

export interface INodeParameters {
  [key: string]: NodeParameterValueType;
}

export interface INodeCredentialsDetails {
  id: string | null;
  name: string;
}

export type INodeCredentials = Record<string, INodeCredentialsDetails>;

export type OnError = 'continueErrorOutput' | 'continueRegularOutput' | 'stopWorkflow';

/** A node as saved in a workflow. */
export interface INode {
  id: string;
  name: string;
  type: string;
  typeVersion: number;
  position: [number, number];
  parameters: INodeParameters;
  credentials?: INodeCredentials;
  disabled?: boolean;
  notes?: string;
  notesInFlow?: boolean;
  webhookId?: string;
  alwaysOutputData?: boolean;
  executeOnce?: boolean;
  continueOnFail?: boolean;
  onError?: OnError;
  retryOnFail?: boolean;
  maxTries?: number;
  waitBetweenTries?: number;
  color?: string;
  extendsCredential?: string;
}

/** Node settings that live beside `parameters` (the node details view's settings tab). */
export type NodeSettingName =
  | 'disabled' | 'notes' | 'notesInFlow' | 'alwaysOutputData' | 'executeOnce' | 'continueOnFail'
  | 'onError' | 'retryOnFail' | 'maxTries' | 'waitBetweenTries' | 'color';

export type NodeSettings = Pick<INode, NodeSettingName>;

export type IPinData = Record<string, Array<{ json: IDataObject; binary?: IDataObject }>>;
