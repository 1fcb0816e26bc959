/**
 * In-isolate JavaScript, part 2: the per-item variables of n8n's Code node (`$input`, `$`, `$node`,
 * `$item`). The node's own items are in the isolate already; anything about other nodes is asked
 * of the host through `hostCall` and arrives as a fresh JSON copy.
 */
export const DATA_API_SOURCE = String.raw`
let runItems = [];
let runIsPerItem = false;

/** Arguments as given, without trailing undefined ones (JSON would turn them into null). */
function givenArgs(args) {
  let length = args.length;
  while (length > 0 && args[length - 1] === undefined) length--;
  const out = [];
  for (let i = 0; i < length; i++) out[i] = args[i];
  return out;
}

function codeError(message, description) {
  const error = new ErrorClass(message);
  error.description = description;
  return error;
}

function notInEachItemMode(method) {
  return codeError('$input.' + method + "() is not available in 'Run Once for Each Item' mode",
    "Use $input.item for the current item, or switch the node's mode to 'Run Once for All Items'.");
}

/** The node's own items, or the host's answer when other branches or runs are asked for. */
function ownOrAsk(method, args, pick) {
  const given = givenArgs(args);
  if (given.length === 0) return pick(runItems);
  return hostCall('input', [method, given, 0], true);
}

// '$input' shares its methods between items (one small object per item keeps per-item runs fast).
const allItemsInput = {
  all: function () { return ownOrAsk('all', arguments, function (list) { return list; }); },
  first: function () { return ownOrAsk('first', arguments, function (list) { return list[0]; }); },
  last: function () { return ownOrAsk('last', arguments, function (list) { return list[list.length - 1]; }); },
  get params() { return hostCall('input', ['params', [], 0], true); },
};
const eachItemInput = {
  all: function () { throw notInEachItemMode('all'); },
  first: function () { throw notInEachItemMode('first'); },
  last: function () { throw notInEachItemMode('last'); },
  get params() { return hostCall('input', ['params', [], 0], true); },
};

function makeInput(itemIndex) {
  return runIsPerItem ? { __proto__: eachItemInput, item: runItems[itemIndex] } : { __proto__: allItemsInput, item: runItems[0] };
}

/** '$(name).item' for every item of a per-item run, asked of the host once per node name. */
const pairedBatches = new MapClass();
function pairedItemOf(nodeName, itemIndex) {
  if (!runIsPerItem || runItems.length < 2) return hostCall('node', [nodeName, 'item', [], itemIndex], false);
  let batch = apply(mapGet, pairedBatches, [nodeName]);
  if (batch === undefined) {
    batch = hostCall('pairedItems', [nodeName, runItems.length], false);
    apply(mapSet, pairedBatches, [nodeName, batch]);
  }
  const entry = batch[itemIndex];
  if (!entry) return undefined;
  if (entry.error) throw bridgeError(entry.error);
  return entry.ok;
}

function makeNodeAccess(nodeName, itemIndex) {
  function ask(member, args, cacheable) {
    return hostCall('node', [nodeName, member, givenArgs(args), itemIndex], cacheable);
  }
  return {
    all: function () { return ask('all', arguments, true); },
    first: function () { return ask('first', arguments, true); },
    last: function () { return ask('last', arguments, true); },
    itemMatching: function () { return ask('itemMatching', arguments, false); },
    get item() { return pairedItemOf(nodeName, itemIndex); },
    get params() { return ask('params', [], true); },
    get isExecuted() { return ask('isExecuted', [], true); },
  };
}

function makeDollar(itemIndex) {
  return function $(nodeName) {
    if (typeof nodeName !== 'string' || nodeName === '') {
      throw new TypeErrorClass("$() needs the name of a node, e.g. $('Edit Fields')");
    }
    return makeNodeAccess(nodeName, itemIndex);
  };
}

/** Legacy '$node["Name"]': the item at the same index in that node's output, with its parameters. */
function makeLegacyNode(itemIndex) {
  return new ProxyClass({}, {
    get: function (target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      return hostCall('legacyNode', [name, itemIndex], false);
    },
  });
}

/** Legacy '$item(index)': the variables as they are for another item. */
function itemAccessor(index) {
  const item = runItems[index];
  return {
    $json: item ? item.json : undefined,
    $binary: item ? item.binary : undefined,
    $node: makeLegacyNode(index),
    $: makeDollar(index),
    $parameter: G.$parameter,
    $runIndex: G.$runIndex,
    $workflow: G.$workflow,
  };
}

function scopeFor(itemIndex) {
  const item = runItems[itemIndex];
  return {
    $input: makeInput(itemIndex),
    $json: item ? item.json : undefined,
    $binary: item ? item.binary : undefined,
    $itemIndex: itemIndex,
    items: runItems,
    $: makeDollar(itemIndex),
    $node: makeLegacyNode(itemIndex),
    $item: itemAccessor,
  };
}

/** Function Item: 'item' is the item's JSON; its binary data is read and replaced through functions. */
function functionItemScope(itemIndex) {
  const scope = scopeFor(itemIndex);
  const item = runItems[itemIndex];
  scope.item = item.json;
  scope.binary = item.binary;
  scope.getBinaryData = function () { return scope.binary; };
  scope.setBinaryData = function (data) { scope.binary = data; };
  return scope;
}
`;
