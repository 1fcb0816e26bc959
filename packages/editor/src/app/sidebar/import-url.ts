/** Import from URL takes an http(s) address of a .json file (spec editor §5). */
const WORKFLOW_URL = /^https?:\/\/\S+\.json$/i;

export function isWorkflowUrl(text: string): boolean {
  return WORKFLOW_URL.test(text.trim());
}
