import type { INode } from '@weft/workflow';
import type { ChatFile } from './chat-run-data';

/** The chat trigger's file settings: whether the chat takes files, and which types (the picker's `accept`). */
export function chatFileSettings(trigger: INode | undefined): { allowed: boolean; accept: string | undefined } {
  const options = (trigger?.parameters.options ?? {}) as { allowFileUploads?: unknown; allowedFilesMimeTypes?: unknown };
  const types = typeof options.allowedFilesMimeTypes === 'string' ? options.allowedFilesMimeTypes.trim() : '';
  return { allowed: options.allowFileUploads === true, accept: types === '' || types === '*' ? undefined : types };
}

/** A picked file's bytes as base64, with its name, type and size. */
export function readChatFile(file: File): Promise<ChatFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error(`"${file.name}" could not be read`));
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ fileName: file.name, mimeType: file.type, size: file.size, base64: url.slice(url.indexOf(',') + 1) });
    };
    reader.readAsDataURL(file);
  });
}
