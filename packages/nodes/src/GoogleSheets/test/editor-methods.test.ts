import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorContext, rl, seed, startHarness } from './harness.js';
import type { Harness } from './harness.js';
import type { MappingField } from '../v2/methods/sheet-methods.js';

let harness: Harness;
// Two RSA keys are made for the service accounts: slow on a busy machine.
beforeAll(async () => { harness = await startHarness(); }, 60_000);
afterAll(() => harness.close());

describe('Google Sheets in the editor', () => {
  it('lists spreadsheets from Drive by name, narrowed by the search text, a page at a time', async () => {
    for (let index = 0; index < 105; index += 1) harness.google.sheets.create(`Report ${String(index).padStart(3, '0')}`);
    harness.google.sheets.create("Q'3 plan");
    const { context, nodeType } = editorContext(4.7, {}, harness);
    const search = nodeType.methods?.listSearch?.spreadSheetsSearch;
    const first = await search?.call(context);
    expect(first?.results).toHaveLength(100);
    expect(first?.results[0]).toMatchObject({ name: "Q'3 plan", url: expect.stringMatching(/^https:\/\/docs\.google\.com\/spreadsheets\/d\//) });
    const second = await search?.call(context, undefined, String(first?.paginationToken));
    expect(second?.results.map((result) => result.name).at(-1)).toBe('Report 104');
    expect(second?.paginationToken).toBeUndefined();
    const narrowed = await search?.call(context, "q'3");
    expect(narrowed?.results.map((result) => result.name)).toEqual(["Q'3 plan"]);
    expect(harness.google.calls.at(-1)?.query.get('q')).toBe("mimeType = 'application/vnd.google-apps.spreadsheet' and trashed = false and name contains 'q\\'3'");
  });

  it('lists the sheets of the chosen document by title, valued by sheet id', async () => {
    const { book } = seed(harness, [], 'Tabs', ['One', 'Two']);
    const { context, nodeType } = editorContext(4.7, { documentId: rl(book.spreadsheetId, 'list') }, harness);
    const sheets = await nodeType.methods?.listSearch?.sheetsSearch?.call(context);
    expect(sheets?.results).toEqual(book.sheets.map((sheet) => ({
      name: sheet.title, value: sheet.sheetId, url: `https://docs.google.com/spreadsheets/d/${book.spreadsheetId}/edit#gid=${sheet.sheetId}`,
    })));
  });

  it('offers the header row as columns (lookups, matching, the column mapper)', async () => {
    const { documentId, sheetName } = seed(harness, [['id', '', 'name'], [1, 2, 3]]);
    const { context, nodeType } = editorContext(4.7, { documentId, sheetName, columnToMatchOn: 'id' }, harness);
    const load = nodeType.methods?.loadOptions ?? {};
    expect(await load.getSheetHeaderRowAndSkipEmpty?.call(context)).toEqual([{ name: 'id', value: 'id' }, { name: 'name', value: 'name' }]);
    expect((await load.getSheetHeaderRowWithGeneratedColumnNames?.call(context))?.map((option) => option.value)).toEqual(['id', 'col_2', 'name']);
    expect((await load.getSheetHeaderRowAndAddColumn?.call(context))?.map((option) => option.value)).toEqual(['name', 'newColumn']);
    const mapping = nodeType.methods?.resourceMapping as { getMappingColumns: (this: unknown) => Promise<{ fields: MappingField[] }> };
    const { fields } = await mapping.getMappingColumns.call(context);
    expect(fields.map((field) => [field.id, field.canBeUsedToMatch])).toEqual([['id', true], ['name', true]]);
  });
});
