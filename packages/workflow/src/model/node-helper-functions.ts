import type { IDataObject } from './data.js';
import type { IBinaryData, INodeExecutionData, IPairedItemData } from './item.js';
import type { IHttpRequestOptions, IRequestOptions } from './http-request-options.js';
import type { NodeExecutionWithMetadata } from './node-type-implementation.js';

/*
 * The helpers a node's function context offers under `this.helpers` (n8n's shapes): data shaping, HTTP,
 * binary data, the folder for files and shell commands.
 */
/** Helpers every execute context has (pure data shaping). */
export interface ExecuteDataHelperFunctions {
  returnJsonArray(jsonData: IDataObject | IDataObject[]): INodeExecutionData[];
  constructExecutionMetaData(
    inputData: INodeExecutionData[],
    options: { itemData: IPairedItemData | IPairedItemData[] },
  ): NodeExecutionWithMetadata[];
  normalizeItems(items: INodeExecutionData | IDataObject | Array<INodeExecutionData | IDataObject>): INodeExecutionData[];
  copyInputItems(items: INodeExecutionData[], properties: string[]): IDataObject[];
}

/** IO helpers with n8n's shapes; the engine provides them in every execute context. */
export interface RequestHelperFunctions {
  httpRequest(requestOptions: IHttpRequestOptions): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- n8n's signature: the body's type is the caller's business
  httpRequestWithAuthentication(
    credentialsType: string, requestOptions: IHttpRequestOptions, additionalCredentialOptions?: IDataObject,
  ): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as httpRequest
  /** Legacy request-promise style: `request(uri, options?)` or `request(options)`. */
  request(uriOrObject: string | IRequestOptions, options?: IRequestOptions): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as httpRequest
  requestWithAuthentication(
    credentialsType: string, requestOptions: IRequestOptions, additionalCredentialOptions?: IDataObject, itemIndex?: number,
  ): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as httpRequest
  /**
   * n8n's OAuth2 helper (nodes call it as `this.helpers.requestOAuth2.call(this, type, options)`): the
   * request with the credential's token, refreshed once when refused. Legacy options unless `isN8nRequest`.
   */
  requestOAuth2(
    credentialsType: string, requestOptions: IRequestOptions | IHttpRequestOptions, oAuth2Options?: IOAuth2Options, isN8nRequest?: boolean,
  ): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as httpRequest
  /** n8n's OAuth1 helper: the request signed with the credential's consumer key and token. */
  requestOAuth1(
    credentialsType: string, requestOptions: IRequestOptions | IHttpRequestOptions, isN8nRequest?: boolean,
  ): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as httpRequest
}

/** n8n's options of `requestOAuth2`. */
export interface IOAuth2Options {
  /** The word before the token in the Authorization header (default Bearer). */
  tokenType?: string;
  /** Send the client id and secret in the body when refreshing, whatever the credential says. */
  includeCredentialsOnRefreshOnBody?: boolean;
  /** The status that means the token expired (default 401). */
  tokenExpiredStatusCode?: number;
  keepBearer?: boolean;
  property?: string;
}

export interface BinaryHelperFunctions {
  prepareBinaryData(binaryData: Uint8Array, filePath?: string, mimeType?: string): Promise<IBinaryData>;
  getBinaryDataBuffer(itemIndex: number, propertyName: string, inputIndex?: number): Promise<Uint8Array>;
  assertBinaryData(itemIndex: number, propertyName: string, inputIndex?: number): IBinaryData;
  /** Buffer from bytes or from a readable stream. */
  binaryToBuffer(body: Uint8Array | AsyncIterable<Uint8Array>): Promise<Uint8Array>;
  binaryToString(body: Uint8Array, encoding?: string): Promise<string>;
  /** The stored bytes of `binary.id` as a stream (n8n's `getBinaryStream`). */
  getBinaryStream(binaryDataId: string): Promise<AsyncIterable<Uint8Array>>;
  getBinaryMetadata(binaryDataId: string): Promise<{ fileName?: string; mimeType?: string; fileSize: number }>;
}

/**
 * Files on the server's disk (n8n's file-system helpers), confined to the one folder the host allows:
 * a path outside it, or a link leading outside it, is refused with a node error.
 */
export interface FileSystemHelperFunctions {
  /** The allowed folder, absolute (created when missing). Fails when the host allows no file access. */
  getFilesFolder(): Promise<string>;
  /** The real path of `path` (a relative one is taken from the allowed folder); fails outside the folder. */
  resolvePath(path: string): Promise<string>;
  isFilePathBlocked(path: string): Promise<boolean>;
  /** The file's bytes as a stream; fails outside the allowed folder. */
  createReadStream(path: string): Promise<AsyncIterable<Uint8Array>>;
  /** Writes (flag 'w', the default) or appends ('a') to the file, creating missing folders inside the allowed one. */
  writeContentToFile(path: string, content: string | Uint8Array, flag?: 'w' | 'a'): Promise<void>;
}

/** What a shell command printed and how it ended (the Execute Command node's output). */
export interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface CommandHelperFunctions {
  /**
   * Weft's own: runs `command` in the server's shell, when the instance allows commands (it refuses
   * otherwise, saying how to allow them). Answers when the command ends, whatever its exit code; a
   * stopped execution ends the command.
   */
  runShellCommand(command: string): Promise<CommandResult>;
  /**
   * Weft's own: throws the refusal `runShellCommand` gives unless the instance allows commands. For nodes
   * that run commands elsewhere (SSH) under the same switch.
   */
  assertCommandsAllowed(): void;
}

export type ExecuteHelperFunctions = ExecuteDataHelperFunctions &
  Partial<RequestHelperFunctions & BinaryHelperFunctions>;
