import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CredentialsCipher } from '../services/credentials/credentials-cipher.js';
import { useCliEnvironment, weft } from './test/cli-harness.js';

const usePostgres = process.env.DB_TYPE === 'postgresdb';

const cli = useCliEnvironment('weft-cli-credentials-');

interface Exported {
  id: number;
  name: string;
  type: string;
  data: unknown;
  nodesAccess: Array<{ nodeType: string }>;
}

const n8nExport = [
  {
    id: '7', name: 'Shop key', type: 'httpHeaderAuth', data: { name: 'X-Key', value: 'cli-s3cret' },
    nodesAccess: [{ nodeType: 'n8n-nodes-base.httpRequest', date: '2024-01-02T03:04:05.000Z' }],
  },
  { id: 'yQ4BxkNe6Izq2Qd6', name: 'Basic', type: 'httpBasicAuth', data: { user: 'ada', password: 'pw' } },
];

describe('weft import:credentials and export:credentials', () => {
  it('imports decrypted credentials keeping free ids, exports them encrypted, and decrypted only when asked', async () => {
    const input = join(cli.folder, 'credentials.json');
    await writeFile(input, JSON.stringify(n8nExport));
    expect(await weft('import:credentials', '--input', input)).toEqual({
      code: 0, err: '',
      out: 'Imported "Shop key" (httpHeaderAuth) with ID 7\nImported "Basic" (httpBasicAuth) with ID 8 (the ID "yQ4BxkNe6Izq2Qd6" is not a Weft ID)\n2 credentials imported\n',
    });

    const encrypted = await weft('export:credentials', '--all');
    expect(encrypted.code).toBe(0);
    expect(encrypted.out).not.toContain('cli-s3cret');
    const list = JSON.parse(encrypted.out) as Exported[];
    expect(list.map(({ id, name, type }) => ({ id, name, type }))).toEqual([
      { id: 7, name: 'Shop key', type: 'httpHeaderAuth' }, { id: 8, name: 'Basic', type: 'httpBasicAuth' },
    ]);
    expect(list[0]?.data).toMatch(/^v1:/);
    expect(list[0]?.nodesAccess).toEqual([{ nodeType: 'n8n-nodes-base.httpRequest', date: '2024-01-02T03:04:05.000Z' }]);
    // Without access in the file, the nodes that can use the type may.
    expect(list[1]?.nodesAccess.map((access) => access.nodeType)).toContain('n8n-nodes-base.httpRequest');

    const output = join(cli.folder, 'decrypted.json');
    expect((await weft('export:credentials', '--id', '7', '--output', output, '--decrypted')).out)
      .toBe(`Exported 1 credential (decrypted) to ${output}\n`);
    expect(JSON.parse(await readFile(output, 'utf8'))).toMatchObject([{ id: 7, data: { name: 'X-Key', value: 'cli-s3cret' } }]);
    expect((await stat(output)).mode & 0o777).toBe(0o600);

    // The encrypted export reads back on the instance whose key made it.
    const encryptedFile = join(cli.folder, 'encrypted.json');
    await writeFile(encryptedFile, encrypted.out);
    const again = await weft('import:credentials', '--input', encryptedFile);
    expect(again.out).toContain('Imported "Shop key" (httpHeaderAuth) with ID 9 (the ID "7" is taken)');
    expect(JSON.parse((await weft('export:credentials', '--id', '9', '--decrypted')).out)).toMatchObject([{ data: { name: 'X-Key', value: 'cli-s3cret' } }]);

    if (!usePostgres) {
      const database = await readFile(join(cli.folder, 'database.sqlite'));
      const wal = await readFile(join(cli.folder, 'database.sqlite-wal')).catch(() => Buffer.alloc(0));
      expect(database.includes('cli-s3cret') || wal.includes('cli-s3cret')).toBe(false);
    }
  });

  it('refuses data encrypted with another key, and bad entries, importing nothing', async () => {
    const foreign = new CredentialsCipher('the key of another instance').encrypt({ value: 'x' });
    const input = join(cli.folder, 'foreign.json');
    await writeFile(input, JSON.stringify([n8nExport[0], { name: 'Foreign', type: 'httpHeaderAuth', data: foreign }]));
    expect(await weft('import:credentials', '--input', input)).toEqual({
      code: 1, out: '',
      err: 'Credential 2 ("Foreign") holds data encrypted with another key: export it with --decrypted, or set WEFT_ENCRYPTION_KEY to the key of the instance it comes from\n',
    });
    await writeFile(input, JSON.stringify([{ name: 'No type', data: {} }]));
    expect((await weft('import:credentials', '--input', input)).err).toBe('Credential 1 ("No type") has no type\n');
    expect(JSON.parse((await weft('export:credentials', '--all')).out)).toEqual([]);
    expect((await weft('export:credentials', '--id', '3')).err).toBe('There is no credential with the ID "3"\n');
    expect((await weft('export:credentials')).err).toContain('Give either --id or --all.');
    expect((await weft('import:credentials')).err).toContain('Give the file to import with --input.');
  });
});
