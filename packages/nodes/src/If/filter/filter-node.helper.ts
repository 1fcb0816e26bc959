import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { hasExpression } from '../../data-transformation/field-access.js';
import { evaluateFilter } from './evaluate-filter.js';
import type { FilterValue } from './filter.types.js';
import { FilterTypeError } from './filter.types.js';

/** The node settings a `filter` parameter is evaluated with (If v2, Filter v2, Switch v3). */
export interface NodeFilterSettings {
  /** The node's `options` collection, for node-specific options read beside the filter ones. */
  options: IDataObject;
  loose: boolean;
  caseSensitive: boolean | undefined;
}

export const LOOSE_HINT = 'Change the type of the comparison, or turn on "Convert types where required" to convert values first.';

/**
 * Returns a reader of the settings for one item. Settings without expressions are the same for
 * every item, so they are read once (100,000 items stay fast); with expressions, once per item.
 * `looseParameterSince` is the first version where "Convert types where required" is a top-level
 * parameter rather than an option.
 */
export function filterSettingsReader(context: IExecuteFunctions, looseParameterSince: number): (itemIndex: number) => NodeFilterSettings {
  const { parameters, typeVersion } = context.getNode();
  const perItem = hasExpression(parameters.options) || hasExpression(parameters.looseTypeValidation);
  let cached: NodeFilterSettings | undefined;
  let cachedIndex = -1;
  return (itemIndex) => {
    if (cached && (!perItem || cachedIndex === itemIndex)) return cached;
    const options = context.getNodeParameter('options', itemIndex, {}) as IDataObject;
    cached = {
      options,
      loose: typeVersion >= looseParameterSince
        ? context.getNodeParameter('looseTypeValidation', itemIndex, false) === true
        : options.looseTypeValidation === true,
      caseSensitive: typeof options.ignoreCase === 'boolean' ? !options.ignoreCase : undefined,
    };
    cachedIndex = itemIndex;
    return cached;
  };
}

/**
 * Evaluates one item's filter; a failure becomes the error a user sees, naming
 * the condition and the item, with the "Convert types where required" hint when that would help.
 */
export function passesFilter(
  context: IExecuteFunctions, filter: FilterValue, settings: NodeFilterSettings, itemIndex: number,
): boolean {
  try {
    return evaluateFilter(filter, { looseTypeValidation: settings.loose, caseSensitive: settings.caseSensitive });
  } catch (error) {
    throw filterError(context, error, settings.loose, itemIndex);
  }
}

/**
 * Whether each item's `conditions` pass (If v2, Filter v2). With continue-on-fail an item whose
 * filter fails is `undefined`; without, the first failure is thrown.
 */
export function conditionResults(context: IExecuteFunctions, itemCount: number, looseParameterSince: number): Array<boolean | undefined> {
  const settingsAt = filterSettingsReader(context, looseParameterSince);
  const results = new Array<boolean | undefined>(itemCount);
  for (let itemIndex = 0; itemIndex < itemCount; itemIndex++) {
    try {
      const settings = settingsAt(itemIndex);
      const filter = context.getNodeParameter('conditions', itemIndex, {}) as FilterValue;
      results[itemIndex] = passesFilter(context, filter, settings, itemIndex);
    } catch (error) {
      if (!context.continueOnFail()) throw error;
      results[itemIndex] = undefined;
    }
  }
  return results;
}

/** The message names the condition and the item, not a Switch's rule: as n8n words it. */
function filterError(context: IExecuteFunctions, error: unknown, loose: boolean, itemIndex: number): NodeOperationError {
  const typed = error instanceof FilterTypeError;
  const where = typed ? ` [condition ${error.conditionIndex}, item ${itemIndex}]` : '';
  return new NodeOperationError(context.getNode(), `${(error as Error).message}${where}`, {
    itemIndex, description: typed && !loose ? LOOSE_HINT : null,
  });
}
