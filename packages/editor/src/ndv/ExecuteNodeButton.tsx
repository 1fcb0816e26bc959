import { Button } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { isTriggerNodeType } from '@weft/workflow';
import type { INode, INodeTypeDescription } from '@weft/workflow';
import { runNodeButtonLabel } from '../domain/run-node-label';
import { RUN_COMMANDS } from '../commands/run-command-ids';
import { useRunCommand } from '../commands/use-run-command';
import { useWorkflowStore } from '../stores/workflow/workflow-store-context';
import { useTriggerListening } from './use-trigger-listening';

/** Runs the workflow up to this node (a trigger on its own); while a test event is awaited, stops listening. */
export function ExecuteNodeButton({ node, nodeType }: { node: INode; nodeType: INodeTypeDescription | undefined }) {
  const run = useRunCommand();
  const isTrigger = isTriggerNodeType(nodeType);
  const { listening, stopCommand } = useTriggerListening(node.name, isTrigger);
  const running = useWorkflowStore((state) => state.isRunning());
  const label = runNodeButtonLabel(nodeType, listening, node.parameters);
  if (listening) {
    return (
      <Button size="xs" color="red" variant="light" leftSection={<IconPlayerStop size={14} />} onClick={() => run(RUN_COMMANDS[stopCommand])} data-testid="ndv-execute">
        {label}
      </Button>
    );
  }
  return (
    <Button
      size="xs" leftSection={<IconPlayerPlay size={14} />} disabled={running || node.disabled === true} data-testid="ndv-execute"
      onClick={() => run(RUN_COMMANDS.executeNode, { node: node.name })}
    >
      {label}
    </Button>
  );
}
