import type { IConnections } from './connections.js';
import type { INode, IPinData } from './node.js';
import type { IDataObject } from './data.js';

export type SaveDataExecution = 'DEFAULT' | 'all' | 'none';

export interface IWorkflowSettings {
  executionOrder?: 'v0' | 'v1';
  errorWorkflow?: string;
  timezone?: string;
  saveDataErrorExecution?: SaveDataExecution;
  saveDataSuccessExecution?: SaveDataExecution;
  saveManualExecutions?: 'DEFAULT' | boolean;
  saveExecutionProgress?: 'DEFAULT' | boolean;
  executionTimeout?: number;
  callerPolicy?: string;
  [key: string]: unknown;
}

export interface ITag {
  id: string;
  name: string;
  usageCount?: number;
  createdAt?: string;
  updatedAt?: string;
}

/** A workflow as saved: the shape n8n exports and Weft stores. */
export interface IWorkflowBase {
  id?: string;
  name: string;
  nodes: INode[];
  connections: IConnections;
  active: boolean;
  settings?: IWorkflowSettings;
  staticData?: IDataObject | null;
  pinData?: IPinData;
  tags?: string[];
  versionId?: string;
  meta?: { instanceId?: string; [key: string]: unknown };
  createdAt?: string;
  updatedAt?: string;
}

/** The placeholder id of a workflow that has not been saved yet. */
export const PLACEHOLDER_EMPTY_WORKFLOW_ID = '__EMPTY__';
export const DEFAULT_WORKFLOW_NAME = 'My workflow';
