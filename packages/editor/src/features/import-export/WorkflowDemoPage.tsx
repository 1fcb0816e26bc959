import { useEffect, useMemo, useState } from 'react';
import { ReactFlowProvider } from '@xyflow/react';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNodeTypes } from '../../api/use-node-types';
import { useSettings } from '../../api/use-settings';
import { createNodeTypeLookup } from '../../domain/node-type-lookup';
import { WorkflowCanvas } from '../../canvas/WorkflowCanvas';
import { LazyNodeDetailsView } from '../workflow/LazyNodeDetailsView';
import { RunCommands } from '../run/RunCommands';
import { newWorkflowDocument } from '../../stores/workflow/document-slice';
import { createWorkflowStore } from '../../stores/workflow/workflow-store';
import { WorkflowStoreContext } from '../../stores/workflow/workflow-store-context';
import { errorMessage, readDemoMessage, readyMessage } from './demo-messages';

type DemoState = { status: 'waiting' } | { status: 'invalid' } | { status: 'open'; revision: number };

/**
 * /workflows/demo: a read-only canvas a parent page embeds. It tells the parent it is ready, then shows
 * the workflow of each `openWorkflow` message it receives.
 */
export function WorkflowDemoPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const nodeTypes = useNodeTypes();
  const lookup = useMemo(() => createNodeTypeLookup(nodeTypes.data ?? []), [nodeTypes.data]);
  const [store] = useState(() => createWorkflowStore(newWorkflowDocument(''), { readOnly: true }));
  const [state, setState] = useState<DemoState>({ status: 'waiting' });
  const version = settings.data?.versionCli;
  const ready = version !== undefined && !nodeTypes.isPending;

  useEffect(() => {
    if (!ready) return;
    const onMessage = (event: MessageEvent) => {
      const message = readDemoMessage(event.data);
      if (message.kind === 'ignored') return;
      if (message.kind === 'invalid') {
        setState({ status: 'invalid' });
        // The embedding page closes its preview on this (spec admin §8).
        if (window.parent !== window) window.parent.postMessage(errorMessage(), '*');
        return;
      }
      const { workflow } = message;
      store.getState().replaceDocument({
        ...newWorkflowDocument(workflow.name ?? ''),
        nodes: workflow.nodes,
        connections: workflow.connections,
        pinData: workflow.pinData ?? {},
      });
      setState((current) => ({ status: 'open', revision: current.status === 'open' ? current.revision + 1 : 0 }));
    };
    window.addEventListener('message', onMessage);
    if (window.parent !== window) window.parent.postMessage(readyMessage(version), '*');
    return () => window.removeEventListener('message', onMessage);
  }, [ready, version, store]);

  if (state.status === 'invalid') {
    return (
      <Center h="100%" p="xl">
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('demo.invalidTitle')} data-testid="demo-error" maw={520}>
          {t('demo.invalidMessage')}
        </Alert>
      </Center>
    );
  }
  if (state.status === 'waiting') {
    return (
      <Center h="100%" data-testid="demo-waiting">
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">{t('demo.waiting')}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <WorkflowStoreContext.Provider value={store}>
      {/* The whole frame, as a column the canvas fills (it has no page layout around it). */}
      <div style={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
        {/* A new canvas per opened workflow, so the view fits the new nodes. */}
        <ReactFlowProvider key={state.revision}>
          <WorkflowCanvas nodeTypeLookup={lookup}>
            <RunCommands />
            <LazyNodeDetailsView nodeTypeLookup={lookup} />
          </WorkflowCanvas>
        </ReactFlowProvider>
      </div>
    </WorkflowStoreContext.Provider>
  );
}

export default WorkflowDemoPage;
