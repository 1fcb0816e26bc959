import type { INodeTypeBaseDescription } from '@weft/workflow';
import { VersionedNodeType } from '@weft/workflow';
import { GoogleDriveV1 } from './v1/GoogleDriveV1.node.js';
import { GoogleDriveV2 } from './v2/GoogleDriveV2.node.js';

const base: INodeTypeBaseDescription = {
  displayName: 'Google Drive',
  name: 'n8n-nodes-base.googleDrive',
  icon: 'file:googleDrive.svg',
  group: ['input'],
  description: 'Uploads, downloads, searches, shares and organises files, folders and shared drives in Google Drive',
  defaultVersion: 3,
  codex: { categories: ['Data & Storage'], alias: ['google drive', 'drive', 'files', 'folder', 'upload', 'download', 'share'] },
};

/** `n8n-nodes-base.googleDrive`: versions 1-2 (ids, a flat option list) and 3 (resource locators, search). */
export class GoogleDrive extends VersionedNodeType {
  constructor() {
    const v1 = new GoogleDriveV1(base);
    super({ 1: v1, 2: v1, 3: new GoogleDriveV2(base) }, base);
  }
}
