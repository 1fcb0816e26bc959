import type { ICredentialsDecrypted, IDataObject, IExecuteFunctions, INodeCredentialTestResult, INodeExecutionData, INodeType } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { posix } from 'node:path';
import { ftpDescription } from './ftp.description.js';
import { openFtp } from './ftp-files.js';
import type { FtpCredentials } from './ftp-files.js';
import { listEntries } from './remote-files.js';
import type { DownloadOptions, RemoteFiles } from './remote-files.js';
import { openSftp } from './sftp-files.js';
import type { SftpCredentials } from './sftp-files.js';

type Protocol = 'ftp' | 'sftp';

async function open(protocol: Protocol, credentials: IDataObject): Promise<RemoteFiles> {
  return protocol === 'sftp' ? openSftp(credentials as unknown as SftpCredentials) : openFtp(credentials as unknown as FtpCredentials);
}

async function connectionTest(protocol: Protocol, credential: ICredentialsDecrypted): Promise<INodeCredentialTestResult> {
  try {
    const files = await open(protocol, credential.data ?? {});
    await files.close();
    return { status: 'OK', message: 'Connection successful' };
  } catch (error) {
    return { status: 'Error', message: (error as Error).message };
  }
}

const text = (context: IExecuteFunctions, name: string, index: number) => String(context.getNodeParameter(name, index, '') ?? '');

/** What the server said about one item's file, with the path it was about. */
function itemFailure(files: RemoteFiles, action: string, path: string, error: unknown): string {
  // ssh2-sftp-client starts its messages with the name of its method ("_put: ").
  const reason = ((error as Error).message ?? String(error)).replace(/^_?[a-zA-Z]+: /, '');
  return `The ${files.protocol} server could not ${action} "${path}": ${reason}`;
}

/** One item's operation: the items it outputs. */
async function runItem(context: IExecuteFunctions, files: RemoteFiles, operation: string, index: number): Promise<INodeExecutionData[]> {
  const item = context.getInputData()[index] ?? { json: {} };
  const pairedItem = { item: index };
  const success = [{ json: { success: true }, pairedItem }];
  if (operation === 'list') {
    const path = text(context, 'path', index);
    const recursive = context.getNodeParameter('recursive', index, false) as boolean;
    const entries = await listEntries(files, path, recursive).catch((error: unknown) => { throw new Error(itemFailure(files, 'list', path, error)); });
    return entries.map((entry) => ({ json: entry, pairedItem }));
  }
  if (operation === 'delete') {
    const path = text(context, 'path', index);
    const options = context.getNodeParameter('options', index, {}) as { folder?: boolean; recursive?: boolean };
    await (options.folder ? files.deleteFolder(path, !!options.recursive) : files.deleteFile(path))
      .catch((error: unknown) => { throw new Error(itemFailure(files, 'delete', path, error)); });
    return success;
  }
  if (operation === 'rename') {
    const oldPath = text(context, 'oldPath', index);
    const newPath = text(context, 'newPath', index);
    const options = context.getNodeParameter('options', index, {}) as { createDirectories?: boolean };
    await files.rename(oldPath, newPath, !!options.createDirectories)
      .catch((error: unknown) => { throw new Error(itemFailure(files, `rename "${oldPath}" to`, newPath, error)); });
    return success;
  }
  if (operation === 'download') {
    const path = text(context, 'path', index);
    const field = text(context, 'binaryPropertyName', index);
    const options = context.getNodeParameter('options', index, {}) as DownloadOptions;
    const bytes = await files.download(path, options).catch((error: unknown) => { throw new Error(itemFailure(files, 'download', path, error)); });
    // The file is named after the remote file (its folder is the server's, not ours); its type from the name.
    const binary = await context.helpers.prepareBinaryData(bytes, posix.basename(path));
    return [{ json: item.json, binary: { ...item.binary, [field]: binary }, pairedItem }];
  }
  if (operation === 'upload') {
    const path = text(context, 'path', index);
    const content = context.getNodeParameter('binaryData', index, true) as boolean
      ? await context.helpers.getBinaryDataBuffer(index, text(context, 'binaryPropertyName', index))
      : Buffer.from(text(context, 'fileContent', index), 'utf8');
    await files.upload(path, content).catch((error: unknown) => { throw new Error(itemFailure(files, 'upload', path, error)); });
    // As n8n: the uploaded item goes on unchanged.
    return [{ json: item.json, ...(item.binary ? { binary: item.binary } : {}), pairedItem }];
  }
  throw new Error(`The operation "${operation}" is not known (delete, download, list, rename or upload)`);
}

/** n8n's FTP node: one FTP or SFTP session per execution, one operation per item. */
export class Ftp implements INodeType {
  description = ftpDescription;

  methods = {
    credentialTest: {
      ftpConnectionTest: (credential: ICredentialsDecrypted) => connectionTest('ftp', credential),
      sftpConnectionTest: (credential: ICredentialsDecrypted) => connectionTest('sftp', credential),
    },
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const protocol = (this.getNodeParameter('protocol', 0, 'ftp') as Protocol) === 'sftp' ? 'sftp' : 'ftp';
    const operation = this.getNodeParameter('operation', 0, 'download') as string;
    const credentials = await this.getCredentials(protocol);
    let files: RemoteFiles;
    try {
      files = await open(protocol, credentials);
    } catch (error) {
      if (!this.continueOnFail()) throw new NodeOperationError(this.getNode(), (error as Error).message);
      return [[{ json: { error: (error as Error).message }, pairedItem: items.map((_, item) => ({ item })) }]];
    }
    const output: INodeExecutionData[] = [];
    try {
      for (let index = 0; index < items.length; index++) {
        try {
          output.push(...await runItem(this, files, operation, index));
        } catch (error) {
          if (!this.continueOnFail()) {
            throw error instanceof NodeOperationError ? error : new NodeOperationError(this.getNode(), (error as Error).message, { itemIndex: index });
          }
          output.push({ json: { error: (error as Error).message }, pairedItem: { item: index } });
        }
      }
    } finally {
      await files.close();
    }
    return [output];
  }
}
