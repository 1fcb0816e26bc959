/** A path of the form n8n's SSH node accepts: absolute, relative to the login's folder, or `~/...` in the home folder. */
export async function resolveRemotePath(path: string, home: () => Promise<string>): Promise<string> {
  checkHomePrefix(path);
  return path.startsWith('~/') ? `${(await home()).replace(/\/$/, '')}/${path.slice(2)}` : path;
}

/** `~user` and a lone `~` are refused, as n8n does: only `~/` names the login's home folder. */
export function checkHomePrefix(path: string): void {
  if (path.startsWith('~') && !path.startsWith('~/')) throw new Error(`The path "${path}" is not supported: write the home folder as "~/" or give the full path`);
}

/**
 * Where an upload goes: the file name inside the target folder. The name may not leave the folder,
 * so separators and control characters in it become underscores.
 */
export function uploadTarget(folder: string, fileName: string): string {
  const name = [...fileName].map((char) => (char === '/' || char === '\\' || char.charCodeAt(0) < 32 ? '_' : char)).join('');
  if (!name || name === '.' || name === '..') throw new Error(`"${fileName}" cannot be a file name: set "File Name" under Options`);
  return `${folder.replace(/\/$/, '')}/${name}`;
}

/** An SFTP failure on a path, in words: SFTP's status codes 2 and 3 are the common ones. */
export function sftpFailure(error: unknown, action: string, path: string): Error {
  const { code, message } = error as { code?: number; message?: string };
  if (code === 2) return new Error(`Could not ${action} "${path}": there is no such file or folder on the server`);
  if (code === 3) return new Error(`Could not ${action} "${path}": the server denied permission to the credential's user`);
  return new Error(`Could not ${action} "${path}": ${message ?? String(error)}`);
}
