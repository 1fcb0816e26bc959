import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { IconLink, IconUnlink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RunSelectorProps {
  pane: 'input' | 'output';
  runCount: number;
  runIndex: number;
  onChange: (runIndex: number) => void;
  /** Shown when both panes have the same number of runs: whether choosing a run moves the other pane too. */
  link?: { linked: boolean; toggle: () => void };
}

/** 'Run 1 of 3' for a node that ran several times, with the input/output link toggle. */
export function RunSelector({ pane, runCount, runIndex, onChange, link }: RunSelectorProps) {
  const { t } = useTranslation();
  if (runCount < 2) return null;
  const options = Array.from({ length: runCount }, (_, index) => ({
    value: String(index), label: t('ndv.runs.runOf', { run: index + 1, count: runCount }),
  }));
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        size="xs" w={130} allowDeselect={false} comboboxProps={{ zIndex: 400 }} data={options} value={String(runIndex)}
        onChange={(value) => onChange(Number(value))} data-testid={`ndv-${pane}-run-selector`}
      />
      {link && (
        <Tooltip label={link.linked ? t('ndv.runs.unlink') : t('ndv.runs.link')} zIndex={400}>
          <ActionIcon variant="subtle" color="gray" onClick={link.toggle} aria-pressed={link.linked}
            aria-label={link.linked ? t('ndv.runs.unlink') : t('ndv.runs.link')} data-testid={`ndv-${pane}-run-link`}>
            {link.linked ? <IconLink size={15} /> : <IconUnlink size={15} />}
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
