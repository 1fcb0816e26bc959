/** Where the instance serves its documentation (spec editor: Help menu, the NDV's docs link). */
export const docsIndexUrl = (basePath: string) => `${basePath}docs/`;
export const quickstartUrl = (basePath: string) => `${basePath}docs/quickstart`;

/**
 * The docs link of a node type: our own page when the instance documents the type (the built-in
 * nodes), else the package's `documentationUrl` when it is a web address, else none (the link is hidden).
 */
export function nodeDocsLink(
  type: { name: string; documentationUrl?: string | undefined },
  documentedTypes: readonly string[] | undefined,
  basePath: string,
): string | undefined {
  if (documentedTypes?.includes(type.name)) return `${basePath}docs/nodes/${encodeURIComponent(type.name)}`;
  const external = type.documentationUrl;
  return external && /^https?:\/\//i.test(external) ? external : undefined;
}

export interface HelpLink {
  id: 'quickstart' | 'documentation' | 'forum' | 'course';
  href: string;
}

/**
 * The Help menu's links: our own quickstart and documentation, then the forum and course when the
 * instance configures their addresses (WEFT_HELP_FORUM_URL, WEFT_HELP_COURSE_URL); unset ones are left out.
 */
export function helpLinks(settings: { basePath: string; help: { forumUrl?: string | undefined; courseUrl?: string | undefined } }): HelpLink[] {
  const links: HelpLink[] = [
    { id: 'quickstart', href: quickstartUrl(settings.basePath) },
    { id: 'documentation', href: docsIndexUrl(settings.basePath) },
  ];
  if (settings.help.forumUrl) links.push({ id: 'forum', href: settings.help.forumUrl });
  if (settings.help.courseUrl) links.push({ id: 'course', href: settings.help.courseUrl });
  return links;
}
