import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useCliEnvironment, weft } from './test/cli-harness.js';

/** Edit Fields -> Convert to File -> Write File (reports/ada.txt) -> Read Files (reports/*.txt): no pinned data, which `execute` ignores. */
const fixture = fileURLToPath(new URL('./test/files-folder.workflow.json', import.meta.url));

const cli = useCliEnvironment('weft-cli-files-');

interface RunData { resultData: { runData: Record<string, Array<{ data?: { main: Array<Array<{ json: Record<string, unknown> }>> } }>>; error?: { message: string } } }

describe('weft execute and the files folder', () => {
  it('lets Read/Write Files from Disk use <user folder>/files', async () => {
    const { code, out, err } = await weft('execute', '--file', fixture);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(await readFile(join(cli.folder, 'files', 'reports', 'ada.txt'), 'utf8')).toBe('Hello Ada');
    const read = (JSON.parse(out) as RunData).resultData.runData['Read Files']?.[0]?.data?.main[0]?.map((item) => item.json.fileName);
    expect(read).toEqual(['ada.txt']);
  });

  it('uses WEFT_FILES_FOLDER, taken from the user folder when relative, and refuses what lies outside it', async () => {
    process.env.WEFT_FILES_FOLDER = 'shared';
    await mkdir(join(cli.folder, 'files'), { recursive: true });
    await writeFile(join(cli.folder, 'files', 'outside.txt'), 'not shared');
    expect((await weft('execute', '--file', fixture)).code).toBe(0);
    expect(await readFile(join(cli.folder, 'shared', 'reports', 'ada.txt'), 'utf8')).toBe('Hello Ada');

    const workflow = JSON.parse(await readFile(fixture, 'utf8')) as { nodes: Array<{ name: string; parameters: Record<string, unknown> }> };
    const reader = workflow.nodes.find((node) => node.name === 'Read Files');
    if (reader) reader.parameters.fileSelector = '../files/outside.txt';
    const file = join(cli.folder, 'outside.json');
    await writeFile(file, JSON.stringify(workflow));
    const { code, err } = await weft('execute', '--file', file);
    expect(code).toBe(1);
    expect(err).toContain(`Access to the file is not allowed: "../files/outside.txt" is outside the folder "${join(cli.folder, 'shared')}"`);
  });
});
