import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';
import { buildZip } from '../test-support/zip-fixture.js';

type Input = { json: IDataObject; binary?: IDataObject };
const file = (bytes: Buffer | string, fileName: string, mimeType = 'text/plain') => ({
  data: Buffer.from(bytes).toString('base64'), mimeType, fileName, fileExtension: fileName.includes('.') ? fileName.split('.').pop() : undefined,
});
const bytesOf = (binary: { data?: string } | undefined) => Buffer.from(binary?.data ?? '', 'base64');

async function run(typeVersion: number, parameters: IDataObject, input: Input[]) {
  const result = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.compression', typeVersion, parameters }, input));
  return { items: outputOf(result, 'Node'), error: result.data.resultData.error };
}

/** Compression (compress) → Compression (decompress), as a user chains them. */
function roundTrip(typeVersion: number, compress: IDataObject, input: Input[]): IWorkflowBase {
  const workflow = singleNodeWorkflow({ type: 'n8n-nodes-base.compression', typeVersion, parameters: { operation: 'compress', ...compress }, name: 'Pack' }, input);
  workflow.nodes.push({ id: 'u', name: 'Unpack', type: 'n8n-nodes-base.compression', typeVersion, position: [400, 0], parameters: { binaryPropertyName: 'archive', outputPrefix: 'out_' } });
  workflow.connections.Pack = { main: [[{ node: 'Unpack', type: 'main', index: 0 }]] };
  return workflow;
}

const twoFiles = (): Input => ({ json: { id: 1 }, binary: { data: file('Hello Ada', 'ada.txt'), photo: file(Buffer.from([0xff, 0xd8, 0xff]), 'photo.jpg', 'image/jpeg') } });

describe('Compression 1 and 1.1: decompress', () => {
  it('unpacks each file of a zip into <prefix><n>, keeping the JSON and skipping macOS metadata', async () => {
    const zip = buildZip([
      { name: 'a.txt', data: Buffer.from('Ada') }, { name: 'docs/report.csv', data: Buffer.from('x,y\n1,2') },
      { name: '__MACOSX/._a.txt', data: Buffer.from('meta') },
    ]);
    for (const version of [1, 1.1]) {
      const { items } = await run(version, {}, [{ json: { id: 9 }, binary: { data: file(zip, 'bundle.zip', 'application/zip') } }]);
      expect(items[0]?.json).toEqual({ id: 9 });
      expect(Object.keys(items[0]?.binary ?? {})).toEqual(['file_0', 'file_1']);
      expect(bytesOf(items[0]?.binary?.file_0).toString()).toBe('Ada');
      expect(items[0]?.binary?.file_1).toMatchObject({ fileName: 'report.csv', directory: 'docs', fileExtension: 'csv', mimeType: 'text/csv' });
    }
  });

  it('unpacks gzip files, naming them after the archive, from several fields', async () => {
    const input = [{ json: {}, binary: { a: file(gzipSync('{"n":1}'), 'data.json.gz', 'application/gzip'), b: file(gzipSync('plain'), 'notes.gz', 'application/gzip') } }];
    const { items } = await run(1.1, { binaryPropertyName: 'a, b', outputPrefix: 'x' }, input);
    expect(items[0]?.binary?.x0).toMatchObject({ fileName: 'data.json', fileExtension: 'json', mimeType: 'application/json' });
    expect(bytesOf(items[0]?.binary?.x0).toString()).toBe('{"n":1}');
    expect(items[0]?.binary?.x1).toMatchObject({ fileName: 'notes.txt', mimeType: 'text/plain' });
    expect(bytesOf(items[0]?.binary?.x1).toString()).toBe('plain');
  });

  it('fails clearly on a file without an extension, one of another kind, and a broken archive', async () => {
    const noExtension = await run(1.1, {}, [{ json: {}, binary: { data: file('x', 'archive') } }]);
    expect(noExtension.error?.message).toBe('File extension not found for binary data data');
    const text = await run(1.1, {}, [{ json: {}, binary: { data: file('x', 'notes.txt') } }]);
    expect(text.error?.message).toBe('The file in "data" is not a zip or gzip file (its extension is "txt")');
    const broken = await run(1.1, {}, [{ json: {}, binary: { data: file('not really', 'fake.gz') } }]);
    expect(broken.error?.message).toBe('The file in "data" could not be unpacked: invalid gzip data');
    const missing = await run(1.1, { binaryPropertyName: 'zip' }, [{ json: {}, binary: { data: file('x', 'a.zip') } }]);
    expect(missing.error?.message).toBe('The input item has no binary field "zip"');
  });

  it('puts the error in the item and goes on when told to continue', async () => {
    const workflow = singleNodeWorkflow({ type: 'n8n-nodes-base.compression', typeVersion: 1.1, parameters: {} }, [
      { json: {}, binary: { data: file('bad', 'a.zip') } }, { json: { ok: true }, binary: { data: file(gzipSync('fine'), 'b.txt.gz') } },
    ]);
    (workflow.nodes[1] as { onError?: string }).onError = 'continueRegularOutput';
    const items = outputOf(await runFixture(workflow), 'Node');
    expect(items.map((item) => item.json)).toEqual([{ error: 'The file in "data" could not be unpacked: invalid zip data' }, { ok: true }]);
    expect(bytesOf(items[1]?.binary?.file_0).toString()).toBe('fine');
  });
});

