import { randomBytes } from 'node:crypto';
import type { Segment } from './docs-document.js';
import { contentResource, insertTable, insertText, paragraph, paragraphs, segmentEnd, segmentStart, tableAt } from './docs-document.js';
import type { GoogleService, ServiceAnswer, ServiceRequest } from './service.js';
import { fail, requireScope } from './service.js';

/*
 * Google Docs API v1 (developers.google.com/docs/api/reference/rest/v1/documents): documents.create,
 * documents.get and documents.batchUpdate with the requests the Docs node sends, and Drive's files.create
 * of a Google Docs file (how a document is made inside a folder).
 */

export const DOCUMENT_MIME = 'application/vnd.google-apps.document';
const READ = ['documents', 'documents.readonly', 'drive', 'drive.readonly', 'drive.file'];
const WRITE = ['documents', 'drive', 'drive.file'];
const PRESETS = ['BULLET_DISC_CIRCLE_SQUARE', 'BULLET_CHECKBOX', 'NUMBERED_DECIMAL_NESTED', 'BULLET_DIAMONDX_ARROW3D_SQUARE', 'NUMBERED_DECIMAL_ALPHA_ROMAN'];

export interface Document {
  documentId: string; title: string; revision: number; parents: string[];
  body: Segment; headers: Map<string, Segment>; footers: Map<string, Segment>;
  defaultHeaderId?: string; defaultFooterId?: string;
  namedRanges: Array<{ namedRangeId: string; name: string; range: { startIndex: number; endIndex: number; segmentId: string } }>;
  positionedObjects: Map<string, Record<string, unknown>>;
}

type Req = Record<string, Record<string, unknown>>;
const id = (prefix: string) => `${prefix}.${randomBytes(6).toString('hex')}`;
const num = (value: unknown) => Number(value ?? 0);

export class DocsApi implements GoogleService {
  readonly documents = new Map<string, Document>();
  private limited = false;

  owns = (path: string, method: string, body: unknown) => path.startsWith('/v1/documents')
    || (method === 'POST' && path === '/drive/v3/files' && (body as { mimeType?: unknown } | undefined)?.mimeType === DOCUMENT_MIME);
  strip = (path: string) => path;
  rateLimitNext(): void { this.limited = true; }

  create(title: string, text = '', parents = ['root']): Document {
    const documentId = `1${randomBytes(21).toString('base64url')}`;
    const document: Document = {
      documentId, title, revision: 1, parents, body: { id: '', blocks: [paragraph()] }, headers: new Map(), footers: new Map(), namedRanges: [], positionedObjects: new Map(),
    };
    if (text !== '') insertText(document.body, 1, text, '0');
    this.documents.set(documentId, document);
    return document;
  }

  /** The text of a segment's paragraphs (body unless a header or footer id is given). */
  text(documentId: string, segmentId = ''): string {
    const document = this.documents.get(documentId);
    const segment = document && this.segment(document, segmentId, '0', 'get');
    return segment ? paragraphs(segment.blocks, segmentStart(segment)).map(({ para }) => para.text).join('') : '';
  }

  resource(document: Document): Record<string, unknown> {
    const segments = (map: Map<string, Segment>, key: string) => Object.fromEntries([...map.values()].map((segment) => [segment.id, { [key]: segment.id, content: contentResource(segment.blocks, 0) }]));
    const named: Record<string, unknown> = {};
    for (const range of document.namedRanges) {
      const entry = (named[range.name] ??= { name: range.name, namedRanges: [] }) as { namedRanges: unknown[] };
      entry.namedRanges.push({ namedRangeId: range.namedRangeId, name: range.name, ranges: [{ ...range.range, ...(range.range.segmentId === '' ? {} : { segmentId: range.range.segmentId }) }] });
    }
    return {
      documentId: document.documentId, title: document.title, revisionId: `rev${document.revision}`, suggestionsViewMode: 'SUGGESTIONS_INLINE',
      body: { content: [{ endIndex: 1, sectionBreak: { sectionStyle: { columnSeparatorStyle: 'NONE', contentDirection: 'LEFT_TO_RIGHT', sectionType: 'CONTINUOUS' } } }, ...contentResource(document.body.blocks, 1)] },
      ...(document.headers.size > 0 ? { headers: segments(document.headers, 'headerId') } : {}),
      ...(document.footers.size > 0 ? { footers: segments(document.footers, 'footerId') } : {}),
      ...(document.namedRanges.length > 0 ? { namedRanges: named } : {}),
      ...(document.positionedObjects.size > 0 ? { positionedObjects: Object.fromEntries(document.positionedObjects) } : {}),
      documentStyle: { ...(document.defaultHeaderId ? { defaultHeaderId: document.defaultHeaderId } : {}), ...(document.defaultFooterId ? { defaultFooterId: document.defaultFooterId } : {}), pageSize: { height: { magnitude: 792, unit: 'PT' }, width: { magnitude: 612, unit: 'PT' } } },
    };
  }

