import type { IDataObject } from './data.js';

/** A binary attachment of an item; `data` is base64 unless `id` points into a binary data store. */
export interface IBinaryData {
  data: string;
  mimeType: string;
  fileType?: 'text' | 'json' | 'image' | 'audio' | 'video' | 'pdf' | 'html';
  fileName?: string;
  directory?: string;
  fileExtension?: string;
  fileSize?: string;
  id?: string;
}

export type IBinaryKeyData = Record<string, IBinaryData>;

/** Which input item (of which input) an output item came from. */
export interface IPairedItemData {
  item: number;
  input?: number;
  sourceOverwrite?: ISourceData;
}

export interface ISourceData {
  previousNode: string;
  previousNodeOutput?: number;
  previousNodeRun?: number;
}

/** One item flowing between nodes, as n8n shapes it. */
export interface INodeExecutionData {
  json: IDataObject;
  binary?: IBinaryKeyData;
  pairedItem?: IPairedItemData | IPairedItemData[] | number;
  error?: { message: string; [key: string]: unknown };
  index?: number;
}
