import type { IDataObject } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { ItemContext, OperationResult } from './context.js';
import { filePath } from './context.js';

/* File: create, edit (with the current sha), delete, get (as binary or the API's JSON), list a folder. */

function commitFields(c: ItemContext): IDataObject {
  const extra = c.param<IDataObject>('additionalParameters', {});
  const body: IDataObject = { message: c.param<string>('commitMessage') };
  const author = extra.author as IDataObject | undefined;
  const committer = extra.committer as IDataObject | undefined;
  if (author) body.author = author;
  if (committer) body.committer = committer;
  const branch = (extra.branch as IDataObject | undefined)?.branch;
  if (typeof branch === 'string' && branch !== '') body.branch = branch;
  return body;
}

/** The sha of the file as it is now (on the branch the commit goes to), which GitHub needs to replace or delete it. */
async function currentSha(c: ItemContext, path: string, branch: unknown): Promise<string> {
  const file = await c.request('GET', `${c.repoPath()}/contents/${filePath(path)}`, undefined, typeof branch === 'string' ? { ref: branch } : {});
  if (Array.isArray(file)) throw new NodeOperationError(c.node.getNode(), `"${path}" is a folder, not a file`, { itemIndex: c.i });
  return String(file.sha);
}

async function content(c: ItemContext): Promise<string> {
  if (!c.param<boolean>('binaryData', false)) return Buffer.from(c.param<string>('fileContent', '')).toString('base64');
  const property = c.param<string>('binaryPropertyName', 'data');
  c.node.helpers.assertBinaryData(c.i, property);
  return Buffer.from(await c.node.helpers.getBinaryDataBuffer(c.i, property)).toString('base64');
}

export async function write(c: ItemContext, operation: 'create' | 'edit'): Promise<OperationResult> {
  const path = c.param<string>('filePath');
  const body: IDataObject = { ...commitFields(c), content: await content(c) };
  if (operation === 'edit') body.sha = await currentSha(c, path, body.branch);
  return c.request('PUT', `${c.repoPath()}/contents/${filePath(path)}`, body);
}

export async function remove(c: ItemContext): Promise<OperationResult> {
  const path = c.param<string>('filePath');
  const body = commitFields(c);
  body.sha = await currentSha(c, path, body.branch);
  return c.request('DELETE', `${c.repoPath()}/contents/${filePath(path)}`, body);
}

export async function get(c: ItemContext): Promise<OperationResult> {
  const path = c.param<string>('filePath');
  const reference = c.param<IDataObject>('additionalParameters', {}).reference;
  const answer = await c.request('GET', `${c.repoPath()}/contents/${filePath(path)}`, undefined, reference ? { ref: reference } : {});
  if (!c.param<boolean>('asBinaryProperty', true)) return answer;
  if (Array.isArray(answer)) {
    throw new NodeOperationError(c.node.getNode(), `"${path}" is a folder, not a file`, { itemIndex: c.i, description: 'Use the List operation for folders, or turn off "As Binary Property".' });
  }
  let bytes: Buffer;
  if (typeof answer.content === 'string' && answer.content !== '') bytes = Buffer.from(answer.content, 'base64');
  else if (typeof answer.download_url === 'string') {
    // Files over 1 MB come without content: their bytes are at the download URL.
    bytes = Buffer.from(await c.node.helpers.httpRequest({ method: 'GET', url: answer.download_url, encoding: 'arraybuffer' }) as ArrayBuffer);
  } else bytes = Buffer.alloc(0);
  const item = c.node.getInputData()[c.i];
  const binary = await c.node.helpers.prepareBinaryData(bytes, String(answer.name ?? path.split('/').pop()));
  return { json: item?.json ?? {}, binary: { ...(item?.binary ?? {}), [c.param<string>('binaryPropertyName', 'data')]: binary } };
}

export async function list(c: ItemContext): Promise<OperationResult> {
  const answer = await c.request('GET', `${c.repoPath()}/contents/${filePath(c.param<string>('filePath', ''))}`);
  return Array.isArray(answer) ? answer : [answer];
}