  handle(request: ServiceRequest): ServiceAnswer {
    if (this.limited) {
      this.limited = false;
      throw fail(429, "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user' of service 'docs.googleapis.com'.", 'rateLimitExceeded');
    }
    const { method, path } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (path === '/drive/v3/files') {
      requireScope(request, ['drive', 'drive.file']);
      if (typeof body.name !== 'string') throw fail(400, 'A name is required.', 'required');
      const parents = Array.isArray(body.parents) ? body.parents.map(String) : ['root'];
      const document = this.create(body.name, '', parents);
      return { status: 200, body: { kind: 'drive#file', id: document.documentId, name: document.title, mimeType: DOCUMENT_MIME } };
    }
    if (path === '/v1/documents' && method === 'POST') {
      requireScope(request, WRITE);
      return { status: 200, body: this.resource(this.create(String(body.title ?? 'Untitled document'))) };
    }
    const match = /^\/v1\/documents\/([^/:]+)(:batchUpdate)?$/.exec(path);
    const document = this.documents.get(decodeURIComponent(match?.[1] ?? ''));
    if (!match) throw fail(404, 'Method not found.');
    requireScope(request, match[2] ? WRITE : READ);
    if (!document) throw fail(404, 'Requested entity was not found.');
    if (!match[2] && method === 'GET') return { status: 200, body: this.resource(document) };
    if (match[2] && method === 'POST') return { status: 200, body: this.batchUpdate(document, body) };
    throw fail(404, 'Method not found.');
  }

  private segment(document: Document, segmentId: string, index: string, type: string): Segment {
    if (segmentId === '') return document.body;
    const segment = document.headers.get(segmentId) ?? document.footers.get(segmentId);
    if (!segment) throw fail(400, `Invalid requests[${index}].${type}: The segment ID ${segmentId} was not found.`);
    return segment;
  }

  /** Runs every request on a copy: one failing request leaves the document as it was. */
  private batchUpdate(document: Document, body: Record<string, unknown>): Record<string, unknown> {
    const requests = body.requests;
    if (!Array.isArray(requests) || requests.length === 0) throw fail(400, 'Must specify at least one request.', 'required');
    const control = (body.writeControl ?? {}) as Record<string, unknown>;
    const required = control.requiredRevisionId;
    if (required !== undefined && required !== `rev${document.revision}`) {
      throw fail(400, `The required revision ID '${String(required)}' does not match the latest revision.`, 'failedPrecondition');
    }
    if (control.targetRevisionId !== undefined && !/^rev\d+$/.test(String(control.targetRevisionId))) throw fail(400, 'Invalid target revision ID.');
    const copy: Document = structuredClone(document);
    const replies = (requests as Req[]).map((request, index) => this.apply(copy, request, String(index)));
    copy.revision += 1;
    this.documents.set(document.documentId, copy);
    return { documentId: document.documentId, replies, writeControl: { requiredRevisionId: `rev${copy.revision}` } };
  }

  private location(document: Document, request: Record<string, unknown>, index: string, type: string): { segment: Segment; at: number } {
    const location = request.location as { index?: number; segmentId?: string } | undefined;
    const end = request.endOfSegmentLocation as { segmentId?: string } | undefined;
    if (!!location === !!end) throw fail(400, `Invalid requests[${index}].${type}: Exactly one of location or endOfSegmentLocation must be set.`);
    const segment = this.segment(document, String((location ?? end)?.segmentId ?? ''), index, type);
    if (end) return { segment, at: segmentEnd(segment) - 1 };
    const at = num(location?.index);
    if (at < segmentStart(segment) || at >= segmentEnd(segment)) throw fail(400, `Invalid requests[${index}].${type}: Index ${at} must be less than the end index of the referenced segment, ${segmentEnd(segment)}.`);
    return { segment, at };
  }

