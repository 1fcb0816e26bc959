import { parse as parseShell } from 'shell-quote';

/** A curl command read into what it would send (curl's own rules, before any mapping to a node). */
export interface CurlRequest {
  method: string | undefined;
  url: string;
  headers: Array<{ name: string; value: string }>;
  /** `-d` and friends, in order; `urlencode` parts are already encoded as curl sends them. */
  data: string[];
  /** `--json` was given (curl adds JSON content type and accept headers). */
  json: boolean;
  /** `-F`: `file` fields name a file to upload (`@path`). */
  form: Array<{ name: string; value: string; file: boolean }>;
  /** `-G`: the data goes into the query string. */
  get: boolean;
  head: boolean;
  user: string | undefined;
  insecure: boolean;
  proxy: string | undefined;
  /** `-m` / `--max-time`, in seconds. */
  maxTime: number | undefined;
  /** What was given but cannot be taken over (a file to read, an option Weft ignores). */
  notes: string[];
}

export class CurlParseError extends Error {}

/** Options that take a value, by every name curl accepts for them (short names without the dash). */
const WITH_VALUE: Record<string, string> = {
  X: 'request', request: 'request', H: 'header', header: 'header', d: 'data', data: 'data', 'data-ascii': 'data',
  'data-binary': 'data', 'data-raw': 'raw', 'data-urlencode': 'urlencode', json: 'json', F: 'form', form: 'form',
  'form-string': 'form-string', u: 'user', user: 'user', url: 'url', A: 'user-agent', 'user-agent': 'user-agent',
  e: 'referer', referer: 'referer', b: 'cookie', cookie: 'cookie', x: 'proxy', proxy: 'proxy', m: 'max-time',
  'max-time': 'max-time',
  // Taken and ignored: they change where curl writes or how it connects, not the request.
  o: 'ignored', output: 'ignored', w: 'ignored', 'write-out': 'ignored', c: 'ignored', 'cookie-jar': 'ignored',
  'connect-timeout': 'ignored', retry: 'ignored', 'retry-delay': 'ignored', 'retry-max-time': 'ignored',
  cacert: 'ignored', capath: 'ignored', E: 'ignored', cert: 'ignored', key: 'ignored', r: 'ignored', range: 'ignored',
  resolve: 'ignored', 'limit-rate': 'ignored', 'max-redirs': 'ignored', T: 'ignored', 'upload-file': 'ignored',
  'proxy-user': 'ignored', U: 'ignored', 'oauth2-bearer': 'oauth2-bearer', K: 'ignored', config: 'ignored',
};
const FLAGS: Record<string, string> = {
  G: 'get', get: 'get', I: 'head', head: 'head', k: 'insecure', insecure: 'insecure',
};

/** Bash joins a line ending in a backslash with the next; Windows' cmd does so with a caret. */
function joinContinuations(command: string): string {
  return command.replace(/\\\r?\n/g, ' ').replace(/\^\r?\n/g, ' ');
}

function words(command: string): string[] {
  let tokens: ReturnType<typeof parseShell>;
  try {
    // Variables are kept as written: the command may come from a document that names them.
    tokens = parseShell(joinContinuations(command.trim()), (name) => `$${name}`);
  } catch (error) {
    throw new CurlParseError(`The command cannot be read as a shell command: ${(error as Error).message}`);
  }
  const result: string[] = [];
  for (const token of tokens) {
    if (typeof token === 'string') result.push(token);
    else if ('pattern' in token) result.push(token.pattern);
    else if ('comment' in token) break;
    // A pipe, a redirect or a second command after the curl call is not part of the request.
    else break;
  }
  return result;
}

function urlencodePart(value: string, notes: string[]): string {
  // curl's --data-urlencode forms: 'content', '=content', 'name=content', '@file', 'name@file'.
  const at = value.match(/^([^=@]*)@(.*)$/);
  if (at) {
    notes.push(`--data-urlencode ${value}: the file is not read; fill its content in yourself`);
    return at[1] ? `${at[1]}=` : '';
  }
  const equals = value.indexOf('=');
  if (equals < 0) return encodeURIComponent(value);
  const name = value.slice(0, equals);
  const content = encodeURIComponent(value.slice(equals + 1));
  return name ? `${name}=${content}` : content;
}

