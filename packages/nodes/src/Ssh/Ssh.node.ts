import { basename } from 'node:path/posix';
import type { Client } from 'ssh2';
import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { sshProperties } from './ssh.description.js';
import { openSshLogin, sshConnectionTest, sshLoginOf } from './ssh-login.js';
import { checkHomePrefix, resolveRemotePath, sftpFailure, uploadTarget } from './remote-path.js';
import { homeFolder, inFolder, readRemoteFile, runRemoteCommand, sftpOf, writeRemoteFile } from './ssh-session.js';

type Sftp = ReturnType<typeof sftpOf>;

/**
 * `n8n-nodes-base.ssh` 1: runs commands on a host over SSH, and uploads or downloads files over SFTP,
 * one connection per run. Commands obey the instance's command switch (WEFT_EXECUTE_COMMAND_ENABLED),
 * as the Execute Command node does.
 */
export class Ssh implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'SSH',
    name: 'n8n-nodes-base.ssh',
    icon: 'file:ssh.svg',
    group: ['input'],
    version: 1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Runs commands and moves files on a host over SSH',
    defaults: { name: 'SSH' },
    inputs: ['main'],
    outputs: ['main'],
    codex: { categories: ['Development', 'Core Nodes'], subcategories: { 'Core Nodes': ['Helpers'] }, alias: ['remote', 'shell', 'sftp', 'scp', 'terminal'] },
    credentials: [
      { name: 'sshPassword', required: true, testedBy: 'sshConnectionTest', displayOptions: { show: { authentication: ['password'] } } },
      { name: 'sshPrivateKey', required: true, testedBy: 'sshConnectionTest', displayOptions: { show: { authentication: ['privateKey'] } } },
    ],
    properties: sshProperties,
  };

  methods = { credentialTest: { sshConnectionTest } };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const resource = this.getNodeParameter('resource', 0) as string;
    const operation = this.getNodeParameter('operation', 0) as string;
    // Refused before connecting: an instance that does not allow commands does not log in to run one.
    if (resource === 'command') this.helpers.assertCommandsAllowed();
    const withKey = this.getNodeParameter('authentication', 0) === 'privateKey';
    const credentials = await this.getCredentials(withKey ? 'sshPrivateKey' : 'sshPassword');
    let client: Client;
    try {
      client = await openSshLogin(sshLoginOf(credentials, withKey));
    } catch (error) {
      throw new NodeOperationError(this.getNode(), error as Error);
    }
    const sftp = sftpOf(client);
    const output: INodeExecutionData[] = [];
    try {
      for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
        try {
          output.push(await runItem(this, client, sftp, `${resource}:${operation}`, itemIndex));
        } catch (error) {
          if (!this.continueOnFail()) {
            throw error instanceof NodeOperationError ? error : new NodeOperationError(this.getNode(), error as Error, { itemIndex });
          }
          output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
        }
      }
    } finally {
      client.end();
    }
    return [output];
  }
}

async function runItem(context: IExecuteFunctions, client: Client, sftp: Sftp, action: string, itemIndex: number): Promise<INodeExecutionData> {
  const item = context.getInputData()[itemIndex] as INodeExecutionData;
  const home = async () => homeFolder(await sftp());
  switch (action) {
    case 'command:execute': {
      const command = String(context.getNodeParameter('command', itemIndex, ''));
      const cwd = String(context.getNodeParameter('cwd', itemIndex, '/'));
      checkHomePrefix(cwd);
      return { json: { ...await runRemoteCommand(client, inFolder(command, cwd)) }, pairedItem: { item: itemIndex } };
    }
    case 'file:download': {
      const path = await resolveRemotePath(String(context.getNodeParameter('path', itemIndex)), home);
      const property = String(context.getNodeParameter('binaryPropertyName', itemIndex));
      const fileName = String(context.getNodeParameter('options.fileName', itemIndex, '') || path);
      const data = await readRemoteFile(await sftp(), path).catch((error: unknown) => {
        throw sftpFailure(error, 'download', path);
      });
      // The input item stays as it was, with the file added beside its other binary data.
      return {
        json: item.json,
        binary: { ...item.binary, [property]: await context.helpers.prepareBinaryData(data, basename(fileName)) },
        pairedItem: { item: itemIndex },
      };
    }
    case 'file:upload': {
      const folder = await resolveRemotePath(String(context.getNodeParameter('path', itemIndex)), home);
      const property = String(context.getNodeParameter('binaryPropertyName', itemIndex));
      const binary = context.helpers.assertBinaryData(itemIndex, property);
      const target = uploadTarget(folder, String(context.getNodeParameter('options.fileName', itemIndex, '') || binary.fileName || ''));
      const data = await context.helpers.getBinaryDataBuffer(itemIndex, property);
      await writeRemoteFile(await sftp(), target, data).catch((error: unknown) => {
        throw sftpFailure(error, 'upload to', target);
      });
      return { json: { success: true }, pairedItem: { item: itemIndex } };
    }
    default:
      throw new NodeOperationError(context.getNode(), `The operation "${action}" is not known`, { itemIndex });
  }
}
