import type { IExecution } from '@weft/workflow';
import type { ItemsChunk } from './execution-chunks';

/** What the main thread asks the execution reader: to read an execution, then for its chunks one by one. */
export type ReaderRequest = { type: 'read'; url: string } | { type: 'next' };

/** The reader's answers: the execution without items and how many chunks hold them, each chunk, or a failure. */
export type ReaderReply =
  | { type: 'outline'; outline: IExecution; chunkCount: number }
  | { type: 'chunk'; chunk: ItemsChunk }
  | { type: 'failed' };
