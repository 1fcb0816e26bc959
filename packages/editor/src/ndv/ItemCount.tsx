import { SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'N items', and for a node with several outputs the branch to show (e.g. an If's true and false). */
export function ItemCount({ pane, count, branches, branch, onBranch }: {
  pane: 'input' | 'output';
  count: number;
  branches: string[];
  branch: number;
  onBranch: (index: number) => void;
}) {
  const { t } = useTranslation();
  if (branches.length > 1) {
    return (
      <SegmentedControl
        size="xs" transitionDuration={0} value={String(branch)} onChange={(value) => onBranch(Number(value))} data-testid={`ndv-${pane}-branches`}
        data={branches.map((label, index) => ({ value: String(index), label: index === branch ? t('ndv.data.branchWithCount', { branch: label, count }) : label }))}
      />
    );
  }
  return <Text size="xs" c="dimmed" data-testid={`ndv-${pane}-item-count`}>{t('ndv.data.items', { count })}</Text>;
}
