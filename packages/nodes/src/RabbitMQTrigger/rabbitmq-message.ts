import type { Message } from 'amqplib';
import type { IBinaryData, IDataObject, INodeExecutionData } from '@weft/workflow';

export interface MessageOptions { contentIsBinary?: boolean; jsonParseBody?: boolean; onlyContent?: boolean }

/** Drops what JSON cannot hold (undefined properties) and turns header Buffers into text. */
function plain(value: unknown): IDataObject {
  return JSON.parse(JSON.stringify(value, (_key, inner: unknown) => {
    if (inner && typeof inner === 'object' && (inner as { type?: string }).type === 'Buffer' && Array.isArray((inner as { data?: unknown }).data)) {
      return Buffer.from((inner as { data: number[] }).data).toString();
    }
    return inner;
  })) as IDataObject;
}

/**
 * n8n's item for a received message: `{ fields, properties, content }` with the content as text (or its
 * JSON value), only the content, or the content as binary data beside the rest.
 */
export async function messageItem(
  message: Message, options: MessageOptions, prepareBinaryData: (bytes: Buffer) => Promise<IBinaryData>,
): Promise<INodeExecutionData> {
  const envelope = plain({ fields: message.fields, properties: message.properties });
  if (options.contentIsBinary) return { json: envelope, binary: { data: await prepareBinaryData(message.content) } };
  let content: unknown = message.content.toString();
  if (options.jsonParseBody) {
    try {
      content = JSON.parse(content as string) as unknown;
    } catch {
      // Not JSON: the run still gets the message, as text, rather than the message being stuck unacknowledged.
    }
  }
  if (options.onlyContent) {
    // An item is an object: content that is not one (text, a number) is kept under "content".
    return { json: content !== null && typeof content === 'object' && !Array.isArray(content) ? content as IDataObject : { content } as IDataObject };
  }
  return { json: { ...envelope, content: content as IDataObject[string] } };
}
