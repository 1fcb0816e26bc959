/**
 * Translates moment.js format strings (what Date & Time v1 used) into Luxon format strings.
 * Tokens are matched longest first; [bracketed] text and letters that are no moment token stay literal
 * (quoted for Luxon, where most letters are tokens). Moment's English locale formats (L, LL, LT...)
 * become the equivalent explicit Luxon formats.
 */
// Markers for what Luxon cannot write itself (ordinal days, lower-case am/pm); formatMoment replaces them.
const ORDINAL = '\u0001';
const LOWER = '\u0002';
const MERIDIEM_LOWER = new RegExp(`(\\S+)${LOWER}`, 'g');

const TOKENS: Array<[moment: string, luxon: string]> = [
  ['YYYYYY', 'yyyyyy'], ['YYYY', 'yyyy'], ['YY', 'yy'], ['Y', 'y'],
  ['GGGG', 'kkkk'], ['gggg', 'kkkk'], ['GG', 'kk'], ['gg', 'kk'],
  ['MMMM', 'MMMM'], ['MMM', 'MMM'], ['MM', 'MM'], ['M', 'M'],
  ['Q', 'q'],
  ['DDDD', 'ooo'], ['DDD', 'o'], ['Do', `d'${ORDINAL}'`], ['DD', 'dd'], ['D', 'd'],
  ['dddd', 'EEEE'], ['ddd', 'EEE'], ['dd', 'EEE'], ['d', 'c'], ['E', 'E'],
  ['WW', 'WW'], ['W', 'W'], ['ww', 'WW'], ['w', 'W'],
  ['HH', 'HH'], ['H', 'H'], ['hh', 'hh'], ['h', 'h'], ['kk', 'HH'], ['k', 'H'],
  ['mm', 'mm'], ['m', 'm'], ['ss', 'ss'], ['s', 's'],
  ['SSS', 'SSS'], ['SS', 'SSS'], ['S', 'SSS'],
  ['A', 'a'], ['a', `a'${LOWER}'`],
  ['ZZ', 'ZZZ'], ['Z', 'ZZ'], ['zz', 'ZZZZ'], ['z', 'ZZZZ'],
  ['X', 'X'], ['x', 'x'],
  ['LLLL', 'EEEE, MMMM d, yyyy h:mm a'], ['LLL', 'MMMM d, yyyy h:mm a'], ['LL', 'MMMM d, yyyy'],
  ['LTS', 'h:mm:ss a'], ['LT', 'h:mm a'], ['L', 'MM/dd/yyyy'],
  ['llll', 'EEE, MMM d, yyyy h:mm a'], ['lll', 'MMM d, yyyy h:mm a'], ['ll', 'MMM d, yyyy'], ['l', 'M/d/yyyy'],
];

const BY_LENGTH = [...TOKENS].sort((a, b) => b[0].length - a[0].length);

/** The moment tokens the translator knows, for documentation and tests. */
export const MOMENT_TOKENS = TOKENS.map(([moment]) => moment);

/** Literal text for Luxon: letters quoted (they would be tokens), a quote as '' standing alone. */
function quote(literal: string): string {
  return literal.split("'").map((part) => (/[A-Za-z]/.test(part) ? `'${part}'` : part)).join("''");
}

export function momentToLuxonFormat(format: string): string {
  let result = '';
  let literal = '';
  let position = 0;
  while (position < format.length) {
    const char = format.charAt(position);
    if (char === '[') {
      const end = format.indexOf(']', position + 1);
      if (end !== -1) {
        literal += format.slice(position + 1, end);
        position = end + 1;
        continue;
      }
    }
    const token = BY_LENGTH.find(([moment]) => format.startsWith(moment, position));
    if (token) {
      result += quote(literal) + token[1];
      literal = '';
      position += token[0].length;
      continue;
    }
    literal += char;
    position += 1;
  }
  return result + quote(literal);
}

function ordinalSuffix(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

/** `date` written in a moment.js format (English), including ordinal days (Do) and lower-case am/pm (a). */
export function formatMoment(date: { toFormat(format: string): string; day: number }, format: string): string {
  return date.toFormat(momentToLuxonFormat(format))
    .split(ORDINAL).join(ordinalSuffix(date.day))
    .replace(MERIDIEM_LOWER, (_, meridiem: string) => meridiem.toLowerCase());
}
