import { chmodSync, closeSync, mkdirSync, openSync, statSync, type Stats } from 'node:fs';
import { homedir } from 'node:os';
import { resolve } from 'node:path';

/*
 * The user folder and the SQLite files hold password hashes, API-key hashes and execution data: only
 * the account Weft runs as may read them. Paths another account owns (a mounted volume, a folder an
 * administrator prepared) are left as they are, as is the home folder itself when it is the user folder.
 */

const GROUP_AND_OTHER = 0o077;

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Takes group and other access away from `path` when this process's account owns it. */
function tightenOwnPath(path: string): void {
  // Windows has no POSIX modes: there `getuid` is missing and the folder's ACL decides.
  if (process.getuid === undefined) return;
  const stats = statOrUndefined(path);
  if (!stats || stats.uid !== process.getuid() || (stats.mode & GROUP_AND_OTHER) === 0) return;
  chmodSync(path, stats.mode & 0o700);
}

/**
 * Creates `folder` (and missing parents) readable by its owner only; an existing folder of this
 * account that others can reach is tightened to owner-only.
 */
export function ensureOwnerOnlyFolder(folder: string): void {
  // `mode` applies to every folder mkdir creates here; the umask can only take bits away.
  const created = mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (created === undefined && resolve(folder) !== resolve(homedir())) tightenOwnPath(folder);
}

/** Creates the missing parents of a file readable by their owner only; existing ones are left alone. */
export function createOwnerOnlyParents(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
}

/**
 * Makes `file` exist with mode 0600 (an empty file when missing) before anything opens it, and
 * tightens an existing file of this account that others can read.
 */
export function ensureOwnerOnlyFile(file: string): void {
  try {
    // 'wx': created here only when missing, so a file another process just created is never truncated.
    closeSync(openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    tightenOwnPath(file);
  }
}

/** Tightens `file` when it exists (left by an earlier version or a crash); never creates it. */
export function tightenOwnFileIfPresent(file: string): void {
  tightenOwnPath(file);
}
