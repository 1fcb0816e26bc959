import { useEffect, useRef } from 'react';
import type { TemplateWorkflowData } from '../../api/templates-host';
import { readBasePath } from '../../domain/base-path';
import classes from './Templates.module.css';

const demoUrl = `${readBasePath()}workflows/demo`;

function readCommand(data: unknown): string | undefined {
  let message = data;
  if (typeof data === 'string') {
    try { message = JSON.parse(data); } catch { return undefined; }
  }
  return typeof message === 'object' && message !== null ? String((message as { command?: unknown }).command) : undefined;
}

/**
 * The read-only preview: the demo canvas in an iframe. When it says it is ready, it is sent the
 * workflow as an `openWorkflow` message (spec editor §2); when it reports an error, the preview closes.
 */
export function TemplatePreview({ data, onError }: { data: TemplateWorkflowData; onError: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target) return;
      const command = readCommand(event.data);
      if (command === 'n8nReady') {
        target.postMessage(JSON.stringify({ command: 'openWorkflow', workflow: { name: data.name, ...data.workflow } }), window.location.origin);
      } else if (command === 'error') {
        onError();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [data, onError]);
  return <iframe ref={frame} src={demoUrl} title={data.name} className={classes.preview} data-testid="template-preview" />;
}
