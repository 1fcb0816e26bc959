import type { AuditReport } from '@weft/contracts';
import type { AuditWorkflow } from './audit-input.js';
import { countedSubject, nodesWhere } from './node-locations.js';

/**
 * Node types that read or write files of the host: Weft's Read/Write Files from Disk, Read Binary File(s) and
 * Write Binary File, and n8n's Read PDF and Local File Trigger, which workflows imported from n8n may hold.
 */
export const FILESYSTEM_NODE_TYPES: ReadonlySet<string> = new Set([
  'n8n-nodes-base.readWriteFile',
  'n8n-nodes-base.readBinaryFile',
  'n8n-nodes-base.readBinaryFiles',
  'n8n-nodes-base.writeBinaryFile',
  'n8n-nodes-base.readPdf',
  'n8n-nodes-base.localFileTrigger',
]);

/** Nodes that touch the host's files: a workflow's input may steer which file is read or overwritten. */
export function filesystemRiskReport(workflows: readonly AuditWorkflow[], filesFolder: string): AuditReport | null {
  const location = nodesWhere(workflows, (node) => FILESYSTEM_NODE_TYPES.has(node.type));
  if (location.length === 0) return null;
  return {
    risk: 'filesystem',
    sections: [{
      title: 'Nodes that interact with the filesystem',
      description: `${countedSubject(location.length, 'This node reads or writes', 'These nodes read or write')} files on the host `
        + `(Weft confines its file nodes to ${filesFolder}, set by WEFT_FILES_FOLDER). `
        + 'A file name taken from incoming data can read or replace any file there.',
      recommendation: 'Keep nothing sensitive in that folder, build file names from fixed text rather than incoming data, '
        + 'or change the workflow so that it does not need the disk.',
      location,
    }],
  };
}
