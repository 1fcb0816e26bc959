import { useMemo } from 'react';
import { Box } from '@mantine/core';
import { displayedCredentialTypes, findNodeByName } from '@weft/workflow';
import { useWorkflowStore } from '../../../stores/workflow/workflow-store-context';
import { useParametersContext } from '../parameters-context';
import { NodeCredentialField } from './NodeCredentialField';

/**
 * The credential fields above a node's parameters: one per credential type of the node type's
 * description that its current parameters display. Types a credential-type select names (HTTP
 * Request) show under that select instead.
 */
export function NodeCredentials() {
  const { nodeName, nodeType } = useParametersContext();
  const node = useWorkflowStore((state) => findNodeByName(state.document.nodes, nodeName));
  const shown = useMemo(() => {
    if (!node || !nodeType.credentials?.length) return [];
    const bySelect = new Set(displayedCredentialTypes(undefined, node, nodeType.properties).map((entry) => entry.name));
    return displayedCredentialTypes(nodeType.credentials, node, nodeType.properties).filter((entry) => !bySelect.has(entry.name));
  }, [node, nodeType]);
  if (shown.length === 0) return null;
  return (
    <Box data-testid="node-credentials">
      {shown.map((credential) => <NodeCredentialField key={credential.name} credential={credential} labelByType={shown.length > 1} />)}
    </Box>
  );
}
