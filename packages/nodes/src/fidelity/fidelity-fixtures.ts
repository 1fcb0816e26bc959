import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import type { RawRunData } from './run-record.js';
import type { FixtureStandInSpec } from './fidelity-stand-ins.js';

/** A credential as n8n's `export:credentials --decrypted` writes it, and `import:credentials` reads it. */
export interface FixtureCredential {
  id: string;
  name: string;
  type: string;
  data: IDataObject;
}

/** Where fidelity fixtures live: `<topic>/<name>.workflow.json` beside `<name>.n8n.json`, n8n's run of it. */
export const fidelityRoot = fileURLToPath(new URL('../../fidelity/', import.meta.url));

export interface FidelityFixture {
  /** `<topic>/<name>`, the test's name. */
  name: string;
  workflow: IWorkflowBase;
  /** n8n's run data as `scripts/fidelity/record-n8n.mjs` recorded it; undefined until recorded. */
  n8n?: { n8nVersion: string; data: RawRunData };
  /** Environment variables both runs had (`<name>.env.json`), e.g. NODE_FUNCTION_ALLOW_EXTERNAL. */
  env?: Record<string, string>;
  /** Credentials both runs had (`<name>.credentials.json`); their URLs may name the stand-in by placeholder. */
  credentials?: FixtureCredential[];
  /** The loopback service stand-in both runs talked to, and its script (`<name>.stand-in.json`). */
  standIn?: FixtureStandInSpec;
}

export function loadFidelityFixtures(root = fidelityRoot): FidelityFixture[] {
  return workflowFiles(root).map((file) => {
    const recorded = file.replace(/\.workflow\.json$/, '.n8n.json');
    const beside = <T>(suffix: string): T | undefined => {
      const path = file.replace(/\.workflow\.json$/, suffix);
      return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
    };
    return {
      env: beside<Record<string, string>>('.env.json'),
      credentials: beside<FixtureCredential[]>('.credentials.json'),
      standIn: beside<FixtureStandInSpec>('.stand-in.json'),
      name: relative(root, file).replace(/\.workflow\.json$/, ''),
      workflow: JSON.parse(readFileSync(file, 'utf8')) as IWorkflowBase,
      n8n: existsSync(recorded) ? (JSON.parse(readFileSync(recorded, 'utf8')) as FidelityFixture['n8n']) : undefined,
    };
  });
}

function workflowFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return workflowFiles(path);
      return entry.name.endsWith('.workflow.json') ? [path] : [];
    });
}
