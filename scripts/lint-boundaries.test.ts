import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The package and layer boundaries are ESLint rules (eslint.config.js). These cases lint small
 * snippets as if they stood at `filePath`, so a rule that stops firing (or fires on allowed code)
 * fails here. Add a row per rule: one that must be refused, one that must pass.
 */
const RULE = '@typescript-eslint/no-restricted-imports';
const root = fileURLToPath(new URL('..', import.meta.url));

interface BoundaryCase {
  name: string;
  filePath: string;
  code: string;
  refused: boolean;
}

const cases: BoundaryCase[] = [
  {
    name: 'a node may not import a value from the engine',
    filePath: 'packages/nodes/src/Example/Example.node.ts',
    code: "import { WorkflowRunner } from '@weft/engine';\nexport const runner = new WorkflowRunner(undefined as never);\n",
    refused: true,
  },
  {
    name: 'a node may not import a value from an engine subpath',
    filePath: 'packages/nodes/src/Example/example.helper.ts',
    code: "import { sleep } from '@weft/engine/dist/index.js';\nexport const wait = sleep;\n",
    refused: true,
  },
  {
    name: 'a node may import engine types',
    filePath: 'packages/nodes/src/Example/Example.node.ts',
    code: "import type { CodeRunRequest } from '@weft/engine';\nexport type Request = CodeRunRequest;\n",
    refused: false,
  },
  {
    name: 'a node takes its errors from @weft/workflow',
    filePath: 'packages/nodes/src/Example/Example.node.ts',
    code: "import { NodeOperationError } from '@weft/workflow';\nexport const error = NodeOperationError;\n",
    refused: false,
  },
  {
    name: 'a node test may run nodes through the engine',
    filePath: 'packages/nodes/src/Example/Example.node.test.ts',
    code: "import { WorkflowRunner } from '@weft/engine';\nexport const runner = WorkflowRunner;\n",
    refused: false,
  },
  {
    name: 'a node test may still not import the server',
    filePath: 'packages/nodes/src/Example/Example.node.test.ts',
    code: "import { createServer } from '@weft/server';\nexport const server = createServer;\n",
    refused: true,
  },
];

describe('import boundaries (eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: root });
  // Loading the configuration and its plugins takes seconds on a busy machine: once, before the cases.
  beforeAll(() => eslint.calculateConfigForFile('packages/nodes/src/index.ts'), 120_000);

  it.each(cases)('$name', async ({ filePath, code, refused }) => {
    const [result] = await eslint.lintText(code, { filePath });
    const boundaryErrors = (result?.messages ?? []).filter((message) => message.ruleId === RULE);
    expect(boundaryErrors.length > 0).toBe(refused);
  }, 30_000);
});
