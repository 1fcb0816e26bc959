import { useMemo } from 'react';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONNECTION_HINT_CLASS, findNodeByName, hasOutgoingConnection } from '@weft/workflow';
import type { INodeTypeDescription } from '@weft/workflow';
import { useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import { NodeCredentials } from './credentials/NodeCredentials';
import { ExpressionRunHint } from './expression/ExpressionRunHint';
import { ParameterList } from './ParameterList';
import { ParametersContext } from './parameters-context';
import type { ParametersContextValue } from './parameters-context';

export interface NodeParametersProps {
  nodeName: string;
  nodeType: INodeTypeDescription;
  readOnly: boolean;
}

/**
 * The Parameters tab: the node type's parameters for the node's type version, shown and hidden live by
 * their displayOptions. Every change is a setParameter operation through the workflow store.
 */
export function NodeParameters({ nodeName, nodeType, readOnly }: NodeParametersProps) {
  const { t } = useTranslation();
  const version = useWorkflowStore((state) => findNodeByName(state.document.nodes, nodeName)?.typeVersion);
  // A sub-node's "must be connected" notice has said its piece once the node is connected.
  const connected = useWorkflowStore((state) => hasOutgoingConnection(state.document.connections, nodeName));
  const properties = useMemo(
    () => (connected ? nodeType.properties.filter((property) => property.typeOptions?.containerClass !== CONNECTION_HINT_CLASS) : nodeType.properties),
    [connected, nodeType.properties],
  );
  const context = useMemo<ParametersContextValue | null>(
    () => (version === undefined ? null : { nodeName, nodeType, version, readOnly }),
    [nodeName, nodeType, version, readOnly],
  );
  if (!context) return null;
  if (properties.length === 0 && !nodeType.credentials?.length) {
    return <Text size="sm" c="dimmed" p="sm" data-testid="ndv-no-parameters">{t('parameters.none')}</Text>;
  }
  return (
    <ParametersContext.Provider value={context}>
      <Box p="xs" data-testid="ndv-parameters">
        <ExpressionRunHint nodeName={nodeName} />
        <NodeCredentials />
        <ParameterList properties={properties} levelPath="" kind="root" />
      </Box>
    </ParametersContext.Provider>
  );
}
