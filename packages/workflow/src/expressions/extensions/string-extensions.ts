import { DateTime } from 'luxon';
import { fail, stringToDateTime } from './extension-support.js';
import type { Extension } from './extension-support.js';
import { markdownToText } from './markdown-text.js';
import { base64Decode, base64Encode, hashText, urlDecode } from './text-encoding.js';
import { EMAIL_IN_TEXT, URL_HOST, URL_IN_TEXT, WHOLE_DOMAIN, WHOLE_EMAIL, WHOLE_URL } from './text-patterns.js';

/** Words a title keeps in lower case unless they open it (n8n's title case). */
const MINOR_WORDS = new Set([
  'a', 'an', 'and', 'as', 'at', 'because', 'but', 'by', 'en', 'for', 'if', 'in', 'neither', 'nor', 'of', 'on', 'only', 'or',
  'over', 'per', 'so', 'some', 'than', 'that', 'the', 'to', 'up', 'upon', 'v', 'vs', 'versus', 'via', 'when', 'with', 'without', 'yet',
]);

/** Letters that do not decompose into a base letter and a mark. */
const LIGATURES: Record<string, string> = {
  Æ: 'AE', æ: 'ae', Œ: 'OE', œ: 'oe', ß: 'ss', Ø: 'O', ø: 'o', Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ð: 'D', ð: 'd', Þ: 'TH', þ: 'th', ı: 'i',
};

function toNumberOr(value: string, parse: (text: string) => number, message: string): number {
  const number = parse(value);
  return Number.isNaN(number) ? fail(message) : number;
}

const toInteger = (value: string) => toNumberOr(value, (text) => Number.parseInt(text), 'cannot convert to integer');
const toDecimal = (value: string) => toNumberOr(value, Number.parseFloat, 'cannot convert to float');

function toTitleCase(value: string): string {
  const parts = value.split(/([\s-]+)/);
  const wordIndexes = parts.flatMap((part, index) => (index % 2 === 0 && part !== '' ? [index] : []));
  const [first, last] = [wordIndexes[0], wordIndexes.at(-1)];
  return parts.map((part, index) => {
    if (index % 2 === 1 || part === '') return part;
    const minor = MINOR_WORDS.has(part.replace(/^[^\p{L}\p{N}]+/u, '').toLowerCase());
    if (minor && index !== first && index !== last) return part;
    return part.replace(/\p{L}/u, (letter) => letter.toUpperCase());
  }).join('');
}

function toSentenceCase(value: string): string {
  let capitalise = true;
  return [...value.toLowerCase()].map((char) => {
    if (/[.!?]/.test(char)) capitalise = true;
    else if (capitalise && /\p{L}/u.test(char)) {
      capitalise = false;
      return char.toUpperCase();
    }
    return char;
  }).join('');
}

function extractDomain(value: string): string | undefined {
  if (WHOLE_EMAIL.test(value)) return value.slice(value.lastIndexOf('@') + 1);
  const host = value.match(URL_HOST)?.[1];
  if (host) return host;
  return WHOLE_DOMAIN.test(value) ? value.split(/[/:?#]/)[0] : undefined;
}

function extractUrlPath(value: string): string | undefined {
  const match = value.match(/^[a-z][a-z\d+.-]*:\/\/[^/?#\s]+(\/[^?#\s]*)?(?:[?#]\S*)?$/i);
  return match ? match[1] ?? '/' : undefined;
}

function toDateTime(value: string, format?: unknown): DateTime {
  if (typeof format === 'string') return DateTime.fromFormat(value, format);
  return stringToDateTime(value);
}

export const stringExtensions: Record<string, Extension> = {
  isEmpty: (value: string) => value.length === 0,
  isNotEmpty: (value: string) => value.length > 0,
  toNumber: (value: string) => toNumberOr(value, Number, 'cannot convert to number'),
  toInt: toInteger,
  toWholeNumber: toInteger,
  toFloat: toDecimal,
  toDecimalNumber: toDecimal,
  toBoolean: (value: string) => !['false', 'no', '0', ''].includes(value.toLowerCase()),
  toDateTime,
  toDate: (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? fail('cannot convert to date') : date;
  },
  toTitleCase,
  toSentenceCase,
  toSnakeCase: (value: string) => value.toLowerCase().replace(/[ -]/g, '_').replace(/[^\p{L}\p{N}_\s]/gu, ''),
  toCamelCase: (value: string) => (value.match(/[A-Z]{2,}(?=[A-Z][a-z]+|\b|[^a-zA-Z])|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [])
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase())).join(''),
  replaceSpecialChars: (value: string) => value.replace(/[^\0-\x7f]/g, (char) => LIGATURES[char] ?? char)
    .normalize('NFKD').replace(/\p{M}/gu, ''),
  extractEmail: (value: string) => value.match(EMAIL_IN_TEXT)?.[0],
  extractUrl: (value: string) => value.match(URL_IN_TEXT)?.[0],
  extractDomain,
  extractUrlPath,
  isEmail: (value: string) => WHOLE_EMAIL.test(value),
  isUrl: (value: string) => WHOLE_URL.test(value),
  isDomain: (value: string) => WHOLE_DOMAIN.test(value),
  isNumeric: (value: string) => value !== '' && value.trim() === value && !Number.isNaN(Number(value)),
  removeTags: (value: string) => value.replace(/<[^>]*>/g, ''),
  removeMarkdown: (value: string) => markdownToText(value),
  parseJson: (value: string) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return fail('Parsing failed', 'The text is not valid JSON.');
    }
  },
  toJsonString: (value: string) => JSON.stringify(value),
  quote: (value: string, mark: string = '"') => `${mark}${value.replaceAll('\\', '\\\\').replaceAll(mark, `\\${mark}`)}${mark}`,
  urlEncode: (value: string, entireUrl: unknown = false) => (entireUrl ? encodeURI(value) : encodeURIComponent(value)),
  urlDecode: (value: string, entireUrl: unknown = false) => urlDecode(value, Boolean(entireUrl)),
  base64Encode: (value: string) => base64Encode(value),
  base64Decode: (value: string) => base64Decode(value),
  hash: (value: string, algorithm?: unknown) => hashText(value, algorithm),
};
