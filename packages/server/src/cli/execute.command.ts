import { toRunnableWorkflow } from '../services/workflows.service.js';
import type { IWorkflowBase } from '@weft/workflow';
import { CliError, parseOptions, readJsonFile, stringOption, withCliContext } from './cli-context.js';
import { writeJson } from './json-stream.js';
import { parseWorkflowFile, runnable } from './workflow-file.js';

export const usage = 'weft execute --file <workflow.json> | --id <workflow id>';

/**
 * `weft execute`: runs a workflow (a file in n8n's export format, or a saved one by id) in this process
 * against the configured database, so that sub-workflows by id work, and prints its run data as JSON.
 * Exit code 1 when the run fails; the error goes to standard error.
 */
export async function run(args: string[]): Promise<number> {
  let file: string | undefined;
  let id: string | undefined;
  try {
    const options = parseOptions(args);
    file = stringOption(options, 'file');
    id = stringOption(options, 'id');
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\nUsage: ${usage}\n`);
    return 1;
  }
  if ((file === undefined) === (id === undefined)) {
    process.stderr.write(`Give either --file or --id.\nUsage: ${usage}\n`);
    return 1;
  }
  return withCliContext(async ({ services }) => {
    let workflow: IWorkflowBase;
    if (file !== undefined) {
      const entries = parseWorkflowFile(await readJsonFile(file), file);
      if (entries.length !== 1) throw new CliError(`The file holds ${entries.length} workflows; weft execute runs one`);
      workflow = runnable(entries[0] as (typeof entries)[number]);
    } else {
      const stored = await services.repositories.workflows.findById(id as string);
      if (!stored) throw new CliError(`There is no workflow with the ID "${id}"`);
      workflow = toRunnableWorkflow(stored);
    }
    const started = await services.runner.start({ workflow, mode: 'cli' });
    const result = await started.done;
    if (!result) throw new CliError(`The execution ${started.executionId} crashed; the log has the details`);
    // Indented for a person at a terminal; compact and streamed when piped, as large runs are.
    if (process.stdout.isTTY) process.stdout.write(`${JSON.stringify(result.data, null, 2)}\n`);
    else await writeJson(process.stdout, result.data);
    if (result.status === 'success') return 0;
    const error = result.data.resultData.error;
    const where = error?.node?.name ? ` in node "${error.node.name}"` : '';
    // The description says what to fix: for a workflow with issues, the issues themselves.
    const description = typeof error?.description === 'string' && error.description !== '' ? `\n${error.description}` : '';
    process.stderr.write(`The execution ${started.executionId} ended with status "${result.status}"${where}: ${error?.message ?? 'no error message'}${description}\n`);
    return 1;
  });
}
