/**
 * In-worker Python, part 1: what the user's code sees (n8n's Python names: `_input`, `_json`,
 * `_('Node')`, `_items`, `_item`, `_node`, `_workflow`, `_execution`, `_now`, `_today`, ...).
 * This source runs afresh for every run (a new namespace), so that classes changed by one run's
 * code are not the next run's classes. Items are plain dicts (`AttrDict`, a dict whose keys also
 * read as attributes: n8n's Python examples write `item.json.name`).
 */
export const PYTHON_API_SOURCE = String.raw`
import datetime as _datetime
import json as _json_module


class AttrDict(dict):
    __slots__ = ()

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None

    def __setattr__(self, name, value):
        self[name] = value

    def __delattr__(self, name):
        try:
            del self[name]
        except KeyError:
            raise AttributeError(name) from None


class WorkflowDataError(Exception):
    """A question about the workflow's data that the host could not answer."""


def loads(text):
    return _json_module.loads(text, object_pairs_hook=AttrDict)


def json_default(value):
    if isinstance(value, (_datetime.datetime, _datetime.date, _datetime.time)):
        return value.isoformat()
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    raise TypeError(f"{type(value).__name__} values cannot be turned into JSON")


class Host:
    """The run's link to the host: its questions, its position in the items, its static data."""

    def __init__(self, host_call, items, per_item):
        self._call = host_call
        self.items = items
        self.per_item = per_item
        self.index = 0
        self.static_data = {}

    def ask(self, op, args):
        answer = loads(self._call(op, _json_module.dumps(args, default=json_default)))
        error = answer.get('error')
        if error is not None:
            raise WorkflowDataError(error.get('message') or 'The workflow data is not available')
        return answer.get('ok')


def _whole(value, what):
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise TypeError(f"{what} must be a whole number, not {type(value).__name__}")
    return value


class NodeData:
    """_('Node name'): another node's output items."""

    __slots__ = ('_host', '_name')

    def __init__(self, host, name):
        if not isinstance(name, str) or name == '':
            raise TypeError("_() needs the name of a node, e.g. _('Edit Fields')")
        self._host = host
        self._name = name

    def _ask(self, member, args=()):
        return self._host.ask('node', [self._name, member, list(args), self._host.index])

    def all(self, branchIndex=None, runIndex=None):
        return self._ask('all', [_whole(branchIndex, 'branchIndex'), _whole(runIndex, 'runIndex')])

    def first(self, branchIndex=None, runIndex=None):
        return self._ask('first', [_whole(branchIndex, 'branchIndex'), _whole(runIndex, 'runIndex')])

    def last(self, branchIndex=None, runIndex=None):
        return self._ask('last', [_whole(branchIndex, 'branchIndex'), _whole(runIndex, 'runIndex')])

    def itemMatching(self, itemIndex):
        return self._ask('itemMatching', [_whole(itemIndex, 'itemIndex')])

    @property
    def item(self):
        return self._ask('item')

    @property
    def params(self):
        return self._ask('params')

    @property
    def isExecuted(self):
        return self._ask('isExecuted')

    def __repr__(self):
        return f"_({self._name!r})"


class Input:
    """_input: this node's input items."""

    __slots__ = ('_host',)

    def __init__(self, host):
        self._host = host

    def _other(self, member, branchIndex, runIndex):
        args = [_whole(branchIndex, 'branchIndex'), _whole(runIndex, 'runIndex')]
        return self._host.ask('input', [member, args, self._host.index])

    def all(self, branchIndex=None, runIndex=None):
        if branchIndex is None and runIndex is None:
            return list(self._host.items)
        return self._other('all', branchIndex, runIndex)

    def first(self, branchIndex=None, runIndex=None):
        if branchIndex is None and runIndex is None:
            return self._host.items[0] if self._host.items else None
        return self._other('first', branchIndex, runIndex)

    def last(self, branchIndex=None, runIndex=None):
        if branchIndex is None and runIndex is None:
            return self._host.items[-1] if self._host.items else None
        return self._other('last', branchIndex, runIndex)

    @property
    def item(self):
        if not self._host.per_item:
            raise AttributeError("_input.item is there in 'Run Once for Each Item' mode only: use _input.all() here")
        return self._host.items[self._host.index]

    @property
    def params(self):
        return self._host.ask('input', ['params', [], self._host.index])

    def __repr__(self):
        return '_input'


class LegacyNodes:
    """_node['Node name']: json, binary, parameter and runIndex of another node's item."""

    __slots__ = ('_host',)

    def __init__(self, host):
        self._host = host

    def __getitem__(self, name):
        if not isinstance(name, str):
            raise TypeError('_node[...] needs the name of a node')
        data = self._host.ask('legacyNode', [name, self._host.index])
        if data is None:
            raise KeyError(name)
        return data

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None


def _date(text):
    return _datetime.datetime.fromisoformat(text) if isinstance(text, str) else None


def build_namespace(host, settings):
    """The names the code sees; the per-item names (_json, _item, ...) are set for each item."""
    values = settings.get('globals') or {}
    names = {name: value for name, value in values.items() if isinstance(name, str) and name.isidentifier()}
    namespace = {'_' + name: value for name, value in names.items()}
    namespace['_input'] = Input(host)
    namespace['_'] = lambda name: NodeData(host, name)
    namespace['_node'] = LegacyNodes(host)
    namespace['_now'] = _date(settings.get('now'))
    namespace['_today'] = _date(settings.get('today'))
    namespace['_jmespath'] = lambda data, expression: host.ask('jmespath', [data, expression])

    def get_static_data(type='global'):
        if type not in ('global', 'node'):
            raise ValueError("_getWorkflowStaticData needs 'global' or 'node'")
        if type not in host.static_data:
            host.static_data[type] = host.ask('staticData', [type])
        return host.static_data[type]

    namespace['_getWorkflowStaticData'] = get_static_data
    if not host.per_item:
        namespace['_items'] = host.items
    return namespace


def set_item(namespace, host, index):
    host.index = index
    item = host.items[index]
    namespace['_item'] = item
    namespace['_json'] = item.get('json') if isinstance(item, dict) else None
    namespace['_binary'] = item.get('binary') if isinstance(item, dict) else None
    namespace['_itemIndex'] = index
`;
