/** Where people find community node packages to install: npm, by the keyword they all carry. */
export const NPM_BROWSE_URL = 'https://www.npmjs.com/search?q=keywords:n8n-community-node-package';

/** n8n's explanation of what installing unverified code risks; Weft installs the same packages. */
export const RISKS_DOCS_URL = 'https://docs.n8n.io/integrations/community-nodes/risks/';

export function npmPackageUrl(packageName: string): string {
  return `https://www.npmjs.com/package/${packageName}`;
}
