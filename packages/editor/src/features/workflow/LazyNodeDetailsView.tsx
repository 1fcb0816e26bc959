import { lazy, useEffect } from 'react';
import { MountOnceOpened } from '../../components/MountOnceOpened';
import type { NodeTypeLookup } from '../../domain/node-type-lookup';
import { useWorkflowStore, useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';

// The node details view brings the parameter fields, the expression runtime and the code editor:
// none of it is needed to draw the canvas, so it loads apart from it.
const loadNodeDetailsView = () => import('../../ndv/NodeDetailsView');
const NodeDetailsView = lazy(async () => ({ default: (await loadNodeDetailsView()).NodeDetailsView }));

/** Fetches the view's code once the canvas is drawn and the page is idle: the first double-click then opens it at once. */
function usePrefetchWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const prefetch = () => { void load(); };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(prefetch, 1_000);
    return () => window.clearTimeout(timer);
  }, [load]);
}

/** The node details view, mounted from the first node opened on; mounted with the canvas. */
export function LazyNodeDetailsView({ nodeTypeLookup }: { nodeTypeLookup: NodeTypeLookup }) {
  const opened = useWorkflowStore((state) => state.ndv.openNodeName !== null);
  const { closeNodeDetails } = useWorkflowStoreApi().getState();
  usePrefetchWhenIdle(loadNodeDetailsView);
  // Leaving the canvas closes the view. Here, with the canvas, not in the view: the view mounts as it
  // opens, and a mount's effects may be run, undone and run again (StrictMode), closing it at once.
  useEffect(() => closeNodeDetails, [closeNodeDetails]);
  return (
    <MountOnceOpened opened={opened}>
      <NodeDetailsView nodeTypeLookup={nodeTypeLookup} />
    </MountOnceOpened>
  );
}