/** Reads a curl command as curl would; throws CurlParseError with what is wrong. */
export function parseCurl(command: string): CurlRequest {
  const args = words(command);
  const program = args.shift();
  if (!program || !/(^|[\\/])curl(\.exe)?$/i.test(program)) {
    throw new CurlParseError('This is not a curl command: it must start with "curl".');
  }
  const request: CurlRequest = {
    method: undefined, url: '', headers: [], data: [], json: false, form: [], get: false, head: false,
    user: undefined, insecure: false, proxy: undefined, maxTime: undefined, notes: [],
  };
  const take = (option: string, value: string) => {
    switch (option) {
      case 'request': request.method = value.toUpperCase(); break;
      case 'header': {
        const colon = value.indexOf(':');
        if (colon <= 0) {
          if (!value.endsWith(';')) request.notes.push(`Header "${value}" has no "name: value" form and was left out`);
          break;
        }
        request.headers.push({ name: value.slice(0, colon).trim(), value: value.slice(colon + 1).trim() });
        break;
      }
      case 'data':
        if (value.startsWith('@')) request.notes.push(`${value}: curl would read this file; paste its content into the body`);
        request.data.push(value);
        break;
      case 'raw': request.data.push(value); break;
      case 'urlencode': request.data.push(urlencodePart(value, request.notes)); break;
      case 'json': request.json = true; request.data.push(value); break;
      case 'form':
      case 'form-string': {
        const equals = value.indexOf('=');
        if (equals <= 0) throw new CurlParseError(`-F "${value}" is not of the form name=value.`);
        const content = value.slice(equals + 1);
        const file = option === 'form' && content.startsWith('@');
        if (option === 'form' && content.startsWith('<')) request.notes.push(`-F ${value}: the file is not read; fill the field in yourself`);
        request.form.push({ name: value.slice(0, equals), value: file ? content.slice(1).replace(/;type=.*$/, '') : content, file });
        break;
      }
      case 'user': request.user = value; break;
      case 'url': request.url = value; break;
      case 'user-agent': request.headers.push({ name: 'User-Agent', value }); break;
      case 'referer': request.headers.push({ name: 'Referer', value }); break;
      case 'cookie':
        if (value.includes('=')) request.headers.push({ name: 'Cookie', value });
        else request.notes.push(`-b ${value}: cookies from a file are not read`);
        break;
      case 'oauth2-bearer': request.headers.push({ name: 'Authorization', value: `Bearer ${value}` }); break;
      case 'proxy': request.proxy = value; break;
      case 'max-time': {
        const seconds = Number(value);
        if (Number.isFinite(seconds) && seconds > 0) request.maxTime = seconds;
        break;
      }
      default: break;
    }
  };
  const flag = (name: string) => {
    const option = FLAGS[name];
    if (option === 'get') request.get = true;
    else if (option === 'head') request.head = true;
    else if (option === 'insecure') request.insecure = true;
  };
  const valueAfter = (index: number, shown: string): string => {
    const value = args[index];
    if (value === undefined) throw new CurlParseError(`${shown} needs a value.`);
    return value;
  };

  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (arg.startsWith('--') && arg.length > 2) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      const option = WITH_VALUE[name];
      if (option) {
        // curl takes `--name value`; a few users write `--name=value`, which curl refuses but is clear.
        take(option, inline ?? valueAfter(++index, arg));
      } else if (FLAGS[name]) {
        flag(name);
      }
      continue;
    }
    if (arg.startsWith('-') && arg.length > 1) {
      // Short options can be grouped (-sSL) and a value can follow its letter directly (-XPOST).
      for (let at = 1; at < arg.length; at += 1) {
        const letter = arg[at] as string;
        const option = WITH_VALUE[letter];
        if (option) {
          const rest = arg.slice(at + 1);
          take(option, rest || valueAfter(++index, `-${letter}`));
          break;
        }
        flag(letter);
      }
      continue;
    }
    if (!request.url) request.url = arg;
    else request.notes.push(`Only the first URL is imported (${arg} is not)`);
  }
  if (!request.url) throw new CurlParseError('The command has no URL.');
  return request;
}
