/**
 * The import and download actions of the open workflow, for callers outside its editor (the sidebar).
 * The open editor registers its handlers; with no workflow open the actions do nothing and say so.
 */
export interface WorkflowFileHandlers {
  importFromFile: (file: File) => Promise<boolean>;
  importFromUrl: (url: string) => Promise<boolean>;
  download: () => boolean;
}

let current: WorkflowFileHandlers | null = null;

export function setWorkflowFileHandlers(handlers: WorkflowFileHandlers): () => void {
  current = handlers;
  return () => {
    if (current === handlers) current = null;
  };
}

/** Adds the nodes of a workflow file to the open workflow; resolves whether anything was imported. */
export function importWorkflowFromFile(file: File): Promise<boolean> {
  return current ? current.importFromFile(file) : Promise.resolve(false);
}

/** Adds the nodes of the workflow at an http(s) `.json` address to the open workflow. */
export function importWorkflowFromUrl(url: string): Promise<boolean> {
  return current ? current.importFromUrl(url) : Promise.resolve(false);
}

/** Downloads the open workflow in the export format; false when no workflow is open. */
export function downloadWorkflow(): boolean {
  return current ? current.download() : false;
}
