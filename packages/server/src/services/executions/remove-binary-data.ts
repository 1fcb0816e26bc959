import type { ServerLogger } from './server-logger.js';

/**
 * Removes the binary data of executions whose rows are deleted already: a file that cannot be
 * removed is logged, not reported as a failed delete (the rows, what users see, are gone).
 */
export async function removeBinaryDataOf(
  executionIds: string[], deleteBinaryData: (executionId: string) => Promise<void>, log: ServerLogger,
): Promise<void> {
  for (const executionId of executionIds) {
    await deleteBinaryData(executionId)
      .catch((error: unknown) => log.error({ err: error, executionId }, 'The binary data of a deleted execution could not be removed'));
  }
}
