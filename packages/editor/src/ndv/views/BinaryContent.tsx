import { Alert, Code, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IBinaryData } from '@weft/workflow';
import { base64Text, dataUrl, useBinaryContent } from './use-binary-content';

const TEXT_TYPES = /^(text\/|application\/(json|xml|javascript|csv))/;

/** The content of one binary entry, shown by its type: image, audio, video, PDF, text; else a note. */
export function BinaryContent({ binary }: { binary: IBinaryData }) {
  const { t } = useTranslation();
  const content = useBinaryContent(binary, true);
  if (content.isPending) {
    return <Text size="sm" c="dimmed" data-testid="ndv-binary-loading"><Loader size="xs" mr="xs" />{t('ndv.binary.loading')}</Text>;
  }
  if (content.isError) {
    return <Alert color="red" title={t('ndv.binary.loadError')} data-testid="ndv-binary-error">{content.error.message}</Alert>;
  }
  const url = dataUrl(binary.mimeType, content.data);
  const type = binary.mimeType ?? '';
  if (type.startsWith('image/')) return <img src={url} alt={binary.fileName ?? ''} style={{ maxWidth: '100%' }} data-testid="ndv-binary-content" />;
  if (type.startsWith('video/')) return <video src={url} controls style={{ maxWidth: '100%' }} data-testid="ndv-binary-content" />;
  if (type.startsWith('audio/')) return <audio src={url} controls data-testid="ndv-binary-content" />;
  if (type === 'application/pdf') return <iframe src={url} title={binary.fileName ?? 'pdf'} style={{ width: '100%', height: '70vh', border: 0 }} data-testid="ndv-binary-content" />;
  if (TEXT_TYPES.test(type)) return <Code block data-testid="ndv-binary-content" style={{ whiteSpace: 'pre-wrap' }}>{base64Text(content.data)}</Code>;
  return <Text size="sm" c="dimmed" data-testid="ndv-binary-content">{t('ndv.binary.noPreview')}</Text>;
}
