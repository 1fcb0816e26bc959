import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/weft.js', import.meta.url));
const fixture = fileURLToPath(new URL('./test/n8n-order-triage.workflow.json', import.meta.url));

/** Runs the real `weft` command as a separate process, its output piped as a shell pipe would. */
async function weft(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const userFolder = await mkdtemp(join(tmpdir(), 'weft-cli-'));
  try {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { ...process.env, DB_TYPE: 'sqlite', WEFT_USER_FOLDER: userFolder },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    return { code, stdout, stderr };
  } finally {
    await rm(userFolder, { recursive: true, force: true });
  }
}

describe('weft execute as a process (needs `npm run build`)', () => {
  // Piped output once made the process exit (code 13) before the execution was saved.
  it('runs an n8n export with Code, Edit Fields, If and Merge and prints n8n\'s output', async () => {
    const { code, stdout, stderr } = await weft(['execute', '--file', fixture]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const runData = (JSON.parse(stdout) as { resultData: { runData: Record<string, Array<{ data: { main: Array<Array<{ json: unknown }>> } }>> } }).resultData.runData;
    const output = (node: string, index = 0) => runData[node]?.[0]?.data.main[index]?.map((item) => item.json);
    expect(output('Big order?', 1)).toEqual([{ id: 2, customer: 'Globex', total: 40, label: 'GLOBEX-2', totalWithTax: 48 }]);
    expect(output('Merge')).toEqual([
      { id: 1, customer: 'ACME', total: 250, label: 'ACME-1', totalWithTax: 300, priority: 'high', source: 'ACME' },
      { id: 3, customer: 'Initech', total: 120, label: 'INITECH-3', totalWithTax: 144, priority: 'high', source: 'Initech' },
      { id: 2, customer: 'Globex', total: 40, label: 'GLOBEX-2', totalWithTax: 48 },
    ]);
  });
});
