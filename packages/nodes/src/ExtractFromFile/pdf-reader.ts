import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { IDataObject } from '@weft/workflow';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

/** What n8n outputs for a PDF: page counts, the info dictionary, XMP metadata, the text, pdf.js's version. */
export interface PdfContent extends IDataObject {
  numpages: number;
  numrender: number;
  info: IDataObject;
  metadata: IDataObject | null;
  text: string | string[];
  version: string;
}

export interface ReadPdfOptions {
  joinPages: boolean;
  /** 0: every page. */
  maxPages: number;
  password?: string;
}

export type PdfProblem = 'notPdf' | 'needsPassword' | 'wrongPassword' | 'damaged';

/** A reason a PDF cannot be read, for the node to word for the user. */
export class PdfReadError extends Error {
  constructor(readonly problem: PdfProblem, message: string) {
    super(message);
    this.name = 'PdfReadError';
  }
}

// pdf.js weighs a few megabytes: it loads on the first PDF, not when the server starts.
let pdfJs: Promise<PdfJs> | undefined;
const loadPdfJs = () => (pdfJs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

// The character maps (for CJK text) ship with pdf.js; reading them from disk keeps it off the network.
let cMapDirectory: string | undefined;
function cMapUrl(): string {
  cMapDirectory ??= join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps') + '/';
  return cMapDirectory;
}

// Readers accept a header anywhere in the first kilobyte (some files start with junk bytes).
const HEADER_WINDOW = 1024;

export function looksLikePdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, HEADER_WINDOW)).includes('%PDF-');
}

interface TextPiece { str?: string; hasEOL?: boolean }

/** A page's text: pieces in reading order, a new line where pdf.js saw the line end. */
export function pageText(items: readonly TextPiece[]): string {
  let text = '';
  for (const item of items) {
    text += item.str ?? '';
    if (item.hasEOL) text += '\n';
  }
  return text;
}

function problemOf(error: unknown): PdfReadError {
  const { name, code, message } = error as { name?: string; code?: number; message?: string };
  if (name === 'PasswordException') {
    // pdf.js's codes: 1 when a password is needed, 2 when the one given is wrong.
    return code === 2
      ? new PdfReadError('wrongPassword', 'The password for the PDF is wrong')
      : new PdfReadError('needsPassword', 'The PDF is protected by a password');
  }
  return new PdfReadError('damaged', `The PDF is damaged and cannot be read: ${message ?? String(error)}`);
}

/** The text and facts of one PDF file. `bytes` is handed to pdf.js, which may detach it. */
export async function readPdf(bytes: Uint8Array, options: ReadPdfOptions): Promise<PdfContent> {
  if (!looksLikePdf(bytes)) throw new PdfReadError('notPdf', 'The file is not a PDF');
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: bytes,
    password: options.password || undefined,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    cMapUrl: cMapUrl(),
    cMapPacked: true,
  });
  try {
    const document = await task.promise;
    const numpages = document.numPages;
    const numrender = options.maxPages > 0 ? Math.min(options.maxPages, numpages) : numpages;
    const { info, metadata } = await document.getMetadata();
    const pages: string[] = [];
    for (let pageNumber = 1; pageNumber <= numrender; pageNumber++) {
      const page = await document.getPage(pageNumber);
      pages.push(pageText((await page.getTextContent()).items as TextPiece[]));
      page.cleanup();
    }
    return {
      numpages,
      numrender,
      info: info as IDataObject,
      metadata: metadata ? Object.fromEntries(metadata as Iterable<[string, unknown]>) as IDataObject : null,
      text: options.joinPages ? pages.join('\n\n') : pages,
      version: pdfjs.version,
    };
  } catch (error) {
    throw problemOf(error);
  } finally {
    await task.destroy();
  }
}
