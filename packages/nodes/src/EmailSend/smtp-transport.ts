import type { ICredentialDataDecryptedObject, IDataObject, IExecuteFunctions, INode, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';

/** nodemailer's transport options for an `smtp` credential. */
export function smtpTransportOptions(credentials: ICredentialDataDecryptedObject, allowUnauthorizedCerts: boolean) {
  const user = String(credentials.user ?? '');
  const secure = credentials.secure !== false;
  return {
    host: String(credentials.host ?? ''),
    port: Number(credentials.port ?? 465),
    secure,
    ...(!secure && credentials.disableStartTls === true ? { ignoreTLS: true } : {}),
    ...(credentials.hostName ? { name: String(credentials.hostName) } : {}),
    ...(user !== '' ? { auth: { user, pass: String(credentials.password ?? '') } } : {}),
    tls: { rejectUnauthorized: !allowUnauthorizedCerts },
  };
}

interface MailError extends Error {
  code?: string;
  response?: string;
  responseCode?: number;
}

/** A clear node error for what nodemailer reports (login refused, no connection, recipients refused). */
export function mailError(node: INode, error: unknown, server: string, itemIndex: number): NodeOperationError {
  const mail = error as MailError;
  const said = mail.response ?? mail.message;
  switch (mail.code) {
    case 'EAUTH':
      return new NodeOperationError(node, 'The SMTP server refused the login', {
        itemIndex, description: `${said}. Check the user and password of the SMTP credential.`,
      });
    case 'ECONNECTION':
    case 'ESOCKET':
    case 'ETIMEDOUT':
    case 'EDNS':
    case 'ETLS':
      return new NodeOperationError(node, `Could not connect to the SMTP server at ${server}`, {
        itemIndex, description: `${mail.message}. Check the host, port and SSL/TLS setting of the SMTP credential, and that the server is running.`,
      });
    case 'EENVELOPE':
      return new NodeOperationError(node, 'The SMTP server refused the recipients', {
        itemIndex, description: `${said}. Check the addresses in To, CC and BCC.`,
      });
    default:
      return new NodeOperationError(node, 'The SMTP server did not accept the email', { itemIndex, description: said });
  }
}

/**
 * Sends mails through one SMTP connection per certificate setting, opened on first use. `close`
 * ends them when the node is done.
 */
export class SmtpSender {
  private readonly transports = new Map<boolean, Transporter>();
  private readonly server: string;

  constructor(private readonly context: IExecuteFunctions, private readonly credentials: ICredentialDataDecryptedObject) {
    this.server = `${String(credentials.host ?? '')}:${String(credentials.port ?? 465)}`;
  }

  async send(mail: SendMailOptions, allowUnauthorizedCerts: boolean, itemIndex: number): Promise<IDataObject> {
    if (String(this.credentials.host ?? '').trim() === '') {
      throw new NodeOperationError(this.context.getNode(), 'The SMTP credential has no host', {
        itemIndex, description: 'Enter the SMTP server\'s host name in the credential.',
      });
    }
    let transport = this.transports.get(allowUnauthorizedCerts);
    if (!transport) {
      transport = nodemailer.createTransport(smtpTransportOptions(this.credentials, allowUnauthorizedCerts));
      this.transports.set(allowUnauthorizedCerts, transport);
    }
    try {
      return JSON.parse(JSON.stringify(await transport.sendMail(mail))) as IDataObject;
    } catch (error) {
      throw mailError(this.context.getNode(), error, this.server, itemIndex);
    }
  }

  close(): void {
    for (const transport of this.transports.values()) transport.close();
  }
}

/** One item's mail, and whether it may go to a server whose certificate cannot be verified. */
export interface ItemMail {
  mail: SendMailOptions;
  allowUnauthorizedCerts: boolean;
}

/**
 * Sends one mail per item (built by `mailOf`) through one SmtpSender, closed at the end. With
 * continue-on-fail a failing item's output is its error message.
 */
export async function sendEachItem(
  context: IExecuteFunctions, credentials: ICredentialDataDecryptedObject, itemCount: number,
  mailOf: (itemIndex: number) => Promise<ItemMail>,
): Promise<INodeExecutionData[]> {
  const sender = new SmtpSender(context, credentials);
  const output: INodeExecutionData[] = [];
  try {
    for (let itemIndex = 0; itemIndex < itemCount; itemIndex++) {
      try {
        const { mail, allowUnauthorizedCerts } = await mailOf(itemIndex);
        const info = await sender.send(mail, allowUnauthorizedCerts, itemIndex);
        output.push({ json: info, pairedItem: { item: itemIndex } });
      } catch (error) {
        if (!context.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
      }
    }
  } finally {
    sender.close();
  }
  return output;
}
