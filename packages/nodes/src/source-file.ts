import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A file kept beside a node's sources (icon, docs page), from src/ and dist/ alike: the build output
 * holds only compiled code, so a file missing beside this module is looked for under src/.
 */
export function locateSourceFile(relativePath: string): string | undefined {
  const here = fileURLToPath(new URL(`./${relativePath}`, import.meta.url));
  if (existsSync(here)) return here;
  const source = here.replace(/([\\/])dist([\\/])/, '$1src$2');
  return existsSync(source) ? source : undefined;
}
