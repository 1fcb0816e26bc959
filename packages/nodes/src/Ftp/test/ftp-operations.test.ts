import { randomBytes } from 'node:crypto';
import type { IDataObject } from '@weft/workflow';
import { describe, expect, it } from 'vitest';
import { direct, runFtp, useWorkFolder } from './ftp-fixture.js';

const workFolder = useWorkFolder('ftp-operations');

const binaryItem = (bytes: Buffer, fileName: string, mimeType: string) => ({
  json: { id: 7 }, binary: { file: { data: bytes.toString('base64'), mimeType, fileName } },
});

describe.each([
  { protocol: 'ftp' as const, credential: 'ftp' },
  { protocol: 'sftp' as const, credential: 'sftp' },
])('FTP node over $protocol', ({ protocol, credential }) => {
  // Each protocol in a folder of its own: both servers see the same home.
  const base = () => `${workFolder()}/${protocol}`;
  const run = (parameters: IDataObject, extra: Parameters<typeof runFtp>[3] = {}) => runFtp(protocol, credential, parameters, extra);

  it('uploads a binary file into folders it makes and downloads the same bytes, named and typed after the file', async () => {
    const bytes = randomBytes(200_000);
    const path = `${base()}/round/trip/photo.png`;
    const upload = await run({ operation: 'upload', path, binaryPropertyName: 'file' }, { input: [binaryItem(bytes, 'upload.bin', 'application/octet-stream')] });
    expect(upload.error).toBeUndefined();
    // n8n passes the uploaded item on.
    expect(upload.items).toHaveLength(1);
    expect(upload.json[0]).toEqual({ id: 7 });
    expect(upload.items[0]?.binary?.file?.fileName).toBe('upload.bin');
    expect(Buffer.compare(await direct((client) => client.get(path)) as Buffer, bytes)).toBe(0);

    const download = await run({ operation: 'download', path, binaryPropertyName: 'fetched' }, { input: [{ json: { keep: true } }] });
    expect(download.error).toBeUndefined();
    const file = download.items[0]?.binary?.fetched;
    expect(download.json[0]).toEqual({ keep: true });
    expect(file).toMatchObject({ fileName: 'photo.png', mimeType: 'image/png', fileExtension: 'png' });
    expect(Buffer.compare(Buffer.from(file?.data ?? '', 'base64'), bytes)).toBe(0);
  });

  it('uploads text content as UTF-8, one file per item', async () => {
    const result = await run({ operation: 'upload', path: `=${base()}/notes/{{ $json.name }}.txt`, binaryData: false, fileContent: '={{ $json.text }}' }, {
      input: [{ json: { name: 'one', text: 'Grüße 1' } }, { json: { name: 'two', text: 'second' } }],
    });
    expect(result.error).toBeUndefined();
    expect(result.json).toEqual([{ name: 'one', text: 'Grüße 1' }, { name: 'two', text: 'second' }]);
    expect(((await direct((client) => client.get(`${base()}/notes/one.txt`))) as Buffer).toString('utf8')).toBe('Grüße 1');
    expect(((await direct((client) => client.get(`${base()}/notes/two.txt`))) as Buffer).toString('utf8')).toBe('second');
  });

  it('lists a folder with type, name, size, modifyTime and path, and recursively every folder inside', async () => {
    const root = `${base()}/tree`;
    await direct(async (client) => {
      await client.mkdir(`${root}/sub/deeper`, true);
      await client.put(Buffer.from('12345'), `${root}/top.txt`);
      await client.chmod(`${root}/top.txt`, 0o740);
      await client.put(Buffer.from('abc'), `${root}/sub/deeper/leaf.txt`);
    });
    const flat = await run({ operation: 'list', path: root, recursive: false });
    expect(flat.error).toBeUndefined();
    const byName = Object.fromEntries(flat.json.map((entry) => [entry.name, entry]));
    expect(Object.keys(byName).sort()).toEqual(['sub', 'top.txt']);
    expect(byName['top.txt']).toMatchObject({ type: '-', size: 5, path: `${root}/top.txt`, rights: { user: 'rwx', group: 'r', other: '' } });
    expect(byName.sub).toMatchObject({ type: 'd', path: `${root}/sub` });
    // The server's own time of the file: SFTP gives it to the second, an FTP listing to the minute.
    const stat = await direct((client) => client.stat(`${root}/top.txt`));
    const minute = protocol === 'ftp' ? 60_000 : 1000;
    expect(byName['top.txt']?.modifyTime).toBe(new Date(Math.floor(stat.modifyTime / minute) * minute).toISOString());

    const deep = await run({ operation: 'list', path: `${root}/`, recursive: true });
    expect(deep.error).toBeUndefined();
    expect(deep.json.map((entry) => entry.path).sort()).toEqual([
      `${root}/sub`, `${root}/sub/deeper`, `${root}/sub/deeper/leaf.txt`, `${root}/top.txt`,
    ]);
    expect(deep.json.find((entry) => entry.name === 'leaf.txt')).toMatchObject({ type: '-', size: 3 });
  });

  it('renames into a missing folder only with Create Directories', async () => {
    const from = `${base()}/move-me.txt`;
    const to = `${base()}/archive/2024/moved.txt`;
    await direct((client) => client.put(Buffer.from('moving'), from));

    const refused = await run({ operation: 'rename', oldPath: from, newPath: to });
    expect(refused.error?.message).toContain(`could not rename "${from}" to "${to}"`);

    const moved = await run({ operation: 'rename', oldPath: from, newPath: to, options: { createDirectories: true } });
    expect(moved.error).toBeUndefined();
    expect(moved.json).toEqual([{ success: true }]);
    expect(await direct((client) => client.exists(from))).toBe(false);
    expect(((await direct((client) => client.get(to))) as Buffer).toString()).toBe('moving');
  });

  it('deletes a file, an empty folder, and a full folder only when recursive', async () => {
    const root = `${base()}/trash`;
    await direct(async (client) => {
      await client.mkdir(`${root}/full/inner`, true);
      await client.mkdir(`${root}/empty`, true);
      await client.put(Buffer.from('x'), `${root}/full/inner/file.txt`);
      await client.put(Buffer.from('y'), `${root}/lone.txt`);
    });
    const file = await run({ operation: 'delete', path: `${root}/lone.txt` });
    expect(file.json).toEqual([{ success: true }]);
    const empty = await run({ operation: 'delete', path: `${root}/empty`, options: { folder: true } });
    expect(empty.json).toEqual([{ success: true }]);

    const notRecursive = await run({ operation: 'delete', path: `${root}/full`, options: { folder: true } });
    expect(notRecursive.error?.message).toContain(`could not delete "${root}/full"`);
    expect(await direct((client) => client.exists(`${root}/full/inner/file.txt`))).toBe('-');

    const recursive = await run({ operation: 'delete', path: `${root}/full`, options: { folder: true, recursive: true } });
    expect(recursive.json).toEqual([{ success: true }]);
    expect(await direct((client) => client.list(root))).toEqual([]);
  });

  it('names the missing file in the error, and with Continue On Fail outputs it per item', async () => {
    const missing = `${base()}/no-such-file.csv`;
    const failed = await run({ operation: 'download', path: missing });
    expect(failed.error?.message).toContain(`The ${protocol.toUpperCase()} server could not download "${missing}"`);

    const refused = await run({ operation: 'upload', path: '/root/not-yours/file.txt', binaryData: false, fileContent: 'x' });
    expect(refused.error?.message).toMatch(new RegExp(`^The ${protocol.toUpperCase()} server could not upload "/root/not-yours/file.txt": .+`));

    const continued = await run({ operation: 'download', path: '={{ $json.path }}' }, {
      continueOnFail: true, input: [{ json: { path: missing } }, { json: { path: `${base()}/round/trip/photo.png` } }],
    });
    expect(continued.error).toBeUndefined();
    expect(continued.json[0]?.error).toContain(missing);
    expect(continued.items[1]?.binary?.data?.fileName).toBe('photo.png');
    expect(continued.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });
});

describe('FTP node over sftp: concurrent reads', () => {
  it('downloads the same bytes in parallel chunks', async () => {
    const bytes = randomBytes(300_000);
    const path = `${workFolder()}/concurrent.bin`;
    await direct((client) => client.put(bytes, path));
    const result = await runFtp('sftp', 'sftp', { operation: 'download', path, options: { enableConcurrentReads: true, maxConcurrentReads: 3, chunkSize: 16 } });
    expect(result.error).toBeUndefined();
    const file = result.items[0]?.binary?.data;
    expect(file).toMatchObject({ fileName: 'concurrent.bin' });
    expect(Buffer.compare(Buffer.from(file?.data ?? '', 'base64'), bytes)).toBe(0);
  });
});
