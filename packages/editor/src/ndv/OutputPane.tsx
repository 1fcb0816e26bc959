import { useMemo, useState } from 'react';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { INode, INodeTypeDescription } from '@weft/workflow';
import { selectPinData, selectRunData } from '../stores/workflow/selectors';
import { useWorkflowStore } from '../stores/workflow/workflow-store-context';
import { branchLabels } from './branch-labels';
import { branchItems, canLinkRuns, clampRunIndex, hasBinaryData, nodeData, outputBranches } from './data/run-data-access';
import { executesOnItsOwn } from '../domain/node-endpoints';
import { isOutputStale } from '../domain/stale-output';
import { ExecuteNodeButton } from './ExecuteNodeButton';
import { ItemCount } from './ItemCount';
import { OutputPinControls } from './pin-data/OutputPinControls';
import { PinDataEditor } from './pin-data/PinDataEditor';
import { useInputRunCount } from './use-input-node';
import { useAiOutput } from './ai-log/use-ai-output';
import { ErrorView } from './views/ErrorView';
import { RunDataView } from './views/RunDataView';
import { RunSelector } from './views/RunSelector';
import classes from './NodeDetailsView.module.css';

/** Before a run: a node that executes by itself asks for that; a sub-node only runs with its root. */
function EmptyOutput({ ran, executable }: { ran: boolean; executable: boolean }) {
  const { t } = useTranslation();
  const notRun = executable ? t('ndv.output.notExecuted') : t('ndv.output.subNodeNotCalled');
  return (
    <div className={classes.emptyState} data-testid="ndv-output-empty">
      <Text fw={600} c="dimmed">{ran ? t('ndv.output.noData') : notRun}</Text>
    </div>
  );
}

/** The right pane: what the node output in the chosen run and branch, or its pinned items. */
export function OutputPane({ node, nodeType, readOnly }: { node: INode; nodeType: INodeTypeDescription | undefined; readOnly: boolean }) {
  const { t } = useTranslation();
  const runData = useWorkflowStore(selectRunData);
  const pinData = useWorkflowStore(selectPinData);
  const data = useMemo(() => nodeData(runData, pinData, node.name), [runData, pinData, node.name]);
  const executing = useWorkflowStore((state) => !readOnly && (state.run?.executingNodes.includes(node.name) ?? false));
  // Large outputs come over the live connection as counts; their items are read when the run ends.
  const pendingCounts = useWorkflowStore((state) => (readOnly ? undefined : state.run?.itemCountsWithoutData?.[node.name]));
  const editingPinData = useWorkflowStore((state) => state.pinEditor.editingNode === node.name);
  const outputRunIndex = useWorkflowStore((state) => state.ndv.outputRunIndex);
  const runsLinked = useWorkflowStore((state) => state.ndv.runsLinked);
  const chooseRun = useWorkflowStore((state) => state.chooseRun);
  const toggleRunsLinked = useWorkflowStore((state) => state.toggleRunsLinked);
  const inputRunCount = useInputRunCount(node.name, runData);
  const changedAt = useWorkflowStore((state) => state.parametersChangedAt[node.name]);
  const [branch, setBranch] = useState(0);

  const runIndex = clampRunIndex(outputRunIndex, data.runs.length);
  const run = data.runs[runIndex];
  const branches = outputBranches(data, runIndex);
  const shownBranch = Math.min(branch, Math.max(0, branches.length - 1));
  const items = branchItems(data, runIndex, shownBranch);
  const linkable = canLinkRuns(inputRunCount, data.runs.length);
  const stale = !readOnly && isOutputStale(changedAt, run?.startTime);
  const hasData = run !== undefined || data.pinned !== undefined;
  const pendingItems = run !== undefined && run.data === undefined && pendingCounts !== undefined
    ? pendingCounts.reduce((sum, count) => sum + count, 0) : undefined;
  const ai = useAiOutput(node, runData, runIndex);
  const executable = executesOnItsOwn(node, nodeType);

  return (
    <>
      <div className={classes.paneHeader}>
        <Group gap="xs">
          <Text fw={600} size="sm" tt="uppercase" c="dimmed">{t('ndv.output.title')}</Text>
          {ai.tabs}
          {hasData && !run?.error && !ai.log && (
            <ItemCount pane="output" count={pendingItems ?? items.length} branches={branchLabels(branches.length, nodeType, node)} branch={shownBranch} onBranch={setBranch} />
          )}
        </Group>
        <Group gap="xs">
          {!ai.isSubNode && <RunSelector
            pane="output" runCount={data.runs.length} runIndex={runIndex}
            onChange={(index) => chooseRun('output', index, linkable)}
            link={linkable ? { linked: runsLinked, toggle: toggleRunsLinked } : undefined}
          />}
          {!readOnly && executable && <ExecuteNodeButton node={node} nodeType={nodeType} />}
        </Group>
      </div>
      <div className={classes.paneBody}>
        {!ai.log && <OutputPinControls nodeName={node.name} readOnly={readOnly} hasBinary={hasBinaryData(items)} />}
        {stale && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={16} />} my="xs" p="xs" data-testid="ndv-output-stale">
            <Text size="xs">{t('ndv.output.stale')}</Text>
          </Alert>
        )}
        {ai.log ?? (editingPinData ? <PinDataEditor nodeName={node.name} /> : (
          <>
            {executing && <Group gap="xs" my="sm" data-testid="ndv-output-executing"><Loader size="xs" /><Text size="sm">{t('ndv.output.executing')}</Text></Group>}
            {!executing && !hasData && <EmptyOutput ran={false} executable={executable} />}
            {!executing && run?.error && <ErrorView error={run.error} node={node} />}
            {!executing && pendingItems !== undefined && (
              <div className={classes.emptyState} data-testid="ndv-output-pending"><Text c="dimmed">{t('ndv.output.pending', { count: pendingItems })}</Text></div>
            )}
            {!executing && pendingItems === undefined && hasData && !run?.error && (items.length > 0
              ? <RunDataView key={`${runIndex}:${shownBranch}`} items={items} pane="output" />
              : <EmptyOutput ran executable={executable} />)}
          </>
        ))}
      </div>
    </>
  );
}
