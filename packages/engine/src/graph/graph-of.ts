import type { IWorkflowBase } from '@weft/workflow';
import { WorkflowGraph } from '@weft/workflow';
import { isSealedWorkflow } from '../context/sealed-workflow.js';

const graphs = new WeakMap<IWorkflowBase, WorkflowGraph>();

/**
 * The workflow's graph (its nodes and connections indexed both ways): made once per sealed workflow
 * (see `sealWorkflow`), so an active workflow's cached ancestor and descendant sets serve every run;
 * per run otherwise, since an unsealed workflow may change between runs.
 */
export function graphOf(workflow: IWorkflowBase): WorkflowGraph {
  if (!isSealedWorkflow(workflow)) return new WorkflowGraph(workflow.connections ?? {}, workflow.nodes ?? []);
  let graph = graphs.get(workflow);
  if (!graph) graphs.set(workflow, graph = new WorkflowGraph(workflow.connections ?? {}, workflow.nodes ?? []));
  return graph;
}
