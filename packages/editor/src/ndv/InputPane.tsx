import { memo, useMemo, useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { findNodeByName } from '@weft/workflow';
import { RUN_COMMANDS } from '../commands/run-command-ids';
import { useRunCommand } from '../commands/use-run-command';
import { selectConnections, selectPinData, selectRunData } from '../stores/workflow/selectors';
import { useWorkflowStore, useWorkflowStoreApi } from '../stores/workflow/workflow-store-context';
import { createNodeTypeLookup } from '../domain/node-type-lookup';
import { useNodeTypes } from '../api/use-node-types';
import { branchLabels } from './branch-labels';
import { inputNodeOptions } from './data/parent-nodes';
import { branchItems, canLinkRuns, clampRunIndex, nodeData, outputBranches } from './data/run-data-access';
import { ItemCount } from './ItemCount';
import { useInputNode } from './use-input-node';
import { RunDataView } from './views/RunDataView';
import { MappingSourceContext } from './parameters/expression/field-drag';
import { RunSelector } from './views/RunSelector';
import { rootsOf } from './ai-log/ai-calls';
import classes from './NodeDetailsView.module.css';

function Empty({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className={classes.emptyState} data-testid="ndv-input-empty">
      <Text fw={600} c="dimmed">{title}</Text>
      {children}
    </div>
  );
}

function ExecutePreviousButton({ parentName }: { parentName: string }) {
  const { t } = useTranslation();
  const run = useRunCommand();
  const running = useWorkflowStore((state) => state.isRunning());
  return (
    <Button size="xs" variant="default" leftSection={<IconPlayerPlay size={14} />} disabled={running}
      onClick={() => run(RUN_COMMANDS.executeNode, { node: parentName })} data-testid="ndv-execute-previous">
      {t('ndv.input.executePrevious')}
    </Button>
  );
}

/**
 * The left pane: the chosen parent's output (the open node's input), by default the nearest parent's.
 * It reads the input node alone, so typing in the open node's parameters does not redraw its items.
 */
export const InputPane = memo(function InputPane({ nodeName, isTrigger, readOnly }: { nodeName: string; isTrigger: boolean; readOnly: boolean }) {
  const { t } = useTranslation();
  const connections = useWorkflowStore(selectConnections);
  const pinData = useWorkflowStore(selectPinData);
  const runData = useWorkflowStore(selectRunData);
  const nodeTypes = useNodeTypes();
  const lookup = useMemo(() => createNodeTypeLookup(nodeTypes.data ?? []), [nodeTypes.data]);
  const options = useMemo(() => inputNodeOptions(connections, nodeName), [connections, nodeName]);
  const input = useInputNode(nodeName);
  const inputNode = useWorkflowStore((state) => (input ? findNodeByName(state.document.nodes, input.name) : undefined));
  const inputRunIndex = useWorkflowStore((state) => state.ndv.inputRunIndex);
  const runsLinked = useWorkflowStore((state) => state.ndv.runsLinked);
  const { chooseInputNode, chooseRun, toggleRunsLinked } = useWorkflowStoreApi().getState();
  const [branchChoice, setBranch] = useState<{ node: string; branch: number } | null>(null);

  const data = useMemo(() => nodeData(runData, pinData, input?.name ?? ''), [runData, pinData, input?.name]);
  const outputRunCount = runData?.[nodeName]?.length ?? 0;
  const linkable = canLinkRuns(data.runs.length, outputRunCount);

  const roots = input ? [] : rootsOf(connections, nodeName);
  if (!input && roots.length > 0) {
    return <Empty title={t('ndv.input.subNode', { roots: roots.join(', ') })}><Text size="sm" c="dimmed">{t('ndv.input.subNodeHint')}</Text></Empty>;
  }
  if (!input) return <Empty title={isTrigger ? t('ndv.input.trigger') : t('ndv.input.noParents')} />;
  const runIndex = clampRunIndex(inputRunIndex, data.runs.length);
  const branches = outputBranches(data, runIndex);
  const branch = branchChoice?.node === input.name ? branchChoice.branch : input.outputIndex;
  const shownBranch = Math.min(branch, Math.max(0, branches.length - 1));
  const items = branchItems(data, runIndex, shownBranch);
  const hasData = data.runs[runIndex] !== undefined || data.pinned !== undefined;
  const nodeType = inputNode ? lookup.get(inputNode.type, inputNode.typeVersion) : undefined;

  return (
    <>
      <div className={classes.paneHeader}>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" tt="uppercase" c="dimmed">{t('ndv.input.title')}</Text>
          <Select
            size="xs" w={240} allowDeselect={false} comboboxProps={{ zIndex: 400 }} value={input.name}
            onChange={(value) => value && chooseInputNode(value)} data-testid="ndv-input-select"
            data={options.map((option) => ({ value: option.name, label: `${option.label} ${t('ndv.input.nodesBack', { count: option.depth })}` }))}
          />
        </Group>
        <Group gap="xs">
          {hasData && <ItemCount pane="input" count={items.length} branches={branchLabels(branches.length, nodeType, inputNode)} branch={shownBranch}
            onBranch={(index) => setBranch({ node: input.name, branch: index })} />}
          <RunSelector
            pane="input" runCount={data.runs.length} runIndex={runIndex}
            onChange={(index) => chooseRun('input', index, linkable)}
            link={linkable ? { linked: runsLinked, toggle: toggleRunsLinked } : undefined}
          />
        </Group>
      </div>
      <div className={classes.paneBody}>
        {!hasData && (
          <Empty title={t('ndv.input.noData')}>
            {!readOnly && <ExecutePreviousButton parentName={input.name} />}
          </Empty>
        )}
        {hasData && (items.length > 0
          ? (
            <MappingSourceContext.Provider value={{ nodeName: input.name, nearest: input.depth === 1 }}>
              <RunDataView key={`${input.name}:${runIndex}:${shownBranch}`} items={items} pane="input" />
            </MappingSourceContext.Provider>
          )
          : <Empty title={t('ndv.input.noItems')} />)}
      </div>
    </>
  );
});
