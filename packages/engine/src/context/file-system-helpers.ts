import { createReadStream } from 'node:fs';
import { lstat, mkdir, realpath, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { FileSystemHelperFunctions, INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

export interface FileSystemHelperDeps {
  node: INode;
  /** The folder nodes may read and write in (absolute); without one, every file access is refused. */
  filesFolder?: string;
}

/** Whether `path` is `folder` or lies below it (both absolute and normalised). */
export function isInsideFolder(folder: string, path: string): boolean {
  const rest = relative(folder, path);
  return rest === '' || (rest !== '..' && !rest.startsWith(`..${sep}`) && !isAbsolute(rest));
}

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/**
 * The real path of `path` (symbolic links followed). For a path that does not exist yet: the real path of
 * its nearest existing parent, plus the rest. A dangling link answers undefined: where it leads cannot be
 * told, and writing through it would create a file wherever it points.
 */
export async function realPathOf(path: string): Promise<string | undefined> {
  const missing: string[] = [];
  let current = resolve(path);
  for (;;) {
    try {
      return join(await realpath(current), ...missing.reverse());
    } catch (error) {
      if (codeOf(error) !== 'ENOENT' && codeOf(error) !== 'ENOTDIR') throw error;
      const exists = await lstat(current).then(() => true, () => false);
      if (exists) return undefined;
      const parent = dirname(current);
      if (parent === current) throw error;
      missing.push(basename(current));
      current = parent;
    }
  }
}

/** The file-system helpers of an execute context: every path is checked against the allowed folder. */
export function createFileSystemHelpers(deps: FileSystemHelperDeps): FileSystemHelperFunctions {
  const { node, filesFolder } = deps;
  let realFolder: Promise<string> | undefined;

  const folder = (): string => {
    if (!filesFolder) {
      throw new NodeOperationError(node, 'Access to files is not allowed on this instance', {
        description: 'The instance was started without a folder for files; ask its administrator to set one.',
      });
    }
    return filesFolder;
  };
  const folderRealPath = (): Promise<string> => {
    const configured = folder();
    // A failure is not kept: the folder may be fixed while the server runs.
    realFolder ??= mkdir(configured, { recursive: true }).then(() => realpath(configured)).catch((error: unknown) => {
      realFolder = undefined;
      throw error;
    });
    return realFolder;
  };
  const resolvePath = async (path: string): Promise<string> => {
    const allowed = await folderRealPath();
    const absolute = resolve(folder(), path);
    const real = await realPathOf(absolute);
    if (real === undefined || !isInsideFolder(allowed, real)) {
      // A path written inside the folder that still ends up outside it goes through a link.
      const where = isInsideFolder(resolve(folder()), absolute) ? 'leads outside' : 'is outside';
      throw new NodeOperationError(node, `Access to the file is not allowed: "${path}" ${where} the folder "${folder()}"`, {
        description: `Only files inside "${folder()}" can be read or written. Use a path inside that folder (a relative path is taken from it).`,
      });
    }
    return real;
  };

  return {
    async getFilesFolder() {
      await folderRealPath();
      return folder();
    },
    resolvePath,
    async isFilePathBlocked(path) {
      try {
        await resolvePath(path);
        return false;
      } catch (error) {
        if (error instanceof NodeOperationError) return true;
        throw error;
      }
    },
    async createReadStream(path) {
      const real = await resolvePath(path);
      return createReadStream(real);
    },
    async writeContentToFile(path, content, flag = 'w') {
      const real = await resolvePath(path);
      await mkdir(dirname(real), { recursive: true });
      await writeFile(real, content, { flag });
    },
  };
}
