import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import type { Attachment } from 'nodemailer/lib/mailer/index.js';
import { gmailRequest } from './transport.js';

/** The attachments the "Attachments" option names: binary fields of the item, comma-separated in each entry. */
export async function attachmentsFromOptions(context: IExecuteFunctions, itemIndex: number, options: IDataObject): Promise<Attachment[]> {
  const entries = ((options.attachmentsUi as IDataObject | undefined)?.attachmentsBinary as IDataObject[] | undefined) ?? [];
  const attachments: Attachment[] = [];
  for (const entry of entries) {
    for (const field of String(entry.property ?? '').split(',').map((f) => f.trim()).filter(Boolean)) {
      const binary = context.helpers.assertBinaryData(itemIndex, field);
      attachments.push({
        filename: binary.fileName ?? 'unknown', contentType: binary.mimeType,
        content: Buffer.from(await context.helpers.getBinaryDataBuffer(itemIndex, field)),
      });
    }
  }
  return attachments;
}

/** The connected account's address (the sender of everything the node sends). */
export async function ownAddress(context: IExecuteFunctions): Promise<string> {
  const profile = await gmailRequest(context, 'GET', '/profile');
  return String(profile.emailAddress ?? '');
}

/** A comma-separated list of recipients, checked for at least one address. */
export function recipients(context: IExecuteFunctions, value: unknown, itemIndex: number): string {
  const list = String(value ?? '').split(',').map((address) => address.trim()).filter(Boolean);
  if (list.length === 0) throw new NodeOperationError(context.getNode(), 'No recipient was given', { itemIndex, description: 'Enter at least one email address in "To".' });
  return list.join(', ');
}
