import { describe, expect, it } from 'vitest';
import { extensionEvaluator } from './extension-test-eval.js';

const { evaluate, failure } = extensionEvaluator({ q: 'a b&c/d?e=é' });

describe('string functions added for n8n fidelity', () => {
  it('urlEncode / urlDecode: a component by default, a whole URL with true', () => {
    expect(evaluate('$json.q.urlEncode()')).toBe('a%20b%26c%2Fd%3Fe%3D%C3%A9');
    expect(evaluate('$json.q.urlEncode(true)')).toBe('a%20b&c/d?e=%C3%A9');
    expect(evaluate('"a%20b%26c%2Fd".urlDecode()')).toBe('a b&c/d');
    expect(evaluate('"a%20b%26c%2Fd".urlDecode(true)')).toBe('a b%26c%2Fd');
    // A native failure (URIError), as in n8n, where such failures of an expression are not extension errors.
    expect(failure('"%E0%A4%A".urlDecode()').cause).toBeInstanceOf(URIError);
  });

  it('base64Encode / base64Decode work on UTF-8 and skip what is not Base64', () => {
    expect(evaluate('"héllo wörld".base64Encode()')).toBe('aMOpbGxvIHfDtnJsZA==');
    expect(evaluate('["".base64Encode(), "a".base64Encode(), "ab".base64Encode()]')).toEqual(['', 'YQ==', 'YWI=']);
    expect(evaluate('["aMOpbGxv".base64Decode(), "YQ".base64Decode(), "!!!".base64Decode()]')).toEqual(['héllo', 'a', '']);
  });

  it('hash: md5 by default, the SHA family, sha3 (512), base64, and n8n\'s message for an unknown algorithm', () => {
    expect(evaluate('"abc".hash()')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(evaluate('"abc".hash("SHA256")')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(evaluate('"abc".hash("sha1")')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(evaluate('"abc".hash("sha3")')).toMatch(/^b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e/);
    expect(evaluate('"abc".hash("base64")')).toBe('YWJj');
    expect(failure('"abc".hash(5)').cause).toBeInstanceOf(TypeError);
    expect(failure('"abc".hash("nope")').message)
      .toBe('Unknown algorithm nope. Available algorithms are: md5,sha1,sha224,sha256,sha384,sha512,sha3, and Base64.');
  });

  it('number conversions read text as Number, parseInt and parseFloat do, with n8n\'s messages', () => {
    expect(evaluate('["".toNumber(), " 12 ".toNumber(), "0x1A".toNumber(), "12px".toInt(), "1e3".toInt(), "3.9".toWholeNumber(), "1.5".toDecimalNumber()]'))
      .toEqual([0, 12, 26, 12, 1, 3, 1.5]);
    expect(failure('"abc".toNumber()').message).toBe('cannot convert to number');
    expect(failure('"".toInt()').message).toBe('cannot convert to integer');
    expect(failure('"abc".toDecimalNumber()').message).toBe('cannot convert to float');
  });

  it('toBoolean does not trim; isNumeric refuses surrounding spaces', () => {
    expect(evaluate('[" false ".toBoolean(), "FALSE".toBoolean(), "off".toBoolean()]')).toEqual([true, false, true]);
    expect(evaluate('[" 12.5 ".isNumeric(), "0x10".isNumeric(), "Infinity".isNumeric(), "".isNumeric()]')).toEqual([false, true, true, false]);
  });

  it('title case keeps minor words and capitals; snake case keeps words joined; sentence case restarts after . ! ?', () => {
    expect(evaluate('"the lord of the rings".toTitleCase()')).toBe('The Lord of the Rings');
    expect(evaluate('"what are you looking at".toTitleCase()')).toBe('What Are You Looking At');
    expect(evaluate('"hello WORLD x-ray".toTitleCase()')).toBe('Hello WORLD X-Ray');
    expect(evaluate('"Quick brownFox jumps-over a.b".toSnakeCase()')).toBe('quick_brownfox_jumps_over_ab');
    expect(evaluate('"e.g. this one! and".toSentenceCase()')).toBe('E.G. This one! And');
  });

  it('e-mail, URL and domain checks and extractions', () => {
    expect(evaluate('["a@b.c".isEmail(), "a@[1.2.3.4]".isEmail(), " a@b.co ".isEmail()]')).toEqual([false, true, false]);
    expect(evaluate('"a@b.c and x@y.io".extractEmail()')).toBe('x@y.io');
    expect(evaluate('"".extractEmail()')).toBeUndefined();
    expect(evaluate('["http://localhost:5678/x".isUrl(), "http://a".isUrl(), "https://u:p@n8n.io".isUrl()]')).toEqual([true, false, false]);
    expect(evaluate('["localhost".isDomain(), "n8n".isDomain(), "n8n.io/path".isDomain()]')).toEqual([true, false, true]);
    expect(evaluate('["https://WWW.N8N.IO:8080/x".extractDomain(), "Mail a@b.org".extractDomain()]')).toEqual(['WWW.N8N.IO', undefined]);
    expect(evaluate('["https://n8n.io/docs/a?x=1#h".extractUrlPath(), "https://n8n.io".extractUrlPath(), "n8n.io/docs".extractUrlPath()]'))
      .toEqual(['/docs/a', '/', undefined]);
  });

  it('removeMarkdown, replaceSpecialChars, toJsonString, toDate, parseJson', () => {
    expect(evaluate('"# Title\\n**bold** and _it_ [link](http://x.y) ![img](a.png)".removeMarkdown()')).toBe('Title\nbold and it link ');
    expect(evaluate('"---\\ntext\\n***".removeMarkdown()')).toBe('---\ntext\n***');
    expect(evaluate('"Œuvre ß café ǅ".replaceSpecialChars()')).toBe('OEuvre ss cafe Dz');
    expect(evaluate('"abc".toJsonString()')).toBe('"abc"');
    expect((evaluate('"2024-05-04".toDate()') as Date).toISOString()).toBe('2024-05-04T00:00:00.000Z');
    expect(failure('"x".toDate()').message).toBe('cannot convert to date');
    expect(failure('"nope".parseJson()').message).toBe('Parsing failed');
  });
});
