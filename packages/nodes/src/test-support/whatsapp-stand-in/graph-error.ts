import { randomBytes } from 'node:crypto';
import type { StandInReply } from '../stand-in-server.js';

/** Graph's error body `{ error: { message, type, code, error_subcode, error_data, fbtrace_id } }` (429 with Retry-After). */
export type GraphErrorReply = (status: number, message: string, code: number, extra?: { type?: string; error_subcode?: number; details?: string }) => void;

export const newId = (digits = 15): string => Array.from(randomBytes(digits), (byte) => String(byte % 10)).join('').replace(/^0/, '1');

export function graphErrorReply(reply: StandInReply): GraphErrorReply {
  return (status, message, code, extra = {}) => reply.json(status, {
    error: {
      message, type: extra.type ?? 'OAuthException', code, ...(extra.error_subcode ? { error_subcode: extra.error_subcode } : {}),
      ...(extra.details ? { error_data: { messaging_product: 'whatsapp', details: extra.details } } : {}), fbtrace_id: randomBytes(8).toString('base64url'),
    },
  }, status === 429 ? { 'retry-after': '60' } : {});
}

