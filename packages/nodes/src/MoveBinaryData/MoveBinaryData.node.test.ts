import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

const fileItem = (bytes: Buffer, json: IDataObject = { id: 7 }, extra: IDataObject = {}) => ({
  json, binary: { data: { data: bytes.toString('base64'), mimeType: 'application/json', fileName: 'in.json', ...extra } },
});

async function run(typeVersion: number, parameters: IDataObject, input: Array<{ json: IDataObject; binary?: IDataObject }>) {
  const result = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.moveBinaryData', typeVersion, parameters }, input));
  return { items: outputOf(result, 'Node'), error: result.data.resultData.error };
}

const bytesOf = (binary: { data?: string } | undefined) => Buffer.from(binary?.data ?? '', 'base64');

describe('Convert to/from binary data (Move Binary Data) 1 and 1.1: binary to JSON', () => {
  it('makes a JSON file the whole item, dropping the file unless kept', async () => {
    const { items } = await run(1.1, {}, [fileItem(Buffer.from('{"name":"Ada","tags":["x"]}'))]);
    expect(items).toEqual([{ json: { name: 'Ada', tags: ['x'] }, pairedItem: { item: 0 } }]);
    const kept = await run(1.1, { options: { keepSource: true } }, [fileItem(Buffer.from('{"a":1}'))]);
    expect(kept.items[0]?.binary?.data?.fileName).toBe('in.json');
  });

  it('puts the text into a nested field, stripping the BOM, parsing JSON or keeping base64 when asked', async () => {
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"n":1}')]);
    const text = await run(1, { setAllData: false, destinationKey: 'file.text' }, [fileItem(withBom)]);
    expect(text.items[0]?.json).toEqual({ id: 7, file: { text: '{"n":1}' } });
    const keepBom = await run(1, { setAllData: false, options: { encoding: 'utf8', stripBOM: false } }, [fileItem(withBom)]);
    expect(keepBom.items[0]?.json.data).toBe('\uFEFF{"n":1}');
    const parsed = await run(1, { setAllData: false, destinationKey: 'payload', options: { jsonParse: true } }, [fileItem(withBom)]);
    expect(parsed.items[0]?.json).toEqual({ id: 7, payload: { n: 1 } });
    const base64 = await run(1, { setAllData: false, options: { keepAsBase64: true } }, [fileItem(Buffer.from('hi'))]);
    expect(base64.items[0]?.json).toEqual({ id: 7, data: 'aGk=' });
  });

  it('decodes the chosen encoding', async () => {
    const latin1 = Buffer.from([0x43, 0x61, 0x66, 0xe9]);
    const { items } = await run(1.1, { setAllData: false, options: { encoding: 'iso88591' } }, [fileItem(latin1)]);
    expect(items[0]?.json.data).toBe('Café');
  });

  it('leaves out items without the source file, and fails clearly on text that is not a JSON object', async () => {
    const { items } = await run(1.1, { sourceKey: 'other' }, [fileItem(Buffer.from('{}')), { json: { plain: true } }]);
    expect(items).toEqual([]);
    expect((await run(1.1, {}, [fileItem(Buffer.from('not json'))])).error?.message).toMatch(/^The file in "data" is not valid JSON: /);
    const array = await run(1.1, {}, [fileItem(Buffer.from('[1,2]'))]);
    expect(array.error?.message).toBe('The file in "data" does not hold a JSON object');
    expect((await run(1.1, { options: { encoding: 'klingon' } }, [fileItem(Buffer.from('{}'))])).error?.message).toBe('The encoding "klingon" is not known');
  });
});

describe('Convert to/from binary data (Move Binary Data) 1 and 1.1: JSON to binary', () => {
  it('makes a JSON file of the whole item; version 1.1 names it, version 1 does not', async () => {
    const v11 = await run(1.1, { mode: 'jsonToBinary' }, [{ json: { name: 'Ada' } }]);
    expect(v11.items[0]?.json).toEqual({});
    expect(JSON.parse(bytesOf(v11.items[0]?.binary?.data).toString())).toEqual({ name: 'Ada' });
    expect(v11.items[0]?.binary?.data).toMatchObject({ mimeType: 'application/json', fileName: 'file.json', fileExtension: 'json' });
    const v1 = await run(1, { mode: 'jsonToBinary' }, [{ json: { name: 'Ada' } }]);
    expect(v1.items[0]?.binary?.data?.mimeType).toBe('application/json');
    expect(v1.items[0]?.binary?.data?.fileName).toBeUndefined();
  });

  it('writes one field raw, with its encoding, BOM, file name and MIME type, keeping the rest of the item', async () => {
    const { items } = await run(1.1, {
      mode: 'jsonToBinary', convertAllData: false, sourceKey: 'note.text', destinationKey: 'file',
      options: { useRawData: true, encoding: 'utf8', addBOM: true, fileName: 'note.txt', mimeType: 'text/plain' },
    }, [{ json: { id: 1, note: { text: 'Grüße', lang: 'de' } } }]);
    expect(items[0]?.json).toEqual({ id: 1, note: { lang: 'de' } });
    expect(bytesOf(items[0]?.binary?.file)).toEqual(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Grüße')]));
    expect(items[0]?.binary?.file).toMatchObject({ fileName: 'note.txt', mimeType: 'text/plain' });
    const latin1 = await run(1.1, { mode: 'jsonToBinary', convertAllData: false, options: { useRawData: true, encoding: 'iso88591' } }, [{ json: { data: 'é' } }]);
    expect([...bytesOf(latin1.items[0]?.binary?.data)]).toEqual([0xe9]);
  });

  it('decodes base64 fields and keeps the source when asked', async () => {
    const { items } = await run(1.1, {
      mode: 'jsonToBinary', convertAllData: false, options: { dataIsBase64: true, keepSource: true, fileName: 'x.bin', mimeType: 'application/octet-stream' },
    }, [{ json: { data: Buffer.from([1, 2, 3]).toString('base64') } }]);
    expect([...bytesOf(items[0]?.binary?.data)]).toEqual([1, 2, 3]);
    expect(items[0]?.json).toEqual({ data: 'AQID' });
  });

  it('adds to the item\'s files and leaves out items without the field', async () => {
    const input = [fileItem(Buffer.from('{}'), { text: 'hello' }), { json: { other: 1 } }];
    const { items } = await run(1.1, { mode: 'jsonToBinary', convertAllData: false, sourceKey: 'text', destinationKey: 'copy' }, input);
    expect(items).toHaveLength(1);
    expect(Object.keys(items[0]?.binary ?? {})).toEqual(['data', 'copy']);
    expect(bytesOf(items[0]?.binary?.copy).toString()).toBe('"hello"');
  });
});
