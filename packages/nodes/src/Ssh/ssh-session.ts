import type { Client, SFTPWrapper } from 'ssh2';

/** What a remote command printed and how it ended: n8n's output of Execute Command (`code` and `signal` are null when absent). */
export interface RemoteCommandResult {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
}

/** A command and the folder it runs in, as one line for the remote shell. */
export function inFolder(command: string, cwd: string): string {
  if (!cwd) return command;
  // `~/` stays outside the quotes so that the remote shell puts the user's home folder there.
  const folder = cwd.startsWith('~/') ? `~/${quoted(cwd.slice(2))}` : quoted(cwd);
  return `cd ${folder} && ${command}`;
}

function quoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Runs one command on the connection; answers when the command ends, whatever its exit code. */
export function runRemoteCommand(client: Client, command: string): Promise<RemoteCommandResult> {
  return new Promise((resolve, reject) => {
    client.exec(command, (error, channel) => {
      if (error) {
        reject(error);
        return;
      }
      const stdout: Buffer[] = [];
      const stderr: Buffer[] = [];
      let code: number | null = null;
      let signal: string | null = null;
      channel.on('data', (chunk: Buffer) => stdout.push(chunk));
      channel.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
      channel.on('exit', (exitCode: number | null, exitSignal?: string) => {
        code = exitCode ?? null;
        signal = exitSignal ?? null;
      });
      channel.on('error', reject);
      channel.on('close', () => resolve({
        code, signal,
        // As n8n's client gives them: both streams trimmed.
        stdout: Buffer.concat(stdout).toString('utf8').trim(),
        stderr: Buffer.concat(stderr).toString('utf8').trim(),
      }));
    });
  });
}

/** The connection's SFTP session, opened on first use and shared by the run's items. */
export function sftpOf(client: Client): () => Promise<SFTPWrapper> {
  let session: Promise<SFTPWrapper> | undefined;
  return () => {
    session ??= new Promise((resolve, reject) => client.sftp((error, sftp) => (error ? reject(error) : resolve(sftp))));
    return session;
  };
}

/** The login's home folder, as SFTP starts in it: what a path starting with `~/` means. */
export function homeFolder(sftp: SFTPWrapper): Promise<string> {
  return new Promise((resolve, reject) => sftp.realpath('.', (error, path) => (error ? reject(error) : resolve(path))));
}

export function readRemoteFile(sftp: SFTPWrapper, path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => sftp.readFile(path, (error, data) => (error ? reject(error) : resolve(data))));
}

export function writeRemoteFile(sftp: SFTPWrapper, path: string, data: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => sftp.writeFile(path, Buffer.from(data), (error) => (error ? reject(error) : resolve())));
}
