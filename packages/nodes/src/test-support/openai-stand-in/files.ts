import { fileField, invalid, missing, notFound, rateLimit, stringField } from './kit.js';
import type { StandInApi, StoredFile } from './kit.js';

/* OpenAI's Files API: multipart upload (`file`, `purpose`), list (filtered by purpose), retrieve, delete. */

const PURPOSES = ['assistants', 'batch', 'fine-tune', 'vision', 'user_data', 'evals'];

/** A stored file as the API shows it (without its bytes). */
export function fileObject(file: StoredFile) {
  const { content: _content, type: _type, ...shown } = file;
  return shown;
}

export function storedFile(files: Map<string, StoredFile>, id: unknown, param = 'file_id'): StoredFile {
  const file = typeof id === 'string' ? files.get(id) : undefined;
  if (!file) throw notFound(`No such File object: ${String(id)}`, param);
  return file;
}

export const filesApi: StandInApi = (call, state) => {
  const match = /^\/v1\/files(?:\/([^/]+))?(\/content)?$/.exec(call.path);
  if (!match) return undefined;
  const [, id, content] = match;
  if (state.takeRateLimit()) throw rateLimit('files');
  if (call.method === 'POST' && !id) {
    if (!call.form) throw invalid("Invalid Content-Type header (application/json), expected multipart/form-data. (HINT: If you're using curl, you can pass -F 'file=@<file>' to automatically set the Content-Type header to multipart/form-data.)");
    const file = fileField(call, 'file');
    if (!file) throw missing('file');
    const purpose = stringField(call, 'purpose');
    if (!purpose) throw missing('purpose');
    if (!PURPOSES.includes(purpose)) throw invalid(`'${purpose}' is not one of ${PURPOSES.map((p) => `'${p}'`).join(', ')} - 'purpose'`, 'purpose');
    const stored: StoredFile = {
      id: state.id('file-'), object: 'file', bytes: file.bytes.length, created_at: state.now(), filename: file.filename,
      purpose, status: 'processed', content: file.bytes, type: file.type,
    };
    state.files.set(stored.id, stored);
    return { json: fileObject(stored) };
  }
  if (call.method === 'GET' && !id) {
    const purpose = call.query.purpose;
    const data = [...state.files.values()].filter((file) => !purpose || file.purpose === purpose).map(fileObject);
    return { json: { object: 'list', data, has_more: false, first_id: data[0]?.id ?? null, last_id: data.at(-1)?.id ?? null } };
  }
  if (!id) return undefined;
  const file = storedFile(state.files, id, 'id');
  if (call.method === 'GET' && content) return { bytes: file.content, contentType: file.type || 'application/octet-stream' };
  if (call.method === 'GET') return { json: fileObject(file) };
  if (call.method === 'DELETE' && !content) {
    state.files.delete(file.id);
    return { json: { id: file.id, object: 'file', deleted: true } };
  }
  return undefined;
};
