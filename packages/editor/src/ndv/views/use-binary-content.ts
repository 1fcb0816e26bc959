import { useQuery } from '@tanstack/react-query';
import { getBinaryData } from '@weft/contracts';
import type { IBinaryData } from '@weft/workflow';
import { useApiClient } from '../../api/api-context';

/**
 * The base64 content of a binary entry: inline data as it is, stored data (with an `id`) fetched from
 * `GET /data/:id` once `enabled` (the viewer is open or a download was asked for).
 */
export function useBinaryContent(binary: IBinaryData, enabled: boolean) {
  const client = useApiClient();
  const stored = binary.id !== undefined && binary.id !== '';
  return useQuery<string>({
    queryKey: ['binary-data', binary.id ?? null, stored ? null : binary.data.length],
    queryFn: ({ signal }) => (stored ? client.request(getBinaryData, { params: { id: binary.id! }, signal }) : Promise.resolve(binary.data)),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function dataUrl(mimeType: string, base64: string): string {
  return `data:${mimeType};base64,${base64}`;
}

/** Text content of a base64 body, read as UTF-8. */
export function base64Text(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Download needs both a type and a name (spec/editor.md §2 'Binary viewer'). */
export function canDownload(binary: IBinaryData): boolean {
  return Boolean(binary.mimeType) && Boolean(binary.fileName);
}
