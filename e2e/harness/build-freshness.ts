import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `npm run build` makes, each with what it is made from: the TypeScript projects (`tsc -b`
 * writes a project's tsbuildinfo whenever it emits) and the editor bundle (Vite writes index.html
 * last), which reads the workflow and contracts sources too.
 */
const TSC_PROJECTS = ['workflow', 'contracts', 'engine', 'nodes', 'server'];
const EDITOR_INPUTS = [
  'packages/editor/src', 'packages/editor/index.html', 'packages/editor/vite.config.ts', 'packages/editor/package.json',
  'packages/workflow/src', 'packages/contracts/src', 'package-lock.json',
];

function mtime(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Tests are compiled by tsc (they live in src) but never bundled by Vite. */
const isTest = (name: string) => /\.test\.tsx?$/.test(name);
/** The build writes the node manifest into the nodes' src after tsc: an output, not a source. */
const isBuildOutput = (name: string) => name === 'node-manifest.json';

/** The latest modification time of a file, or of any file under a folder (but `skip`ped ones). */
function newest(path: string, skip: (name: string) => boolean = () => false): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) if (!skip(entry)) latest = Math.max(latest, newest(join(path, entry), skip));
  return latest;
}

/** The outputs of the build that are missing or older than a source they are built from (empty: the build is fresh). */
export function staleBuildOutputs(root: string): string[] {
  const stale: string[] = [];
  const check = (output: string, inputs: string[], skip?: (name: string) => boolean) => {
    const built = mtime(join(root, output));
    if (built === undefined || inputs.some((input) => newest(join(root, input), skip) > built)) stale.push(output);
  };
  for (const project of TSC_PROJECTS) {
    const folder = `packages/${project}`;
    check(`${folder}/tsconfig.tsbuildinfo`, [`${folder}/src`, `${folder}/tsconfig.json`, `${folder}/package.json`, 'tsconfig.base.json'], isBuildOutput);
  }
  check('packages/editor/dist/index.html', EDITOR_INPUTS, isTest);
  return stale;
}
