import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { runDocs, startHarness } from './harness.js';
import type { Harness } from './harness.js';

let harness: Harness;
beforeAll(async () => { harness = await startHarness(); });
afterAll(() => harness.close());

const docsCalls = (from: number) => harness.google.calls.slice(from).filter((call) => call.path.startsWith('/v1/documents') || call.path.startsWith('/drive/v3/'));
const update = (documentURL: string, actionFields: IDataObject[], extra: IDataObject = {}) => ({
  resource: 'document', operation: 'update', documentURL, simple: false, actionsUi: { actionFields }, ...extra,
});

describe('Google Docs > Create', () => {
  it('version 2 (OAuth2) makes a Google Docs file in the chosen folder through Drive and outputs it', async () => {
    const from = harness.google.calls.length;
    const { json, error } = await runDocs(harness, { parameters: { resource: 'document', operation: 'create', driveId: 'myDrive', folderId: 'folder123', title: 'Minutes' } });
    expect(error).toBeUndefined();
    const [call] = docsCalls(from);
    expect(call).toMatchObject({ method: 'POST', path: '/drive/v3/files', body: { name: 'Minutes', mimeType: 'application/vnd.google-apps.document', parents: ['folder123'] } });
    expect(json).toEqual([{ kind: 'drive#file', id: expect.any(String), name: 'Minutes', mimeType: 'application/vnd.google-apps.document' }]);
    expect(harness.google.docs.documents.get(String(json[0]?.id))).toMatchObject({ title: 'Minutes', parents: ['folder123'] });
  });

  it('version 1 uses the service account by default; a shared drive\'s top level is the drive itself', async () => {
    const { json } = await runDocs(harness, { typeVersion: 1, parameters: { resource: 'document', operation: 'create', driveId: '0AsharedDrive', folderId: 'default', title: 'Shared' } });
    const document = harness.google.docs.documents.get(String(json[0]?.id));
    expect(document?.parents).toEqual(['0AsharedDrive']);
    expect(harness.google.oauth.assertions.at(-1)).toMatchObject({ iss: 'robot@project.iam.gserviceaccount.com', scope: 'https://www.googleapis.com/auth/documents https://www.googleapis.com/auth/drive https://www.googleapis.com/auth/drive.file' });
  });
});

describe('Google Docs > Get', () => {
  it('gives the body text by URL or ID (simplified), or the whole document', async () => {
    const document = harness.google.docs.create('Notes', 'First line\nSecond line\n');
    const url = `https://docs.google.com/document/d/${document.documentId}/edit?tab=t.0`;
    const simple = await runDocs(harness, { typeVersion: 1, parameters: { authentication: 'oAuth2', resource: 'document', operation: 'get', documentURL: url } });
    expect(simple.json).toEqual([{ documentId: document.documentId, content: 'First line\nSecond line\n\n' }]);
    const full = await runDocs(harness, { parameters: { resource: 'document', operation: 'get', documentURL: document.documentId, simple: false } });
    expect(full.json[0]).toMatchObject({ documentId: document.documentId, title: 'Notes', revisionId: 'rev1' });
    const content = (full.json[0]?.body as IDataObject).content as IDataObject[];
    expect(content[1]).toMatchObject({ startIndex: 1, endIndex: 12, paragraph: { elements: [{ textRun: { content: 'First line\n' } }] } });
  });

  it('an unknown document, a token without the Docs scopes: actionable errors, per item with Continue On Fail', async () => {
    const missing = await runDocs(harness, { parameters: { resource: 'document', operation: 'get', documentURL: 'nope' } });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
    const saved = harness.oauthData.oauthTokenData;
    harness.oauthData.oauthTokenData = { access_token: harness.google.oauth.issue(['https://www.googleapis.com/auth/calendar']) };
    try {
      const { json } = await runDocs(harness, { continueOnFail: true, parameters: { resource: 'document', operation: 'get', documentURL: 'nope' } });
      expect(json).toEqual([{ error: 'Access denied - check that the credential has the needed scopes and access to the resource' }]);
    } finally {
      harness.oauthData.oauthTokenData = saved;
    }
  });
});

