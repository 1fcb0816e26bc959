import type { SearchObject } from 'imapflow';

/**
 * n8n's "Custom Email Rules" are node-imap search criteria (`["UNSEEN", ["FROM", "ada@example.com"]]`);
 * imapflow takes a search object. This turns one into the other, so that saved n8n rules keep working.
 */

type Criterion = string | [string, ...unknown[]];

/** Criteria without an argument, and the search object each one is. */
const FLAGS: Record<string, SearchObject> = {
  ALL: { all: true }, NEW: { new: true }, OLD: { old: true }, RECENT: { recent: true },
  ANSWERED: { answered: true }, UNANSWERED: { answered: false },
  DELETED: { deleted: true }, UNDELETED: { deleted: false },
  DRAFT: { draft: true }, UNDRAFT: { draft: false },
  FLAGGED: { flagged: true }, UNFLAGGED: { flagged: false },
  SEEN: { seen: true }, UNSEEN: { seen: false },
};

const TEXT_FIELDS: Record<string, keyof SearchObject> = {
  BCC: 'bcc', BODY: 'body', CC: 'cc', FROM: 'from', SUBJECT: 'subject', TEXT: 'text', TO: 'to',
  KEYWORD: 'keyword', UNKEYWORD: 'unKeyword', UID: 'uid',
};
const DATE_FIELDS: Record<string, keyof SearchObject> = {
  BEFORE: 'before', ON: 'on', SINCE: 'since', SENTBEFORE: 'sentBefore', SENTON: 'sentOn', SENTSINCE: 'sentSince',
};
const SIZE_FIELDS: Record<string, keyof SearchObject> = { LARGER: 'larger', SMALLER: 'smaller' };

export class SearchCriteriaError extends Error {}

function argument(name: string, args: unknown[], index = 0): unknown {
  if (args[index] === undefined || args[index] === null || args[index] === '') {
    throw new SearchCriteriaError(`"${name}" needs a value, as in ["${name}", "..."]`);
  }
  return args[index];
}

function dateOf(name: string, value: unknown): Date {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new SearchCriteriaError(`"${name}" needs a date, not "${String(value)}"`);
  return date;
}

/** Both must match; a field set by both is kept apart as not(not a or not b). */
function both(left: SearchObject, right: SearchObject): SearchObject {
  const clash = Object.keys(right).some((key) => key in left);
  if (!clash) return { ...left, ...right };
  return { not: { or: [{ not: left }, { not: right }] } };
}

function criterionObject(criterion: Criterion): SearchObject {
  const [rawName, ...args] = typeof criterion === 'string' ? [criterion] : criterion;
  if (typeof rawName !== 'string') throw new SearchCriteriaError(`A rule must start with its name, not ${JSON.stringify(rawName)}`);
  // node-imap negates a criterion with a leading "!".
  if (rawName.startsWith('!')) return { not: criterionObject([rawName.slice(1), ...args] as Criterion) };
  const name = rawName.toUpperCase();
  const flag = FLAGS[name];
  if (flag) return flag;
  const text = TEXT_FIELDS[name];
  if (text) return { [text]: String(argument(name, args)) };
  const date = DATE_FIELDS[name];
  if (date) return { [date]: dateOf(name, argument(name, args)) };
  const size = SIZE_FIELDS[name];
  if (size) {
    const bytes = Number(argument(name, args));
    if (!Number.isInteger(bytes) || bytes < 0) throw new SearchCriteriaError(`"${name}" needs a size in bytes, not "${String(args[0])}"`);
    return { [size]: bytes };
  }
  if (name === 'HEADER') {
    const header = String(argument(name, args));
    return { header: { [header]: args[1] === undefined || args[1] === '' ? true : String(args[1]) } };
  }
  if (name === 'OR') {
    if (args.length !== 2) throw new SearchCriteriaError('"OR" takes two rules, as in ["OR", "SEEN", ["FROM", "ada@example.com"]]');
    return { or: args.map((rule) => criteriaObject(Array.isArray(rule) && Array.isArray(rule[0]) ? rule as Criterion[] : [rule as Criterion])) };
  }
  throw new SearchCriteriaError(`"${rawName}" is not a search rule IMAP knows`);
}

/** Every criterion must match, as in node-imap. */
export function criteriaObject(criteria: Criterion[]): SearchObject {
  return criteria.reduce<SearchObject>((query, criterion) => both(query, criterionObject(criterion)), {});
}

/** The "Custom Email Rules" text as a search object; the error says what is wrong with it. */
export function parseSearchCriteria(text: string): SearchObject {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SearchCriteriaError('Custom email config is not valid JSON.');
  }
  if (!Array.isArray(parsed)) throw new SearchCriteriaError('Custom email config must be a JSON array of rules, such as ["UNSEEN"]');
  const query = criteriaObject(parsed as Criterion[]);
  return Object.keys(query).length === 0 ? { all: true } : query;
}
