import { PYTHON_API_SOURCE } from './python-api.source.js';

/**
 * In-worker Python, part 2: one run of the user's code over the node's items (the per-item loop
 * runs here, so a run is one call into Python). The code is parsed as a module and its statements
 * become the body of a function, so that a top-level `return` works and line numbers stay the
 * code's own. Failures are answered as data (JSON `{ error }`), never raised to JavaScript.
 */
export const PYTHON_RUN_SOURCE = String.raw`
import ast as _ast
import builtins as _builtins
import gc as _gc
import json as _json
import linecache as _linecache
import sys as _sys
import traceback as _traceback

_FILE = '<code>'
_ITEM_KEYS = frozenset(('json', 'binary', 'pairedItem', 'error', 'index'))
_API_CODE = compile(_API_SOURCE, '<weft-python-api>', 'exec')
_BASE_MODULES = frozenset(_sys.modules)
_REAL_PRINT = _builtins.print

_HINTS = {
    'runOnceForAllItems': {
        "name '_json' is not defined": "In 'Run Once for All Items' mode the items are _input.all(); loop over them.",
        "name '_item' is not defined": "In 'Run Once for All Items' mode the items are _input.all(); loop over them.",
    },
    'runOnceForEachItem': {
        "name '_items' is not defined": "In 'Run Once for Each Item' mode the code sees one item: _input.item (its data: _json).",
    },
}


class _Invalid(Exception):
    def __init__(self, message, description, index=None):
        super().__init__(message)
        self.description = description
        self.index = index


def _compile(code):
    tree = _ast.parse(code, _FILE, 'exec')
    wrapper = _ast.parse('def __weft_code__():\n    pass\n', _FILE, 'exec')
    wrapper.body[0].body = tree.body or [_ast.Pass()]
    _ast.fix_missing_locations(wrapper)
    _linecache.cache[_FILE] = (len(code), None, code.splitlines(True), _FILE)
    return compile(wrapper, _FILE, 'exec')


def _describe(value):
    if value is None:
        return 'None'
    if isinstance(value, bool):
        return f'the bool {value}'
    if isinstance(value, (list, tuple)):
        return 'an empty list' if len(value) == 0 else 'a list'
    if isinstance(value, str):
        return 'the text ' + repr(value if len(value) <= 40 else value[:40] + '...')
    if isinstance(value, (int, float)):
        return f'the number {value}'
    if callable(value):
        return 'a function'
    return f'a {type(value).__name__}'


def _has_item_key(value):
    return isinstance(value, dict) and not _ITEM_KEYS.isdisjoint(value.keys())


def _check_item(entry, index, strict):
    if not isinstance(entry, dict):
        raise _Invalid("An item isn't a dict",
                       f"Item {index} is {_describe(entry)}. Return each item as a dict, e.g. {{'json': {{'id': 1}}}}.", index)
    data = entry.get('json')
    if 'json' in entry and data is not None and not isinstance(data, dict):
        raise _Invalid("An item's 'json' isn't a dict",
                       f"The 'json' key of item {index} holds {_describe(data)}; it must hold a dict, e.g. {{'name': 'Ada'}}.", index)
    if not strict:
        return {'json': entry}
    for key in entry:
        if key not in _ITEM_KEYS:
            raise _Invalid(f"Unexpected key '{key}' at the top of an item",
                           f"The fields of an item belong under its 'json' key, e.g. {{'json': {{'{key}': ...}}}}.", index)
    binary = entry.get('binary')
    if binary is not None and not isinstance(binary, dict):
        raise _Invalid("An item's 'binary' isn't a dict",
                       f"The 'binary' key of item {index} holds {_describe(binary)}; it must hold a dict of binary entries.", index)
    item = {'json': {} if data is None else data}
    for key in ('binary', 'pairedItem', 'error'):
        if entry.get(key) is not None:
            item[key] = entry[key]
    return item


def _items_from_all(result):
    if isinstance(result, dict):
        entries = [result]
    elif isinstance(result, (list, tuple)):
        entries = list(result)
    else:
        raise _Invalid('Code must return a list of items',
                       f"It returned {_describe(result)}. Return a list with one dict per output item, e.g. return [{{'json': {{'id': 1}}}}].")
    strict = any(_has_item_key(entry) for entry in entries)
    return [_check_item(entry, index, strict) for index, entry in enumerate(entries)]


def _item_from_each(result, index):
    if result is None:
        return None
    if isinstance(result, (list, tuple)):
        raise _Invalid('Code must return one dict, not a list',
                       f"For item {index} it returned {_describe(result)}. To output several items per input, use the mode 'Run Once for All Items'.", index)
    if not isinstance(result, dict):
        raise _Invalid('Code must return a dict for each item',
                       f'For item {index} it returned {_describe(result)}. Return one dict (or None to leave the item out).', index)
    item = _check_item(result, index, _has_item_key(result))
    output = {'json': item['json'], 'pairedItem': {'item': index}}
    if 'binary' in item:
        output['binary'] = item['binary']
    return output


def _user_line(error):
    line = None
    trace = error.__traceback__
    while trace is not None:
        if trace.tb_frame.f_code.co_filename == _FILE:
            line = trace.tb_lineno
        trace = trace.tb_next
    return line


def _user_stack(error):
    frames = [frame for frame in _traceback.extract_tb(error.__traceback__) if frame.filename == _FILE]
    lines = ['Traceback (most recent call last):'] + _traceback.format_list(frames)
    lines += _traceback.format_exception_only(type(error), error)
    return ''.join(lines).rstrip()


def _describe_error(error, mode, index, api):
    if isinstance(error, _Invalid):
        return {'kind': 'validation', 'message': str(error), 'description': error.description,
                'itemIndex': index if error.index is None else error.index}
    name = type(error).__name__
    text = str(error)
    described = {'kind': 'code', 'name': name, 'itemIndex': index, 'lineNumber': _user_line(error)}
    described['message'] = text if isinstance(error, api['WorkflowDataError']) and text else (f'{name}: {text}' if text else name)
    hint = _HINTS.get(mode, {}).get(text)
    if hint:
        described['description'] = hint
    try:
        described['stack'] = _user_stack(error)
    except Exception:
        pass
    return described


class _ConsoleStream:
    def __init__(self, console, level):
        self._console = console
        self._level = level
        self._pending = ''

    def write(self, text):
        self._pending += str(text)
        *lines, self._pending = self._pending.split('\n')
        for line in lines:
            self._console(self._level, line)
        return len(text)

    def flush(self):
        if self._pending:
            self._console(self._level, self._pending)
            self._pending = ''

    def isatty(self):
        return False


def _printer(console):
    def print(*args, sep=' ', end='\n', file=None, flush=False):
        if file is not None and file is not _sys.stdout and file is not _sys.stderr:
            return _REAL_PRINT(*args, sep=sep, end=end, file=file, flush=flush)
        level = 'error' if file is _sys.stderr else 'log'
        console(level, (' ' if sep is None else sep).join(str(arg) for arg in args))
    return print


def _dumps(value, api):
    return _json.dumps(value, default=api['json_default'], allow_nan=False, ensure_ascii=False)


def _run(code, settings, api, host, console):
    mode = settings['mode']
    namespace = api['build_namespace'](host, settings)
    own_builtins = dict(_builtins.__dict__)
    own_builtins['print'] = _printer(console)
    namespace.update({'__name__': '__main__', '__builtins__': own_builtins})
    try:
        exec(_compile(code), namespace)
    except SyntaxError as error:
        return {'error': {'kind': 'code', 'name': type(error).__name__, 'message': f'{type(error).__name__}: {error.msg}',
                          'lineNumber': error.lineno, 'syntax': True}}
    user_code = namespace.pop('__weft_code__')
    index = None
    try:
        if not host.per_item:
            items = _items_from_all(user_code())
        else:
            items = []
            for index in range(len(host.items)):
                api['set_item'](namespace, host, index)
                try:
                    item = _item_from_each(user_code(), index)
                except BaseException as error:
                    if not settings.get('continueOnFail') or isinstance(error, MemoryError):
                        raise
                    item = {'json': {'error': _describe_error(error, mode, index, api)['message']}, 'pairedItem': {'item': index}}
                if item is not None:
                    items.append(item)
    except BaseException as error:
        return {'error': _describe_error(error, mode, index, api)}
    outcome = {'items': items}
    if host.static_data:
        outcome['staticData'] = host.static_data
    return outcome


def weft_run(code, input_text, host_call, console):
    api = {'__builtins__': _builtins, '__name__': 'weft_api'}
    exec(_API_CODE, api)
    streams = (_sys.stdout, _sys.stderr)
    _sys.stdout = _ConsoleStream(console, 'log')
    _sys.stderr = _ConsoleStream(console, 'error')
    try:
        settings = api['loads'](input_text)
        host = api['Host'](host_call, settings.get('items') or [], settings['mode'] == 'runOnceForEachItem')
        outcome = _run(code, settings, api, host, console)
        _sys.stdout.flush()
        _sys.stderr.flush()
        try:
            return _dumps(outcome, api)
        except (TypeError, ValueError) as error:
            return _dumps({'error': {'kind': 'validation', 'message': 'The code returned data that cannot be turned into JSON',
                                     'description': f'{error}. Return plain data: dicts, lists, text, numbers, True/False and None.'}}, api)
    finally:
        _sys.stdout, _sys.stderr = streams
        for name in [name for name in _sys.modules if name not in _BASE_MODULES]:
            del _sys.modules[name]
        _linecache.cache.pop(_FILE, None)
        _gc.collect()
`;

/** The worker's Python runtime: the API source, kept as text for a fresh namespace per run, and the runner. */
export const PYTHON_RUNTIME_SOURCE = `_API_SOURCE = ${JSON.stringify(PYTHON_API_SOURCE)}\n${PYTHON_RUN_SOURCE}`;

/**
 * Run once, after the runtime has loaded: Python no longer finds Pyodide's bridges to JavaScript
 * (`js`, `pyodide_js`) by importing them. The worker's JavaScript is locked down as well, so that
 * reaching them another way leads nowhere outside the worker.
 */
export const PYTHON_LOCKDOWN_SOURCE = String.raw`
import sys
for name in [name for name in sys.modules if name == 'js' or name.startswith('pyodide_js')]:
    del sys.modules[name]
`;
