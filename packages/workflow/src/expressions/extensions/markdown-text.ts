/**
 * The text of Markdown, as n8n's `removeMarkdown()` gives it: markers of headings, lists, quotes,
 * emphasis, code and links go; link and image targets go (images with their alt text); tables and
 * thematic breaks stay as they are; HTML tags go, entities stay.
 */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/<[^>]*>/g, '')
    .replace(/^[ \t]*```[^\n]*(?:\n|$)/gm, '')
    .replace(/\n*^[ \t]*\[[^\]\n]+\]:[ \t]*\S+[^\n]*/gm, '')
    .replace(/^(?!\s*[-*_](?:\s*[-*_]){2,}\s*$)([ \t]*)(?:[-*+]|\d+\.)[ \t]+/gm, '$1')
    .replace(/^#{1,6}[ \t]+/gm, '')
    .replace(/^=+[ \t]*$/gm, '')
    .replace(/>/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/(^|[^\w*])(\*{1,3})(?=[^\s*])(.*?[^\s*])\2(?![\w*])/gm, '$1$3')
    .replace(/_([^_\s](?:[^_\n]*[^_\s])?)_/g, '$1')
    .replace(/~~(.*?)~~/g, '$1')
    .replace(/`([^`\n]*)`/g, '$1');
}