  private range(document: Document, range: unknown, index: string, type: string): { segment: Segment; startIndex: number; endIndex: number; segmentId: string } {
    const given = (range ?? {}) as { startIndex?: number; endIndex?: number; segmentId?: string };
    const segmentId = String(given.segmentId ?? '');
    const segment = this.segment(document, segmentId, index, type);
    const startIndex = num(given.startIndex);
    const endIndex = num(given.endIndex);
    if (endIndex <= startIndex) throw fail(400, `Invalid requests[${index}].${type}: The range should not be empty.`);
    if (startIndex < segmentStart(segment) || endIndex > segmentEnd(segment)) throw fail(400, `Invalid requests[${index}].${type}: Index ${endIndex} must be less than the end index of the referenced segment, ${segmentEnd(segment)}.`);
    return { segment, startIndex, endIndex, segmentId };
  }

  private apply(document: Document, request: Req, index: string): Record<string, unknown> {
    const [type, ...others] = Object.keys(request);
    if (type === undefined || others.length > 0) throw fail(400, `Invalid requests[${index}]: Exactly one request kind must be set.`);
    const value = request[type] ?? {};
    switch (type) {
      case 'insertText': {
        const { segment, at } = this.location(document, value, index, type);
        insertText(segment, at, String(value.text ?? ''), index);
        return {};
      }
      case 'insertPageBreak': {
        const { segment, at } = this.location(document, value, index, type);
        if (segment.id !== '') throw fail(400, `Invalid requests[${index}].insertPageBreak: Page breaks can only be inserted in the body.`);
        insertText(segment, at, '\f', index);
        return {};
      }
      case 'insertTable': {
        const { segment, at } = this.location(document, value, index, type);
        insertTable(segment, at, num(value.rows), num(value.columns), index);
        return {};
      }
      case 'replaceAllText': {
        const contains = (value.containsText ?? {}) as { text?: string; matchCase?: boolean };
        if (!contains.text) throw fail(400, `Invalid requests[${index}].replaceAllText: The text to search for must not be empty.`);
        const pattern = new RegExp(contains.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), contains.matchCase ? 'g' : 'gi');
        let occurrencesChanged = 0;
        for (const segment of [document.body, ...document.headers.values(), ...document.footers.values()]) {
          for (const { para } of paragraphs(segment.blocks, segmentStart(segment))) {
            para.text = para.text.replace(pattern, () => {
              occurrencesChanged += 1;
              return String(value.replaceText ?? '');
            });
          }
        }
        return { replaceAllText: occurrencesChanged > 0 ? { occurrencesChanged } : {} };
      }
      case 'createHeader':
      case 'createFooter': {
        if (value.type !== 'DEFAULT') throw fail(400, `Invalid requests[${index}].${type}: The header/footer type must be DEFAULT.`);
        const header = type === 'createHeader';
        if (header ? document.defaultHeaderId : document.defaultFooterId) throw fail(400, `Invalid requests[${index}].${type}: Default ${header ? 'header' : 'footer'} already exists.`);
        const segmentId = id(header ? 'kix' : 'kix');
        (header ? document.headers : document.footers).set(segmentId, { id: segmentId, blocks: [paragraph()] });
        if (header) document.defaultHeaderId = segmentId;
        else document.defaultFooterId = segmentId;
        return header ? { createHeader: { headerId: segmentId } } : { createFooter: { footerId: segmentId } };
      }
      case 'deleteHeader':
      case 'deleteFooter': {
        const header = type === 'deleteHeader';
        const segmentId = String(value[header ? 'headerId' : 'footerId'] ?? '');
        if (!(header ? document.headers : document.footers).delete(segmentId)) throw fail(400, `Invalid requests[${index}].${type}: The ${header ? 'header' : 'footer'} with ID ${segmentId} was not found.`);
        if (header && document.defaultHeaderId === segmentId) delete document.defaultHeaderId;
        if (!header && document.defaultFooterId === segmentId) delete document.defaultFooterId;
        return {};
      }
      case 'createNamedRange': {
        const name = String(value.name ?? '');
        if (name.length < 1 || name.length > 256) throw fail(400, `Invalid requests[${index}].createNamedRange: The name must be 1 to 256 characters.`);
        const { startIndex, endIndex, segmentId } = this.range(document, value.range, index, type);
        const namedRangeId = id('kix');
        document.namedRanges.push({ namedRangeId, name, range: { startIndex, endIndex, segmentId } });
        return { createNamedRange: { namedRangeId } };
      }
      case 'deleteNamedRange': {
        const before = document.namedRanges.length;
        document.namedRanges = document.namedRanges.filter((range) => (value.namedRangeId !== undefined ? range.namedRangeId !== value.namedRangeId : range.name !== value.name));
        if (value.namedRangeId !== undefined && document.namedRanges.length === before) throw fail(400, `Invalid requests[${index}].deleteNamedRange: The named range with ID ${String(value.namedRangeId)} was not found.`);
        return {};
      }
      case 'createParagraphBullets':
      case 'deleteParagraphBullets': {
        const { segment, startIndex, endIndex } = this.range(document, value.range, index, type);
        const preset = String(value.bulletPreset ?? '');
        if (type === 'createParagraphBullets' && !PRESETS.includes(preset)) throw fail(400, `Invalid value at 'requests[${index}].create_paragraph_bullets.bullet_preset' (type.googleapis.com/google.apps.docs.v1.BulletGlyphPreset), "${preset}"`);
        const listId = id('kix');
        for (const { para, start } of paragraphs(segment.blocks, segmentStart(segment))) {
          if (start >= endIndex || start + para.text.length <= startIndex) continue;
          if (type === 'createParagraphBullets') para.bullet = { listId, preset };
          else delete para.bullet;
        }
        return {};
      }
      case 'deletePositionedObject': {
        if (!document.positionedObjects.delete(String(value.objectId ?? ''))) throw fail(400, `Invalid requests[${index}].deletePositionedObject: The positioned object with ID ${String(value.objectId)} was not found.`);
        return {};
      }
      case 'insertTableRow':
      case 'insertTableColumn':
      case 'deleteTableRow':
      case 'deleteTableColumn':
        this.tableChange(document, type, value, index);
        return {};
      default:
        throw fail(400, `Invalid JSON payload received. Unknown name "${type}" at 'requests[${index}]': Cannot find field.`);
    }
  }

  private tableChange(document: Document, type: string, value: Record<string, unknown>, index: string): void {
    const cell = (value.tableCellLocation ?? {}) as { tableStartLocation?: { index?: number; segmentId?: string }; rowIndex?: number; columnIndex?: number };
    const segment = this.segment(document, String(cell.tableStartLocation?.segmentId ?? ''), index, type);
    const table = tableAt(segment.blocks, segmentStart(segment), num(cell.tableStartLocation?.index));
    if (!table) throw fail(400, `Invalid requests[${index}].${type}: The table start location must specify the start index of a table.`);
    const row = num(cell.rowIndex);
    const column = num(cell.columnIndex);
    if (row < 0 || row >= table.rows.length || column < 0 || column >= (table.rows[0]?.length ?? 0)) {
      throw fail(400, `Invalid requests[${index}].${type}: The cell location is outside the table.`);
    }
    const empty = () => [paragraph()];
    if (type === 'insertTableRow') table.rows.splice(row + (value.insertBelow === true ? 1 : 0), 0, (table.rows[0] ?? []).map(empty));
    if (type === 'insertTableColumn') for (const cells of table.rows) cells.splice(column + (value.insertRight === true ? 1 : 0), 0, empty());
    if (type === 'deleteTableRow' || type === 'deleteTableColumn') {
      const last = type === 'deleteTableRow' ? table.rows.length === 1 : table.rows[0]?.length === 1;
      if (last) throw fail(400, `Invalid requests[${index}].${type}: Deleting the last ${type === 'deleteTableRow' ? 'row' : 'column'} of a table is not allowed; delete the table instead.`);
      if (type === 'deleteTableRow') table.rows.splice(row, 1);
      else for (const cells of table.rows) cells.splice(column, 1);
    }
  }
}
