import { createContext, useContext } from 'react';
import type { INodeTypeDescription } from '@weft/workflow';

export interface ParametersContextValue {
  nodeName: string;
  nodeType: INodeTypeDescription;
  version: number;
  readOnly: boolean;
  /** Shows 'This field is required' before a field is blurred (a credential dialog after a failed save). */
  revealIssues?: boolean;
}

/** What every field of one node's parameters shares; stable while the node is open, so fields do not re-render through it. */
export const ParametersContext = createContext<ParametersContextValue | null>(null);

export function useParametersContext(): ParametersContextValue {
  const context = useContext(ParametersContext);
  if (!context) throw new Error('Parameter inputs need a ParametersContext provider (NodeParameters) above them');
  return context;
}
