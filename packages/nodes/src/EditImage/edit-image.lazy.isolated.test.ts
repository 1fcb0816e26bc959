import { describe, expect, it, vi } from 'vitest';
import type { ILoadOptionsFunctions } from '@weft/workflow';

/* Its own file: whether sharp (and its libvips binaries) was imported is recorded by the mock below. */
const imported = vi.hoisted(() => new Set<string>());
vi.mock('sharp', async (importOriginal) => {
  imported.add('sharp');
  return importOriginal();
});

const { builtinNodeTypes } = await import('../builtin-node-types.js');
const { outputOf, runFixture, singleNodeWorkflow } = await import('../test-support/run-fixture.js');

describe('Edit Image loads sharp only when it edits an image', () => {
  it('is described, and lists its fonts, without sharp; the first edit loads it', async () => {
    const editImage = builtinNodeTypes.getByNameAndVersion('n8n-nodes-base.editImage', 1);
    expect(editImage?.description.displayName).toBe('Edit Image');
    const fonts = await editImage?.methods?.loadOptions?.getFonts?.call({} as ILoadOptionsFunctions);
    expect(fonts).toContainEqual({ name: 'DejaVu Sans', value: 'DejaVu Sans' });
    expect([...imported]).toEqual([]);

    const run = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.editImage', typeVersion: 1, parameters: { operation: 'create', width: 3, height: 2 } }));
    expect(outputOf(run, 'Node')[0]?.binary?.data).toMatchObject({ mimeType: 'image/png' });
    expect([...imported]).toEqual(['sharp']);
  });
});
