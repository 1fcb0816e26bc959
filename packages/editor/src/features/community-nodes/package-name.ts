import { COMMUNITY_PACKAGE_NAME_MAX_LENGTH } from '@weft/contracts';

/** Every community node package's npm name starts with this (spec admin §5). */
export const COMMUNITY_PACKAGE_PREFIX = 'n8n-nodes-';

// Longest first: 'npm install ' must not be left as 'nstall ...' by the shorter 'npm i '.
const INSTALL_COMMANDS = ['npm install ', 'npm i '];

/** People paste the command from a package's readme; the name is what follows it. */
export function stripInstallCommand(input: string): string {
  const trimmed = input.trim();
  const command = INSTALL_COMMANDS.find((prefix) => trimmed.startsWith(prefix));
  return command ? trimmed.slice(command.length).trim() : trimmed;
}

export type PackageNameProblem = 'required' | 'tooLong' | 'wrongPrefix';

/**
 * What the install dialog says about a name before asking the server, which checks the rest (npm's
 * own naming rules, versions). Scoped names (`@scope/n8n-nodes-x`) are checked after the scope.
 */
export function packageNameProblem(input: string): PackageNameProblem | null {
  const name = input.trim();
  if (name === '') return 'required';
  if (name.length > COMMUNITY_PACKAGE_NAME_MAX_LENGTH) return 'tooLong';
  const unscoped = name.startsWith('@') ? name.slice(name.indexOf('/') + 1) : name;
  if (!unscoped.startsWith(COMMUNITY_PACKAGE_PREFIX)) return 'wrongPrefix';
  return null;
}