describe('Compression 1 and 1.1: compress', () => {
  it('packs several fields into one zip that unpacks to the same files', async () => {
    for (const version of [1, 1.1]) {
      const workflow = roundTrip(version, { binaryPropertyName: 'data,photo', outputFormat: 'zip', fileName: 'bundle.zip', binaryPropertyOutput: 'archive' }, [twoFiles()]);
      const result = await runFixture(workflow);
      const [packed] = outputOf(result, 'Pack');
      expect(packed?.json).toEqual({ id: 1 });
      expect(Object.keys(packed?.binary ?? {})).toEqual(['archive']);
      expect(packed?.binary?.archive).toMatchObject({ fileName: 'bundle.zip', fileExtension: 'zip', mimeType: 'application/zip' });
      const [unpacked] = outputOf(result, 'Unpack');
      expect(Object.values(unpacked?.binary ?? {}).map((entry) => [entry.fileName, bytesOf(entry).toString('hex')])).toEqual([
        ['ada.txt', Buffer.from('Hello Ada').toString('hex')], ['photo.jpg', 'ffd8ff'],
      ]);
    }
  });

  it('version 1.1 gzips each file into <field>, <field>1, ... named <name>.<ext>.gz', async () => {
    const { items } = await run(1.1, { operation: 'compress', binaryPropertyName: 'data, photo', outputFormat: 'gzip' }, [twoFiles()]);
    expect(Object.keys(items[0]?.binary ?? {})).toEqual(['data', 'data1']);
    expect(items[0]?.binary?.data?.fileName).toBe('ada.txt.gz');
    expect(items[0]?.binary?.data1?.fileName).toBe('photo.jpg.gz');
    expect(gunzipSync(bytesOf(items[0]?.binary?.data)).toString()).toBe('Hello Ada');
    const named = await run(1.1, { operation: 'compress', outputFormat: 'gzip', fileName: 'export.gz', binaryPropertyOutput: 'gz' }, [twoFiles()]);
    expect(named.items[0]?.binary?.gz?.fileName).toBe('export.txt.gz');
  });

  it('version 1 gzips into <prefix><n> named <name>.gzip, with the first item\'s settings', async () => {
    const input = [twoFiles(), { json: { id: 2 }, binary: { data: file('Hello Alan', 'alan.txt') } }];
    const { items } = await run(1, { operation: 'compress', binaryPropertyName: '={{ $json.id === 1 ? "data" : "photo" }}', outputFormat: 'gzip', outputPrefix: 'gz_' }, input);
    expect(items.map((item) => Object.keys(item.binary ?? {}))).toEqual([['gz_0'], ['gz_0']]);
    expect(items[1]?.binary?.gz_0?.fileName).toBe('alan.gzip');
    expect(gunzipSync(bytesOf(items[1]?.binary?.gz_0)).toString()).toBe('Hello Alan');
  });

  it('version 1 asks for an output format when none was chosen', async () => {
    const { error } = await run(1, { operation: 'compress' }, [twoFiles()]);
    expect(error?.message).toBe('No output format was chosen');
  });
});
