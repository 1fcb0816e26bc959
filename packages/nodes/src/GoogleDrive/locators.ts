import type { INode, INodePropertyMode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** A file's address as Drive and the Docs editors show it: the id follows "/d/". */
export const FILE_URL = /^https:\/\/(?:drive|docs)\.google\.com\/(?:.*\/)?d\/([\w-]+)/;
/** A folder's (and a shared drive's) address: the id follows "/folders/". */
export const FOLDER_URL = /^https:\/\/drive\.google\.com\/(?:.*\/)?folders\/([\w-]+)/;

/** My Drive, as the drive pickers name it (the value of the default choice). */
export const MY_DRIVE = 'My Drive';
export const ROOT_FOLDER = 'root';

const list = (method: string): INodePropertyMode => ({
  displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: method, searchable: true },
});
const byUrl = (placeholder: string): INodePropertyMode => ({ displayName: 'By URL', name: 'url', type: 'string', placeholder });
const byId = (placeholder: string): INodePropertyMode => ({ displayName: 'By ID', name: 'id', type: 'string', placeholder });

/** The resource locator modes of the node's and trigger's file, folder and drive parameters. */
export const MODES = {
  file: [list('fileSearch'), byUrl('https://drive.google.com/file/d/1anGBg0b5re2VtF2bKu201_a-Vnz5BHq9Y/view'), byId('1anGBg0b5re2VtF2bKu201_a-Vnz5BHq9Y')],
  folder: [list('folderSearchWithRoot'), byUrl('https://drive.google.com/drive/folders/1Tx9WHbA3wBpPB4C_HcoZDH9WZFWYxAMU'), byId('1Tx9WHbA3wBpPB4C_HcoZDH9WZFWYxAMU')],
  folderNoRoot: [list('folderSearch'), byUrl('https://drive.google.com/drive/folders/1Tx9WHbA3wBpPB4C_HcoZDH9WZFWYxAMU'), byId('1Tx9WHbA3wBpPB4C_HcoZDH9WZFWYxAMU')],
  drive: [list('driveSearch'), byUrl('https://drive.google.com/drive/folders/0AIjtcbwnjtcbwnjtcb'), byId('0AIjtcbwnjtcbwnjtcb')],
  driveWithMyDrive: [list('driveSearchWithDefault'), byUrl('https://drive.google.com/drive/folders/0AIjtcbwnjtcbwnjtcb'), byId('0AIjtcbwnjtcbwnjtcb')],
} satisfies Record<string, INodePropertyMode[]>;

interface Locator { mode?: string; value?: unknown }

/**
 * The id a resource locator (or a plain id, as versions 1-2 and expressions may give) names; a URL is
 * reduced to its id. `what` names the thing in the error a user sees.
 */
export function locatorId(node: INode, parameter: unknown, what: 'file' | 'folder' | 'drive', itemIndex?: number): string {
  const { mode, value } = typeof parameter === 'object' && parameter !== null ? parameter as Locator : { mode: 'id', value: parameter };
  const text = String(value ?? '').trim();
  if (mode === 'url' || /^https:\/\//.test(text)) {
    const id = (what === 'file' ? FILE_URL.exec(text) ?? FOLDER_URL.exec(text) : FOLDER_URL.exec(text))?.[1];
    if (!id) {
      throw new NodeOperationError(node, `"${text}" is not the URL of a Google Drive ${what}`, {
        itemIndex,
        description: what === 'file' ? 'Copy the address of the file, e.g. https://drive.google.com/file/d/<id>/view' : 'Copy the address of the folder, e.g. https://drive.google.com/drive/folders/<id>',
      });
    }
    return id;
  }
  if (text === '') throw new NodeOperationError(node, `No ${what} is selected`, { itemIndex, description: `Choose the ${what} in the node's parameters.` });
  return text;
}

/**
 * Where a new file goes: the folder, or the drive's root when the folder is "root" (My Drive's root is
 * Drive's "root" alias; a shared drive's root has the drive's id).
 */
export function parentFolder(driveId: string, folderId: string): string {
  if (folderId !== ROOT_FOLDER) return folderId;
  return driveId === MY_DRIVE || driveId === '' ? ROOT_FOLDER : driveId;
}
