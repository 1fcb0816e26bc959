import { useMemo } from 'react';
import { Button, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isPlainObject } from '@weft/workflow';
import type { INodeProperties } from '@weft/workflow';
import { addCollectionOption, addableOptions, removeCollectionOption } from '../collection-values';
import { ParameterList } from '../ParameterList';
import type { ParameterInputProps } from './input-props';
import { inputTestId } from './input-props';

const optionsOf = (parameter: INodeProperties) =>
  (parameter.options ?? []).filter((option): option is INodeProperties => 'type' in option);

/** A collection: the options a user added, each removable, and an 'Add option' menu of the others (spec §4). */
export function CollectionInput({ parameter, path, value, onChange, readOnly }: ParameterInputProps) {
  const { t } = useTranslation();
  const options = useMemo(() => optionsOf(parameter), [parameter]);
  const addable = addableOptions(options, value);
  const added = options.some((option) => isPlainObject(value) && Object.hasOwn(value, option.name));
  return (
    <Stack gap="xs" role="group" aria-label={parameter.displayName} data-testid={inputTestId(path)}>
      {added ? (
        <Paper withBorder p="xs" radius="sm">
          <ParameterList properties={options} levelPath={path} kind="collection"
            onRemove={readOnly ? undefined : (name) => onChange(removeCollectionOption(value, name))} />
        </Paper>
      ) : (
        <Text size="xs" c="dimmed">{t('parameters.collection.none')}</Text>
      )}
      {!readOnly && addable.length > 0 && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="default" size="xs" fullWidth leftSection={<IconPlus size={14} />} data-testid={`${inputTestId(path)}-add`}>
              {parameter.placeholder ?? t('parameters.collection.add')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
            {addable.map((option) => (
              <Menu.Item key={option.name} onClick={() => onChange(addCollectionOption(value, option))} data-testid="parameter-collection-option">
                {option.displayName}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Stack>
  );
}
