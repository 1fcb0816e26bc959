import { Fragment, useMemo } from 'react';
import { ActionIcon, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fixedCollectionGroups, isPlainObject } from '@weft/workflow';
import type { INodePropertyCollection } from '@weft/workflow';
import { addGroupItem, moveGroupItem, removeGroupItem } from '../collection-values';
import { ParameterList } from '../ParameterList';
import { useParametersContext } from '../parameters-context';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

interface ItemControls {
  label: string;
  testId: string;
  onDelete?: () => void;
  onUp?: () => void;
  onDown?: () => void;
}

function ItemHeader({ label, testId, onDelete, onUp, onDown }: ItemControls) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap={4}>
      <Text size="xs" fw={600} c="dimmed">{label}</Text>
      <Group gap={2} wrap="nowrap">
        {onUp && <ActionIcon variant="subtle" size="sm" color="gray" aria-label={t('parameters.fixedCollection.moveUp')} onClick={onUp} data-testid={`${testId}-up`}><IconArrowUp size={14} /></ActionIcon>}
        {onDown && <ActionIcon variant="subtle" size="sm" color="gray" aria-label={t('parameters.fixedCollection.moveDown')} onClick={onDown} data-testid={`${testId}-down`}><IconArrowDown size={14} /></ActionIcon>}
        {onDelete && <ActionIcon variant="subtle" size="sm" color="gray" aria-label={t('parameters.fixedCollection.delete')} onClick={onDelete} data-testid={`${testId}-delete`}><IconTrash size={14} /></ActionIcon>}
      </Group>
    </Group>
  );
}

/**
 * A fixedCollection: groups of values. With multipleValues each group holds a list (items appended at
 * their defaults with the description's button text, deleted, and moved when sortable); otherwise each
 * group is added once.
 */
export function FixedCollectionInput({ parameter, path, value, onChange, readOnly }: ParameterInputProps) {
  const { t } = useTranslation();
  const { version } = useParametersContext();
  const groups = useMemo(() => fixedCollectionGroups(parameter), [parameter]);
  const multiple = parameter.typeOptions?.multipleValues === true;
  const sortable = parameter.typeOptions?.sortable === true;
  const current = isPlainObject(value) ? value : {};
  const buttonText = parameter.typeOptions?.multipleValueButtonText ?? parameter.placeholder ?? t('parameters.fixedCollection.add');
  const addable = groups.filter((group) => multiple || !Object.hasOwn(current, group.name));
  const add = (group: INodePropertyCollection) => onChange(addGroupItem(value, group, multiple, version));
  const showGroupName = groups.length > 1;

  return (
    <Stack gap="xs" role="group" aria-label={parameter.displayName} data-testid={inputTestId(path)}>
      {groups.map((group) => {
        const groupValue = current[group.name];
        if (groupValue === undefined) return null;
        const items = multiple && Array.isArray(groupValue) ? groupValue : [groupValue];
        return (
          <Fragment key={group.name}>
            {items.map((_item, index) => {
              const itemPath = multiple ? `${path}.${group.name}[${index}]` : `${path}.${group.name}`;
              const testId = `parameter-item-${itemPath}`;
              return (
                <Paper key={itemPath} withBorder p="xs" radius="sm" data-testid={testId}>
                  <ItemHeader
                    label={showGroupName ? group.displayName : ''}
                    testId={testId}
                    onDelete={readOnly ? undefined : () => onChange(removeGroupItem(value, group.name, multiple ? index : undefined))}
                    onUp={!readOnly && sortable && multiple && index > 0 ? () => onChange(moveGroupItem(value, group.name, index, -1)) : undefined}
                    onDown={!readOnly && sortable && multiple && index < items.length - 1 ? () => onChange(moveGroupItem(value, group.name, index, 1)) : undefined}
                  />
                  <ParameterList properties={group.values} levelPath={itemPath} kind="fixedCollection" />
                </Paper>
              );
            })}
          </Fragment>
        );
      })}
      {!readOnly && addable.length === 1 && (
        <Button variant="default" size="xs" fullWidth leftSection={<IconPlus size={14} />} onClick={() => add(addable[0] as INodePropertyCollection)}
          data-testid={`${inputTestId(path)}-add`}>
          {buttonText}
        </Button>
      )}
      {!readOnly && addable.length > 1 && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="default" size="xs" fullWidth leftSection={<IconPlus size={14} />} data-testid={`${inputTestId(path)}-add`}>{buttonText}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {addable.map((group) => (
              <Menu.Item key={group.name} onClick={() => add(group)} data-testid="parameter-fixed-collection-group">{group.displayName}</Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Stack>
  );
}
