import { Button } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { isTriggerNodeType } from '@weft/workflow';
import type { INode, INodeTypeDescription } from '@weft/workflow';
import { runNodeButtonLabel } from '../features/run/run-node-label';
import { useRunWorkflow } from '../features/run/use-run-workflow';
import { useExecutionStore } from '../stores/execution/execution-store';

/** Runs the workflow up to this node (a trigger on its own); while a test event is awaited, stops listening. */
export function ExecuteNodeButton({ node, nodeType }: { node: INode; nodeType: INodeTypeDescription | undefined }) {
  const { runWorkflow, stopWaiting } = useRunWorkflow();
  const isTrigger = isTriggerNodeType(nodeType);
  const listening = useExecutionStore((state) => isTrigger && (state.run?.waitingForWebhook ?? false));
  const running = useExecutionStore((state) => state.isRunning());
  const label = runNodeButtonLabel(nodeType, listening);
  if (listening) {
    return (
      <Button size="xs" color="red" variant="light" leftSection={<IconPlayerStop size={14} />} onClick={() => void stopWaiting()} data-testid="ndv-execute">
        {label}
      </Button>
    );
  }
  return (
    <Button
      size="xs" leftSection={<IconPlayerPlay size={14} />} disabled={running || node.disabled === true} data-testid="ndv-execute"
      onClick={() => void runWorkflow({ destinationNode: node.name })}
    >
      {label}
    </Button>
  );
}
