/**
 * In-isolate JavaScript, part 4: one run of the user's code over the node's items, inside the
 * isolate (per-item modes loop here, so that a run costs one call into the isolate, not one per
 * item). Failures are answered as data ({ error }) rather than thrown, so the host receives them
 * whole. The user's code is compiled by the host as "user-code", which is how its stack frames
 * are told apart from the runtime's.
 */
export const RUN_SOURCE = String.raw`
const USER_FRAME = /user-code:(\d+):(\d+)/;

function readStack(error) {
  try {
    const stack = error.stack;
    return typeof stack === 'string' ? stack : undefined;
  } catch (readError) {
    return undefined;
  }
}

/** The stack's first line and the frames in the user's code (the runtime's own frames say nothing useful). */
function userStack(stack) {
  const lines = apply(stringSplit, stack, ['\n']);
  const kept = [lines[0]];
  for (let i = 1; i < lines.length; i++) if (apply(regexpExec, USER_FRAME, [lines[i]])) kept[kept.length] = lines[i];
  let text = '';
  for (let i = 0; i < kept.length; i++) text += (i === 0 ? '' : '\n') + kept[i];
  return text;
}

function lineOf(stack) {
  const lines = apply(stringSplit, stack, ['\n']);
  for (let i = 1; i < lines.length; i++) {
    const match = apply(regexpExec, USER_FRAME, [lines[i]]);
    if (match) return +match[1];
  }
  return undefined;
}

const HINTS = {
  runOnceForEachItem: {
    'item is not defined': "In 'Run Once for Each Item' mode the current item is $input.item (its data: $json).",
    'items is not defined': "In 'Run Once for Each Item' mode the code sees one item: $input.item (its data: $json).",
  },
  runOnceForAllItems: {
    'item is not defined': "In 'Run Once for All Items' mode the items are $input.all() (or items); loop over them.",
  },
};

/** What the host needs to know about a failure, as plain data. */
function describeError(error, mode, itemIndex) {
  if (isValidationError(error)) {
    return { kind: 'validation', message: error.message, description: error.description,
      itemIndex: error.itemIndex === undefined ? itemIndex : error.itemIndex };
  }
  const described = { kind: 'code', itemIndex: itemIndex };
  try {
    if (typeof error === 'object' && error !== null) {
      described.message = typeof error.message === 'string' && error.message !== '' ? error.message : safeText(error);
      if (typeof error.name === 'string') described.name = error.name;
      if (typeof error.description === 'string') described.description = error.description;
      const stack = readStack(error);
      if (stack !== undefined) {
        described.stack = userStack(stack);
        described.lineNumber = lineOf(stack);
      }
    } else {
      described.message = safeText(error);
    }
  } catch (readError) {
    described.message = 'The code threw an error that cannot be read';
  }
  const hints = HINTS[mode];
  if (hints && described.description === undefined && hasOwn(hints, described.message)) {
    described.description = hints[described.message];
  }
  return described;
}

/** The message of an item's failure with where it happened, as the node's error would say it ("... [line 2, for item 1]"). */
function locatedMessage(described) {
  if (described.kind !== 'code') return described.message;
  const line = described.lineNumber === undefined ? '' : 'line ' + described.lineNumber + ', ';
  return described.message + ' [' + line + 'for item ' + described.itemIndex + ']';
}

function callUser(userFunction, params, scope) {
  const args = [];
  for (let i = 0; i < params.length; i++) args[i] = scope[params[i]];
  return apply(userFunction, codeThis, args);
}

/** A promise (async code) or thenable to wait for; plain results are used as they are, without a tick. */
function isThenable(value) {
  return ((typeof value === 'object' && value !== null) || typeof value === 'function') && typeof value.then === 'function';
}

/** Refuses code that would close the function it is wrapped in (the host compiles it wrapped). */
function checkBody(paramsText, code, isAsync) {
  const params = parse(paramsText);
  try {
    const args = [];
    for (let i = 0; i < params.length; i++) args[i] = params[i];
    args[args.length] = code;
    if (isAsync) new AsyncFunction(...args);
    else new FunctionClass(...args);
    return '';
  } catch (error) {
    return safeText(error && error.message);
  }
}

async function run(userFunction, inputText) {
  const input = parse(inputText);
  const mode = input.mode;
  const params = input.params;
  runItems = input.items;
  runIsPerItem = mode === 'runOnceForEachItem' || mode === 'functionItem';
  let itemIndex;
  let output;
  try {
    if (!runIsPerItem) {
      let result = callUser(userFunction, params, scopeFor(0));
      if (isThenable(result)) result = await result;
      removeAddedGlobals();
      output = mode === 'function' ? itemsFromFunction(result) : itemsFromAllItems(result);
    } else {
      output = [];
      for (let i = 0; i < runItems.length; i++) {
        itemIndex = i;
        const scope = mode === 'functionItem' ? functionItemScope(i) : scopeFor(i);
        let item;
        try {
          let result = callUser(userFunction, params, scope);
          if (isThenable(result)) result = await result;
          removeAddedGlobals();
          item = mode === 'functionItem' ? itemFromFunctionItem(result, i, scope) : itemFromEachItem(result, i);
        } catch (error) {
          if (!input.continueOnFail) throw error;
          removeAddedGlobals();
          item = { json: { error: locatedMessage(describeError(error, mode, i)) }, pairedItem: { item: i } };
        }
        if (item !== null) output[output.length] = item;
      }
    }
  } catch (error) {
    return stringify({ error: describeError(error, mode, itemIndex) });
  }
  try {
    return stringify({ items: output, staticData: staticData });
  } catch (error) {
    return stringify({ error: { kind: 'validation', message: 'The code returned data that cannot be turned into JSON',
      description: safeText(error && error.message) + '. Return plain data: objects, lists, text, numbers, true/false and null.' } });
  }
}
`;
