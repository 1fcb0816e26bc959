/** What a store knows about stored bytes besides the bytes themselves. */
export interface BinaryMetadata {
  fileName?: string;
  mimeType?: string;
  fileSize: number;
}

/**
 * Where items' binary data lives when it is not kept inline (base64 in the item). An item then holds
 * `binary[key].id` = `<mode>:<key>`, which `getBuffer` and `getMetadata` accept. Ids are opaque: hosts
 * pass them back unchanged (`GET /rest/data/:id`).
 */
export interface BinaryDataStore {
  /** The id prefix, e.g. 'filesystem-v2' or 'memory'. */
  readonly mode: string;
  store(executionId: string, buffer: Uint8Array, metadata: Omit<BinaryMetadata, 'fileSize'>): Promise<string>;
  /** Rejects with `BinaryDataNotFoundError` for an unknown or malformed id. */
  getBuffer(id: string): Promise<Buffer>;
  getMetadata(id: string): Promise<BinaryMetadata>;
  /** Removes everything stored for an execution (when the execution is deleted). */
  deleteByExecution(executionId: string): Promise<void>;
  /**
   * `deleteByExecution` for a run that started and ended with this store (not a resumed one): only
   * what this store object wrote is looked for, so a run that stored nothing costs nothing. Checking
   * the file system each time made webhooks whose runs are not saved a third slower.
   */
  deleteWrittenHere(executionId: string): Promise<void>;
  /**
   * The run ended and its execution keeps what it stored: the store stops remembering the run for
   * `deleteWrittenHere` (the data goes later, with `deleteByExecution`). Without it a long-running
   * server remembered every saved run that stored a file.
   */
  runKept(executionId: string): void;
}

export class BinaryDataNotFoundError extends Error {
  constructor(readonly binaryDataId: string) {
    super(`Binary data "${binaryDataId}" was not found`);
    this.name = 'BinaryDataNotFoundError';
  }
}
