import { useRef, useState } from 'react';
import { useElementSize, useViewportSize } from '@mantine/hooks';
import { IconGripHorizontal } from '@tabler/icons-react';
import type { INode, INodeTypeDescription } from '@weft/workflow';
import { MAIN_PANEL_WIDTH, ndvLayout } from './data/ndv-layout';
import { InputPane } from './InputPane';
import { MainPanel } from './MainPanel';
import { OutputPane } from './OutputPane';
import { TriggerPanel } from './TriggerPanel';
import classes from './NodeDetailsView.module.css';

interface NdvPanelsProps {
  node: INode;
  nodeType: INodeTypeDescription | undefined;
  readOnly: boolean;
  isSticky: boolean;
  isTrigger: boolean;
}

/** Drags the main panel sideways by its handle; the side panes take what is left. */
function useMainPanelDrag(): { position: number | undefined; onPointerDown: (event: React.PointerEvent) => void } {
  const [position, setPosition] = useState<number | undefined>(undefined);
  const start = useRef<{ pointerX: number; left: number } | null>(null);
  const onPointerDown = (event: React.PointerEvent) => {
    const panel = (event.currentTarget as HTMLElement).parentElement;
    const container = panel?.parentElement;
    if (!panel || !container) return;
    start.current = { pointerX: event.clientX, left: panel.getBoundingClientRect().left - container.getBoundingClientRect().left };
    const onMove = (move: PointerEvent) => {
      if (start.current) setPosition(start.current.left + move.clientX - start.current.pointerX);
    };
    const onUp = () => {
      start.current = null;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };
  return { position, onPointerDown };
}

/** The three panes at the spec's widths (spec/editor.md §9), or the main panel alone for sticky notes. */
export function NdvPanels({ node, nodeType, readOnly, isSticky, isTrigger }: NdvPanelsProps) {
  const { ref, width } = useElementSize();
  const { width: windowWidth } = useViewportSize();
  const drag = useMainPanelDrag();
  // The node's name and type, not the node: the panes that show no parameter skip a parameter's edit.
  const main = <MainPanel nodeName={node.name} typeName={node.type} nodeType={nodeType} readOnly={readOnly} />;

  if (isSticky) {
    return <div className={classes.panes} ref={ref}><div className={`${classes.main} ${classes.centered}`}>{main}</div></div>;
  }
  const layout = ndvLayout(width, windowWidth, drag.position, isTrigger);
  const showTriggerPanel = isTrigger && !readOnly;
  return (
    <div className={classes.panes} ref={ref}>
      {width > 0 && (
        <>
          <section className={`${classes.side} ${classes.input}`} style={{ width: layout.inputWidth }} data-testid="ndv-input-pane">
            {showTriggerPanel ? <TriggerPanel nodeName={node.name} /> : <InputPane nodeName={node.name} isTrigger={isTrigger} readOnly={readOnly} />}
          </section>
          <section className={classes.main} style={{ left: layout.mainLeft, width: MAIN_PANEL_WIDTH }} data-testid="ndv-main-panel">
            <div className={classes.dragHandle} onPointerDown={drag.onPointerDown} data-testid="ndv-drag-handle">
              <IconGripHorizontal size={14} />
            </div>
            {main}
          </section>
          <section className={`${classes.side} ${classes.output}`} style={{ width: layout.outputWidth }} data-testid="ndv-output-pane">
            <OutputPane node={node} nodeType={nodeType} readOnly={readOnly} />
          </section>
        </>
      )}
    </div>
  );
}
