import type { IDataObject, IExecuteFunctions } from '@weft/workflow';

function hasExpression(value: unknown): boolean {
  return value !== undefined && JSON.stringify(value).includes('"=');
}

/**
 * A parameter read for each item only when it holds an expression: settings written out are the same for
 * every item, and reading them once keeps 100,000 items fast.
 */
export function parameterReader<T>(context: IExecuteFunctions, name: string, fallback: T): (itemIndex: number) => T {
  const perItem = hasExpression(context.getNode().parameters[name]);
  let cached: { value: T } | undefined;
  return (itemIndex) => {
    if (perItem) return context.getNodeParameter(name, itemIndex, fallback) as T;
    cached ??= { value: context.getNodeParameter(name, itemIndex, fallback) as T };
    return cached.value;
  };
}

export type OptionsReader = (itemIndex: number) => IDataObject;

export const optionsReader = (context: IExecuteFunctions): OptionsReader => parameterReader<IDataObject>(context, 'options', {});

/** What an item that failed becomes under "continue on fail". */
export function errorItem(error: unknown, itemIndex: number) {
  return { json: { error: error instanceof Error ? error.message : String(error) }, pairedItem: { item: itemIndex } };
}
