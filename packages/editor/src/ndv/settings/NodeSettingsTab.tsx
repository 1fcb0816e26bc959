import { useRef } from 'react';
import { NumberInput, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { findNodeByName, OperationError } from '@weft/workflow';
import type { INode, WorkflowOperation } from '@weft/workflow';
import { showErrorToast } from '../../components/notify';
import { useWorkflowStore, useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';
import {
  MAX_TRIES, maxTriesOf, notesOperation, retryNumberOperation, toggleOperation, toggleValue, WAIT_BETWEEN_TRIES,
  waitBetweenTriesOf,
} from './node-settings-values';
import type { ToggleSetting } from './node-settings-values';

// In the spec's order; the retry numbers follow Retry On Fail.
const TOGGLES: ToggleSetting[] = ['alwaysOutputData', 'executeOnce', 'continueOnFail', 'retryOnFail'];

/**
 * The node details view's Settings tab (spec/editor.md §2 'Node settings tabs', §5 'Retry'). Every
 * change is a setNodeSetting operation: undoable, dirtying the workflow, saved with it. Typing in one
 * field while it has the focus is one undo step.
 */
export function NodeSettingsTab({ nodeName, readOnly }: { nodeName: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const workflow = useWorkflowStoreApi();
  const node = useWorkflowStore((state) => findNodeByName(state.document.nodes, nodeName));
  // Each focus of a field starts a new edit session: its changes merge into one undo step.
  const session = useRef(0);
  if (!node) return null;

  const apply = (op: WorkflowOperation, mergeField?: string) => {
    try {
      workflow.getState().apply(op, mergeField ? { mergeKey: `node-setting:${nodeName}:${mergeField}:${session.current}` } : {});
    } catch (error) {
      if (!(error instanceof OperationError)) throw error;
      showErrorToast({ title: t('nodeSettings.changeFailed'), error, persistent: true });
    }
  };
  const newSession = () => { session.current += 1; };
  const current = (): INode => findNodeByName(workflow.getState().document.nodes, nodeName) ?? node;

  const toggle = (setting: ToggleSetting) => (
    <Switch
      key={setting}
      label={t(`nodeSettings.${setting}`)}
      description={t(`nodeSettings.${setting}Hint`)}
      checked={toggleValue(node, setting)}
      disabled={readOnly}
      onChange={(event) => apply(toggleOperation(current(), setting, event.currentTarget.checked))}
      data-testid={`node-setting-${setting}`}
    />
  );

  return (
    <Stack gap="md" p="md" data-testid="node-settings-tab">
      <Textarea
        label={t('nodeSettings.notes')}
        description={t('nodeSettings.notesHint')}
        rows={5}
        value={node.notes ?? ''}
        disabled={readOnly}
        onFocus={newSession}
        onChange={(event) => apply(notesOperation(current(), event.currentTarget.value), 'notes')}
        data-testid="node-setting-notes"
      />
      {toggle('notesInFlow')}
      {TOGGLES.map(toggle)}
      {node.retryOnFail === true && (
        <Stack gap="sm" pl="xl" data-testid="node-settings-retry">
          <NumberInput
            label={t('nodeSettings.maxTries')}
            description={t('nodeSettings.maxTriesHint')}
            min={MAX_TRIES.min}
            max={MAX_TRIES.max}
            allowDecimal={false}
            clampBehavior="strict"
            value={maxTriesOf(node)}
            disabled={readOnly}
            onFocus={newSession}
            onChange={(value) => {
              if (typeof value === 'number') apply(retryNumberOperation(current(), 'maxTries', value), 'maxTries');
            }}
            data-testid="node-setting-maxTries"
          />
          <NumberInput
            label={t('nodeSettings.waitBetweenTries')}
            description={t('nodeSettings.waitBetweenTriesHint')}
            min={WAIT_BETWEEN_TRIES.min}
            max={WAIT_BETWEEN_TRIES.max}
            step={100}
            allowDecimal={false}
            clampBehavior="strict"
            value={waitBetweenTriesOf(node)}
            disabled={readOnly}
            onFocus={newSession}
            onChange={(value) => {
              if (typeof value === 'number') apply(retryNumberOperation(current(), 'waitBetweenTries', value), 'waitBetweenTries');
            }}
            data-testid="node-setting-waitBetweenTries"
          />
        </Stack>
      )}
      {readOnly && <Text size="xs" c="dimmed">{t('nodeSettings.readOnly')}</Text>}
    </Stack>
  );
}
