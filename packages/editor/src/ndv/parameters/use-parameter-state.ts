import { findNodeByName, getParameterIssues, getParameterValue } from '@weft/workflow';
import type { INodeParameters, INodeTypeDescription, ParameterIssues } from '@weft/workflow';
import { useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import type { WorkflowStoreState } from '../../stores/workflow/workflow-store';
import { useParametersContext } from './parameters-context';

const EMPTY: INodeParameters = {};

export function selectNodeParameters(state: WorkflowStoreState, nodeName: string): INodeParameters {
  return findNodeByName(state.document.nodes, nodeName)?.parameters ?? EMPTY;
}

/** The value at one path of the open node's parameters: a field re-renders only when its own value changes. */
export function useParameterValue(path: string): unknown {
  const { nodeName } = useParametersContext();
  return useWorkflowStore((state) => getParameterValue(selectNodeParameters(state, nodeName), path));
}

// Operations keep an unchanged parameters object identical, so issues are computed once per edit.
const issuesCache = new WeakMap<INodeParameters, { nodeType: INodeTypeDescription; version: number; issues: ParameterIssues }>();

export function parameterIssuesOf(parameters: INodeParameters, nodeType: INodeTypeDescription, version: number): ParameterIssues {
  const cached = issuesCache.get(parameters);
  if (cached?.nodeType === nodeType && cached.version === version) return cached.issues;
  let issues: ParameterIssues;
  try {
    issues = getParameterIssues(nodeType.properties, parameters, version);
  } catch {
    // A description that cannot be resolved marks nothing rather than breaking the inputs.
    issues = {};
  }
  issuesCache.set(parameters, { nodeType, version, issues });
  return issues;
}

/** The issue messages of one path (by @weft/workflow's parameter issues), joined: a stable string to select. */
export function useParameterIssues(path: string): string[] {
  const { nodeName, nodeType, version } = useParametersContext();
  const joined = useWorkflowStore((state) =>
    (parameterIssuesOf(selectNodeParameters(state, nodeName), nodeType, version)[path] ?? []).join('\n'));
  return joined === '' ? [] : joined.split('\n');
}
