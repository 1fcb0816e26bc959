import { memo, useMemo } from 'react';
import { Stack } from '@mantine/core';
import { getParameterValue } from '@weft/workflow';
import type { INodeProperties, ParameterLevelKind } from '@weft/workflow';
import { useWorkflowStore } from '../../stores/workflow/workflow-store-context';
import { ParameterField } from './ParameterField';
import { useParametersContext } from './parameters-context';
import { selectNodeParameters } from './use-parameter-state';
import { asLevelValues, rootDisplayValues, visibleParameters } from './visible-parameters';

export interface ParameterListProps {
  properties: readonly INodeProperties[];
  /** Where this level's values sit: '' for the root, `options` for a collection, `rules.values[0]` for an item. */
  levelPath: string;
  kind: ParameterLevelKind;
  /** Renders a remove button beside each field (a collection's options). */
  onRemove?: (name: string) => void;
}

const join = (path: string, name: string) => (path === '' ? name : `${path}.${name}`);

/**
 * The shown parameters of one level. It re-renders only when which parameters show changes (the names
 * are selected as one string), so typing in a field re-renders that field alone.
 */
export const ParameterList = memo(function ParameterList({ properties, levelPath, kind, onRemove }: ParameterListProps) {
  const { nodeName, nodeType, version } = useParametersContext();
  const shownKey = useWorkflowStore((state) => {
    const parameters = selectNodeParameters(state, nodeName);
    const values = levelPath === '' ? parameters : asLevelValues(getParameterValue(parameters, levelPath));
    const root = kind === 'root' ? values : rootDisplayValues(nodeType.properties, parameters, version);
    return visibleParameters(properties, { values, root, version, kind }).map((property) => properties.indexOf(property)).join(',');
  });
  const shown = useMemo(
    () => (shownKey === '' ? [] : shownKey.split(',').map((index) => properties[Number(index)] as INodeProperties)),
    [shownKey, properties],
  );
  return (
    <Stack gap="sm">
      {shown.map((property) => (
        <ParameterField key={property.name} parameter={property} path={join(levelPath, property.name)} onRemove={onRemove} />
      ))}
    </Stack>
  );
});
