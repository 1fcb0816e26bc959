import { describe, expect, it } from 'vitest';
import { buildJapanesePdf, buildPdf, rc4 } from './test/pdf-test-helpers.js';
import { looksLikePdf, pageText, PdfReadError, readPdf } from './pdf-reader.js';

const ALL = { joinPages: true, maxPages: 0 };
const bytesOf = (buffer: Buffer) => new Uint8Array(buffer);
const threePages = () => bytesOf(buildPdf({ pages: [['One (a)', 'one b'], ['Two'], ['Three']], info: { Title: 'Report', Author: 'Ada' } }));

const XMP = '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">'
  + '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">'
  + '<dc:title><rdf:Alt><rdf:li xml:lang="x-default">XMP title</rdf:li></rdf:Alt></dc:title>'
  + '</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';

async function problemOf(promise: Promise<unknown>): Promise<PdfReadError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(PdfReadError);
  return error as PdfReadError;
}

describe('pageText', () => {
  it('joins pieces and breaks lines where pdf.js saw a line end', () => {
    expect(pageText([{ str: 'a', hasEOL: true }, { str: 'b' }, { str: ' c' }, { hasEOL: true }])).toBe('a\nb c\n');
    expect(pageText([])).toBe('');
  });
});

describe('looksLikePdf', () => {
  it('finds the header at the start or after a few junk bytes, not elsewhere', () => {
    expect(looksLikePdf(Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(looksLikePdf(Buffer.from('\r\n junk %PDF-1.4'))).toBe(true);
    expect(looksLikePdf(Buffer.concat([Buffer.alloc(2000, 32), Buffer.from('%PDF-1.4')]))).toBe(false);
    expect(looksLikePdf(Buffer.from('PK\x03\x04'))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
  });
});

describe('rc4 (test helper)', () => {
  it('matches the published test vector', () => {
    expect(rc4(Buffer.from('Key'), Buffer.from('Plaintext')).toString('hex')).toBe('bbf316e8d940af0ad3');
  });
});

describe('readPdf', () => {
  it('reads every page, the info dictionary and the pdf.js version', async () => {
    const content = await readPdf(threePages(), ALL);
    expect(content).toMatchObject({
      numpages: 3, numrender: 3, metadata: null, text: 'One (a)\none b\n\nTwo\n\nThree',
      info: { PDFFormatVersion: '1.4', Title: 'Report', Author: 'Ada', IsAcroFormPresent: false },
    });
    expect(content.version).toMatch(/^5\.\d+\.\d+$/);
  });

  it('gives one text per page when pages are not joined, and stops at the page limit', async () => {
    expect((await readPdf(threePages(), { joinPages: false, maxPages: 0 })).text).toEqual(['One (a)\none b', 'Two', 'Three']);
    expect(await readPdf(threePages(), { joinPages: false, maxPages: 2 })).toMatchObject({ numpages: 3, numrender: 2, text: ['One (a)\none b', 'Two'] });
    expect(await readPdf(threePages(), { joinPages: true, maxPages: 9 })).toMatchObject({ numrender: 3 });
  });

  it('reads XMP metadata into an object', async () => {
    const content = await readPdf(bytesOf(buildPdf({ pages: [['x']], xmp: XMP })), ALL);
    expect(content.metadata).toEqual({ 'dc:title': 'XMP title' });
  });

  it('reads CJK text through the character maps that ship with pdf.js', async () => {
    expect((await readPdf(bytesOf(buildJapanesePdf('日本語のテキスト')), ALL)).text).toBe('日本語のテキスト');
  });

  it('opens a password-protected PDF with its password, and says when it is missing or wrong', async () => {
    const locked = () => bytesOf(buildPdf({ pages: [['Secret', 'text']], info: { Title: 'Locked' }, userPassword: 'sesame' }));
    expect(await readPdf(locked(), { ...ALL, password: 'sesame' })).toMatchObject({ text: 'Secret\ntext', info: { Title: 'Locked', EncryptFilterName: 'Standard' } });
    expect(await problemOf(readPdf(locked(), ALL))).toMatchObject({ problem: 'needsPassword', message: 'The PDF is protected by a password' });
    expect(await problemOf(readPdf(locked(), { ...ALL, password: 'open' }))).toMatchObject({ problem: 'wrongPassword', message: 'The password for the PDF is wrong' });
  });

  it('refuses a file that is not a PDF, and a damaged one', async () => {
    expect(await problemOf(readPdf(bytesOf(Buffer.from('hello')), ALL))).toMatchObject({ problem: 'notPdf' });
    const cut = await problemOf(readPdf(threePages().subarray(0, 120), ALL));
    expect(cut.problem).toBe('damaged');
    expect(cut.message).toMatch(/^The PDF is damaged and cannot be read: /);
  });
});
