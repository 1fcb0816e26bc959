import type { StandInReply } from '../stand-in-server.js';

/*
 * What X keeps between requests in the stand-in: its users (the first is the one the tokens belong to),
 * tweets with likes and retweets, lists with members, direct messages, uploaded media.
 */

export interface XUser { id: string; name: string; username: string }
export interface XTweet { id: string; text: string; author_id: string; created_at: string; lang: string; conversation_id: string; in_reply_to?: string; quote_of?: string; media_ids: string[]; place_id?: string; coordinates?: [number, number]; possibly_sensitive: boolean }
export interface XList { id: string; name: string; owner_id: string; members: Set<string> }
export interface XDirectMessage { dm_event_id: string; dm_conversation_id: string; sender_id: string; recipient_id: string; text: string; media_ids: string[] }

export interface XState {
  users: XUser[];
  tweets: Map<string, XTweet>;
  likes: Set<string>;
  retweets: Set<string>;
  lists: Map<string, XList>;
  messages: XDirectMessage[];
  media: Map<string, { bytes: Buffer; category?: string }>;
  /** The next n requests answer 429. */
  throttle: { next: number };
  nextId(): string;
}

export function createXState(users: XUser[]): XState {
  let sequence = 1860000000000000000n;
  return {
    users, tweets: new Map(), likes: new Set(), retweets: new Set(), lists: new Map(), messages: [], media: new Map(), throttle: { next: 0 },
    nextId: () => String(++sequence),
  };
}

/** Adds a tweet as posted `minutesAgo` before 2026-11-28T12:00Z (the stand-in's "now"). */
export function seedTweet(state: XState, text: string, minutesAgo: number, authorId = state.users[0]?.id ?? ''): XTweet {
  const id = state.nextId();
  const tweet: XTweet = {
    id, text, author_id: authorId, created_at: new Date(Date.UTC(2026, 10, 28, 12) - minutesAgo * 60_000).toISOString(), lang: 'en', conversation_id: id, media_ids: [], possibly_sensitive: false,
  };
  state.tweets.set(id, tweet);
  return tweet;
}

export const RATE_LIMIT_RESET = '1796040000';

/** X's 429: how many calls the window allows, none left, and when it resets (epoch seconds). */
export function throttled(state: XState, reply: StandInReply, body: unknown): boolean {
  if (state.throttle.next <= 0) return false;
  state.throttle.next -= 1;
  reply.json(429, body, { 'x-rate-limit-limit': '50', 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': RATE_LIMIT_RESET });
  return true;
}
