/**
 * The editor's folder layers are enforced by ESLint (eslint.config.js): an import that goes against
 * them fails the lint. These cases lint a one-line file placed in each folder.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// A URL's pathname, not node:url: the editor's own lint keeps Node built-ins out, tests included.
const repoRoot = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
const eslint = new ESLint({ cwd: repoRoot });
const RULE = '@typescript-eslint/no-restricted-imports';

/** The messages of the import rule for `code` written in `file` (relative to the editor's src/). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: `${repoRoot}packages/editor/src/${file}` });
  return (results[0]?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('editor layers (lint)', { timeout: 30_000 }, () => {
  // Loading the config (and the TypeScript parser) takes seconds on a busy machine: once, up front.
  beforeAll(() => layerErrors('app/warm-up.ts', "import { x } from './y';"), 120_000);

  it.each([
    ['a presentational component importing a feature', 'components/Thing.tsx', "import { x } from '../features/run/use-run-workflow';"],
    ['a presentational component importing a store', 'components/forms/Thing.tsx', "import { x } from '../../stores/workflow/ndv-slice';"],
    ['the canvas importing the node details view', 'canvas/Thing.tsx', "import { x } from '../ndv/NodeDetailsView';"],
    ['the node details view importing the canvas', 'ndv/parameters/Thing.tsx', "import { x } from '../../canvas/workflow-to-flow';"],
    ['the node details view importing a feature', 'ndv/Thing.tsx', "import { x } from '../features/credentials/CredentialIcon';"],
    ['a feature importing the app shell', 'features/run/thing.ts', "import { x } from '../../app/router';"],
    ['a store importing a view', 'stores/workflow/thing.ts', "import type { x } from '../../ndv/OutputPane';"],
    ['the API client importing a feature', 'api/thing.ts', "import { x } from '../features/push/use-push-connection';"],
    ['a file deep in the node details view importing the canvas', 'ndv/parameters/remote-options/Thing.tsx', "import { x } from '../../../canvas/workflow-to-flow';"],
  ])('refuses %s', async (_what, file, code) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Editor layers');
  });

  it.each([
    ['a feature importing the canvas and the node details view', 'features/workflow/thing.ts', "import { x } from '../../canvas/WorkflowCanvas';\nimport { y } from '../../ndv/NodeDetailsView';"],
    ['the canvas importing stores, domain helpers, commands and components', 'canvas/Thing.tsx', "import { x } from '../stores/workflow/ndv-slice';\nimport { y } from '../domain/node-type-lookup';\nimport { z } from '../commands/use-run-command';\nimport { w } from '../components/notify';"],
    ['a folder inside a layer that shares a layer\'s name', 'stores/workflow/thing.ts', "import { x } from '../ndv/save-pin-data';"],
    ['the app importing a feature', 'app/thing.ts', "import { x } from '../features/run/RunCommands';"],
  ])('allows %s', async (_what, file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });

  it('still refuses the server packages everywhere in the editor', async () => {
    const errors = await layerErrors('domain/thing.ts', "import { x } from '@weft/engine';");
    expect(errors).toEqual([expect.stringContaining('@weft/workflow and @weft/contracts')]);
  });
});
