import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CliError, parseOptions, stringOption } from './cli-context.js';

/** Prints what is wrong with the command line, then the command's usage. */
function printUsageError(message: string, usage: string): void {
  process.stderr.write(`${message}\nUsage: ${usage}\n`);
}

/** The command line of an `import:*` command: the file of `--input`. */
export function parseImportArgs(args: string[], usage: string): { input: string } | undefined {
  let input: string | undefined;
  try {
    input = stringOption(parseOptions(args), 'input');
  } catch (error) {
    printUsageError((error as Error).message, usage);
    return undefined;
  }
  if (input === undefined) {
    printUsageError('Give the file to import with --input.', usage);
    return undefined;
  }
  return { input };
}

export interface ExportArgs {
  /** What to export; undefined with `--all`. */
  id?: string;
  /** The file to write; undefined for standard output. */
  output?: string;
  /** The options given bare (`--all`, `--decrypted`). */
  flags: ReadonlySet<string>;
}

/**
 * The command line of an `export:*` command: `--id X` or `--all`, and `--output`. Undefined once the
 * problem and the usage are printed.
 */
export function parseExportArgs(args: string[], usage: string): ExportArgs | undefined {
  let parsed: ExportArgs;
  try {
    const options = parseOptions(args);
    const flags = new Set([...options].filter(([, value]) => value === true).map(([name]) => name));
    parsed = { id: stringOption(options, 'id'), output: stringOption(options, 'output'), flags };
  } catch (error) {
    printUsageError((error as Error).message, usage);
    return undefined;
  }
  if ((parsed.id === undefined) === !parsed.flags.has('all')) {
    printUsageError('Give either --id or --all.', usage);
    return undefined;
  }
  return parsed;
}

/**
 * Writes an export as JSON to standard output, or to the `output` file (created with `mode`) and then
 * prints `summary` of the file's full path.
 */
export async function writeExport(
  content: unknown, output: string | undefined, summary: (file: string) => string, mode = 0o666,
): Promise<void> {
  const text = `${JSON.stringify(content, null, 2)}\n`;
  if (output === undefined) {
    process.stdout.write(text);
    return;
  }
  const file = resolve(output);
  try {
    await writeFile(file, text, { mode });
  } catch (error) {
    throw new CliError(`The file "${file}" could not be written: ${(error as Error).message}`);
  }
  process.stdout.write(`${summary(file)}\n`);
}