describe('Google Docs > Update', () => {
  it('inserts text at the end and at an index, and replaces text (case as chosen), in one batchUpdate', async () => {
    const document = harness.google.docs.create('Letter', 'Dear NAME,\n');
    const from = harness.google.calls.length;
    const { json } = await runDocs(harness, {
      parameters: update(document.documentId, [
        { object: 'text', action: 'insert', locationChoice: 'endOfSegmentLocation', text: 'Regards' },
        { object: 'text', action: 'insert', locationChoice: 'location', index: 1, text: 'Hello. ' },
        { object: 'text', action: 'replaceAll', text: 'name', replaceText: 'Ann', matchCase: false },
        { object: 'text', action: 'replaceAll', text: 'regards', replaceText: 'x', matchCase: true },
      ]),
    });
    expect(docsCalls(from)[0]?.body).toEqual({
      requests: [
        { insertText: { text: 'Regards', endOfSegmentLocation: { segmentId: '' } } },
        { insertText: { text: 'Hello. ', location: { segmentId: '', index: 1 } } },
        { replaceAllText: { replaceText: 'Ann', containsText: { text: 'name', matchCase: false } } },
        { replaceAllText: { replaceText: 'x', containsText: { text: 'regards', matchCase: true } } },
      ],
    });
    expect(json).toEqual([{ documentId: document.documentId, replies: [{}, {}, { replaceAllText: { occurrencesChanged: 1 } }, { replaceAllText: {} }], writeControl: { requiredRevisionId: 'rev2' } }]);
    expect(harness.google.docs.text(document.documentId)).toBe('Hello. Dear Ann,\nRegards\n');
  });

  it('inserts tables, rows, columns and page breaks; makes bullets; outputs only the ID when simplified', async () => {
    const document = harness.google.docs.create('Report', 'Intro\n');
    const { json } = await runDocs(harness, {
      parameters: update(document.documentId, [
        { object: 'table', action: 'insert', locationChoice: 'location', index: 6, rows: 2, columns: 2 },
        { object: 'pageBreak', action: 'insert', locationChoice: 'endOfSegmentLocation' },
        { object: 'paragraphBullets', action: 'create', insertSegment: 'body', startIndex: 1, endIndex: 5, bulletPreset: 'NUMBERED_DECIMAL_NESTED' },
      ], { simple: true }),
    });
    expect(json).toEqual([{ documentId: document.documentId }]);
    const table = harness.google.docs.documents.get(document.documentId)?.body.blocks.find((block) => block.kind === 't');
    expect(table?.kind === 't' && table.rows.map((row) => row.length)).toEqual([2, 2]);
    const got = await runDocs(harness, { parameters: { resource: 'document', operation: 'get', documentURL: document.documentId, simple: false } });
    const content = ((got.json[0]?.body as IDataObject).content as IDataObject[]);
    const tableStart = Number(content.find((element) => element.table)?.startIndex);
    expect(content[1]).toMatchObject({ paragraph: { bullet: { listId: expect.any(String) } } });
    expect(content.at(-1)).toMatchObject({ paragraph: { elements: [{ pageBreak: {} }, { textRun: { content: '\n' } }] } });

    await runDocs(harness, {
      parameters: update(document.documentId, [
        { object: 'tableRow', action: 'insert', insertSegment: 'body', index: tableStart, rowIndex: 1, columnIndex: 0, insertPosition: true },
        { object: 'tableColumn', action: 'insert', insertSegment: 'body', index: tableStart, rowIndex: 0, columnIndex: 0, insertPosition: false },
        { object: 'tableRow', action: 'delete', insertSegment: 'body', index: tableStart, rowIndex: 0, columnIndex: 0 },
        { object: 'paragraphBullets', action: 'delete', insertSegment: 'body', startIndex: 1, endIndex: 5 },
      ]),
    });
    const changed = harness.google.docs.documents.get(document.documentId);
    const after = changed?.body.blocks.find((block) => block.kind === 't');
    expect(after?.kind === 't' && after.rows.map((row) => row.length)).toEqual([3, 3]);
    expect(changed?.body.blocks[0]).toEqual({ kind: 'p', text: 'Intro\n' });
  });

  it('creates and deletes headers, footers and named ranges', async () => {
    const document = harness.google.docs.create('Styled', 'Chapter one\n');
    const { json } = await runDocs(harness, {
      parameters: update(document.documentId, [
        { object: 'header', action: 'create', insertSegment: 'body', index: 0 },
        { object: 'footer', action: 'create', insertSegment: 'body', index: 0 },
        { object: 'namedRange', action: 'create', insertSegment: 'body', name: 'title', startIndex: 1, endIndex: 8 },
      ]),
    });
    const replies = json[0]?.replies as IDataObject[];
    const headerId = String((replies[0]?.createHeader as IDataObject).headerId);
    const footerId = String((replies[1]?.createFooter as IDataObject).footerId);
    expect(replies[2]).toEqual({ createNamedRange: { namedRangeId: expect.any(String) } });

    await runDocs(harness, { parameters: update(document.documentId, [{ object: 'text', action: 'insert', insertSegment: 'header', segmentId: headerId, locationChoice: 'endOfSegmentLocation', text: 'ACME' }]) });
    expect(harness.google.docs.text(document.documentId, headerId)).toBe('ACME\n');
    await runDocs(harness, {
      parameters: update(document.documentId, [
        { object: 'namedRange', action: 'delete', namedRangeReference: 'name', value: 'title' },
        { object: 'header', action: 'delete', headerId },
        { object: 'footer', action: 'delete', footerId },
      ]),
    });
    const after = harness.google.docs.documents.get(document.documentId);
    expect([after?.headers.size, after?.footers.size, after?.namedRanges.length]).toEqual([0, 0, 0]);
  });

  it('Google refuses a stale revision, an index outside the body, an unknown positioned object; nothing is applied', async () => {
    const document = harness.google.docs.create('Guarded', 'Text\n');
    const stale = await runDocs(harness, {
      parameters: update(document.documentId, [{ object: 'text', action: 'insert', locationChoice: 'endOfSegmentLocation', text: 'x' }], { updateFields: { writeControlObject: { control: 'requiredRevisionId', value: 'rev0' } } }),
    });
    expect(stale.error?.message).toBe("The required revision ID 'rev0' does not match the latest revision.");
    const outside = await runDocs(harness, { parameters: update(document.documentId, [{ object: 'text', action: 'insert', locationChoice: 'location', index: 99, text: 'x' }]) });
    expect(outside.error?.message).toContain('Index 99 must be less than the end index of the referenced segment, 7.');
    const gone = await runDocs(harness, {
      continueOnFail: true,
      parameters: update(document.documentId, [{ object: 'text', action: 'insert', locationChoice: 'location', index: 1, text: 'lost ' }, { object: 'positionedObject', action: 'delete', objectId: 'kix.img' }]),
    });
    expect(gone.json).toEqual([{ error: 'Invalid requests[1].deletePositionedObject: The positioned object with ID kix.img was not found.' }]);
    expect(harness.google.docs.text(document.documentId)).toBe('Text\n\n');
    const current = await runDocs(harness, {
      parameters: update(document.documentId, [{ object: 'text', action: 'insert', locationChoice: 'location', index: 1, text: 'Kept ' }], { updateFields: { writeControlObject: { control: 'requiredRevisionId', value: 'rev1' } } }),
    });
    expect(current.json[0]).toMatchObject({ writeControl: { requiredRevisionId: 'rev2' } });
  });
});
