import type { INode, INodeProperties, INodeType } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/**
 * The id a resource locator's value stands for: in a mode with an `extractValue` regex (a URL mode) the
 * regex's first group, else the value as it is. A URL the regex does not fit is the user's mistake, named.
 */
export function extractResourceLocatorValue(
  node: INode, nodeType: INodeType, parameterName: string, locator: { mode?: unknown; value: unknown },
): unknown {
  const topName = parameterName.split('.').at(-1) ?? parameterName;
  const mode = findMode(nodeType.description.properties, topName, locator.mode);
  const extract = mode?.extractValue;
  if (!extract || typeof locator.value !== 'string') return locator.value;
  const regex = typeof extract.regex === 'string' ? new RegExp(extract.regex) : extract.regex;
  const match = regex.exec(locator.value);
  if (!match || match[1] === undefined) {
    throw new NodeOperationError(node, `The ${mode.displayName} "${locator.value}" of parameter "${parameterName}" is not in the expected form`, {
      description: `Give a value the pattern ${regex.source} fits, or pick the resource from the list.`,
    });
  }
  return match[1];
}

function findMode(properties: INodeProperties[], name: string, modeName: unknown): NonNullable<INodeProperties['modes']>[number] | undefined {
  for (const property of properties) {
    if (property.name === name && property.type === 'resourceLocator') {
      const mode = property.modes?.find((candidate) => candidate.name === modeName);
      if (mode) return mode;
    }
    const nested = (property.options ?? []).flatMap((option) => {
      if ('values' in option) return option.values;
      if ('type' in option) return [option as INodeProperties];
      return [];
    });
    if (nested.length > 0) {
      const mode = findMode(nested, name, modeName);
      if (mode) return mode;
    }
  }
  return undefined;
}
