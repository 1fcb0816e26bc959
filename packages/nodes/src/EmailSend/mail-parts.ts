import type { IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { Attachment } from 'nodemailer/lib/mailer/index.js';

/** The attachments named by a comma-separated list of the item's binary fields (each also usable as cid:field). */
export async function attachmentsOf(context: IExecuteFunctions, itemIndex: number, fieldList: unknown): Promise<Attachment[]> {
  const fields = String(fieldList ?? '').split(',').map((field) => field.trim()).filter((field) => field !== '');
  const attachments: Attachment[] = [];
  for (const field of fields) {
    const binary = context.helpers.assertBinaryData(itemIndex, field);
    attachments.push({
      filename: binary.fileName ?? 'unknown',
      content: Buffer.from(await context.helpers.getBinaryDataBuffer(itemIndex, field)),
      contentType: binary.mimeType,
      cid: field,
    });
  }
  return attachments;
}

/** A parameter that must not be empty, as text. */
export function requiredText(context: IExecuteFunctions, name: string, label: string, itemIndex: number): string {
  const value = context.getNodeParameter(name, itemIndex, '') as unknown;
  const text = value === undefined || value === null ? '' : String(value).trim();
  if (text === '') {
    throw new NodeOperationError(context.getNode(), `The ${label} is empty`, { itemIndex, description: `Enter the ${label.toLowerCase()} address.` });
  }
  return text;
}

/** An optional text parameter: undefined when empty, text otherwise (a number becomes its digits). */
export function optionalText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text === '' ? undefined : text;
}
