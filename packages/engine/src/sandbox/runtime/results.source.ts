/**
 * In-isolate JavaScript, part 3: what the code returned, checked and shaped as items (n8n's rules
 * for the Code, Function and Function Item nodes, in Weft's words). Checking happens inside the
 * isolate, on the values themselves, before they are turned into JSON for the host.
 */
export const RESULTS_SOURCE = String.raw`
const WeakSetClass = WeakSet;
const weakAdd = WeakSet.prototype.add;
const weakHas = WeakSet.prototype.has;
const validationErrors = new WeakSetClass();
const ITEM_KEYS = new SetClass(['json', 'binary', 'pairedItem', 'error', 'index']);

function validationError(message, description, itemIndex) {
  const error = new ErrorClass(message);
  error.description = description;
  if (itemIndex !== undefined) error.itemIndex = itemIndex;
  apply(weakAdd, validationErrors, [error]);
  return error;
}

function isValidationError(error) {
  return typeof error === 'object' && error !== null && apply(weakHas, validationErrors, [error]);
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !isArray(value);
}

function describeValue(value) {
  if (value === undefined) return 'nothing (undefined)';
  if (value === null) return 'null';
  if (isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  const type = typeof value;
  if (type === 'string') {
    const text = value.length > 40 ? apply(String.prototype.slice, value, [0, 40]) + '...' : value;
    return 'the text "' + text + '"';
  }
  if (type === 'number' || type === 'boolean' || type === 'bigint') return 'the ' + type + ' ' + safeText(value);
  if (type === 'function') return 'a function';
  return 'an object';
}

function hasItemKey(value) {
  if (!isObject(value)) return false;
  const keys = objectKeys(value);
  for (let i = 0; i < keys.length; i++) if (apply(setHas, ITEM_KEYS, [keys[i]])) return true;
  return false;
}

/** Checks one returned item (n8n's rules) and answers its item form. */
function checkItem(entry, index, strictKeys) {
  if (!isObject(entry)) {
    throw validationError("An item isn't an object",
      'Item ' + index + ' is ' + describeValue(entry) + '. Return each item as an object, e.g. { json: { id: 1 } }.', index);
  }
  if (hasOwn(entry, 'json') && entry.json !== undefined && !isObject(entry.json)) {
    throw validationError("An item's 'json' isn't an object",
      "The 'json' key of item " + index + ' holds ' + describeValue(entry.json) + '; it must hold an object, e.g. { name: "Ada" }.', index);
  }
  if (strictKeys) {
    const keys = objectKeys(entry);
    for (let i = 0; i < keys.length; i++) {
      if (apply(setHas, ITEM_KEYS, [keys[i]])) continue;
      throw validationError("Unexpected key '" + keys[i] + "' at the top of an item",
        "The fields of an item belong under its 'json' key, e.g. { json: { " + keys[i] + ': ... } }.', index);
    }
  }
  if (entry.binary !== undefined && !isObject(entry.binary)) {
    throw validationError("An item's 'binary' isn't an object",
      "The 'binary' key of item " + index + ' holds ' + describeValue(entry.binary) + '; it must hold an object of binary entries.', index);
  }
  if (!strictKeys) return { json: entry };
  const item = { json: entry.json === undefined ? {} : entry.json };
  if (entry.binary !== undefined) item.binary = entry.binary;
  if (entry.pairedItem !== undefined) item.pairedItem = entry.pairedItem;
  if (entry.error !== undefined) item.error = entry.error;
  return item;
}

/** Run Once for All Items: a list of items or plain objects (one object alone is accepted too). */
function itemsFromAllItems(result) {
  if (typeof result !== 'object' || result === null) {
    throw validationError('Code must return a list of items',
      'It returned ' + describeValue(result) + '. Return an array with one object per output item, e.g. return [{ json: { id: 1 } }].');
  }
  const list = isArray(result) ? result : [result];
  let strictKeys = false;
  for (let i = 0; i < list.length; i++) if (hasItemKey(list[i])) strictKeys = true;
  const items = [];
  for (let i = 0; i < list.length; i++) items[i] = checkItem(list[i], i, strictKeys);
  pairReturnedInputItems(list, items);
  return items;
}

/**
 * An input item returned as it came ($input.all().slice(1), a filter of items) pairs with its own position
 * in the input, as in n8n: the pairing it arrived with points into the node before.
 */
function pairReturnedInputItems(list, items) {
  if (runItems.length === 0) return;
  const positions = new MapClass();
  for (let i = 0; i < runItems.length; i++) apply(mapSet, positions, [runItems[i], i]);
  for (let i = 0; i < list.length; i++) {
    const position = apply(mapGet, positions, [list[i]]);
    if (position !== undefined) items[i].pairedItem = { item: position };
  }
}

/** Run Once for Each Item: one object per item, or null to leave the item out. */
function itemFromEachItem(result, index) {
  if (result === null) return null;
  if (typeof result !== 'object' || result === undefined) {
    throw validationError('Code must return an object for each item',
      'For item ' + index + ' it returned ' + describeValue(result) + '. Return one object (or null to leave the item out).', index);
  }
  if (isArray(result)) {
    throw validationError('Code must return one object, not a list',
      'For item ' + index + ' it returned ' + describeValue(result) + ". To output several items per input, use the mode 'Run Once for All Items'.", index);
  }
  const item = checkItem(result, index, hasItemKey(result));
  const output = { json: item.json, pairedItem: { item: index } };
  if (item.binary !== undefined) output.binary = item.binary;
  return output;
}

/** Function (legacy): a list of items, each with a 'json' object. */
function itemsFromFunction(result) {
  if (result === undefined || result === null) {
    throw validationError('Code must return a list of items',
      'It returned ' + describeValue(result) + '. Return the items, e.g. return items;');
  }
  const list = isArray(result) ? result : [result];
  const items = [];
  for (let i = 0; i < list.length; i++) {
    const entry = list[i];
    if (!isObject(entry) || entry.json === undefined) {
      throw validationError("An item has no 'json' key",
        "Item " + i + " is " + describeValue(entry) + ". Every item needs a 'json' key holding its data, e.g. { json: { id: 1 } }.", i);
    }
    items[i] = checkItem(entry, i, true);
  }
  return items;
}

/** Function Item (legacy): the item's new JSON; its binary data is what setBinaryData left. */
function itemFromFunctionItem(result, index, scope) {
  if (!isObject(result)) {
    throw validationError('Code must return an object',
      'For item ' + index + ' it returned ' + describeValue(result) + '. Return the item\'s data, e.g. return item;', index);
  }
  const output = { json: result, pairedItem: { item: index } };
  if (scope.binary !== undefined && scope.binary !== null) {
    if (!isObject(scope.binary)) {
      throw validationError("An item's 'binary' isn't an object",
        'setBinaryData was given ' + describeValue(scope.binary) + '; it needs an object of binary entries.', index);
    }
    output.binary = scope.binary;
  }
  return output;
}
`;
