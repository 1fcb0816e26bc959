import { memo, useEffect, useRef, useState } from 'react';
import { EdgeLabelRenderer, getBezierPath } from '@xyflow/react';
import type { EdgeProps } from '@xyflow/react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useWorkflowStoreApi } from '../stores/workflow/workflow-store-context';
import { EDGE_LABEL_MIN_HEIGHT, EDGE_LABEL_MIN_WIDTH } from '../domain/canvas-constants';
import { useCanvasRenderContext } from './canvas-render-context';
import { sameEdgeProps } from './edge-props-equality';
import type { CanvasEdge } from './workflow-to-flow';
import classes from './CanvasEdgeView.module.css';

const INTERACTION_WIDTH = 24;

/** Labels would cover the nodes on a short edge (spec §9 thresholds). */
export function edgeLabelVisible(sourceX: number, sourceY: number, targetX: number, targetY: number): boolean {
  return Math.abs(targetX - sourceX) >= EDGE_LABEL_MIN_WIDTH || Math.abs(targetY - sourceY) >= EDGE_LABEL_MIN_HEIGHT;
}

/**
 * A connection: a bezier labelled with the items of the last run and, on hover, the actions "add a node in
 * between" and "delete".
 */
function CanvasEdgeViewInner(props: EdgeProps<CanvasEdge>) {
  const { id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data, markerEnd, style } = props;
  const { t, readOnly, actions } = useCanvasRenderContext();
  const store = useWorkflowStoreApi();
  const [hovered, setHovered] = useState(false);
  // Leaving is delayed a little so the pointer can travel from the line to the actions above it.
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  const enter = () => {
    clearTimeout(leaveTimer.current);
    setHovered(true);
  };
  const leave = () => {
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => setHovered(false), 200);
  };
  const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition });
  // The output's name is at its handle (as in n8n); the edge only says what went through it in the last run.
  const labelText = data?.itemCount === undefined ? '' : t('canvas.items', { count: data.itemCount });
  const showLabel = labelText !== '' && edgeLabelVisible(sourceX, sourceY, targetX, targetY);
  const connection = data
    ? { source: data.sourceName, sourceIndex: data.sourceIndex, target: data.targetName, targetIndex: data.targetIndex, type: data.connectionType }
    : undefined;
  // A sub-node's connection to its root: dashed, without an arrow, and nothing can go in between (n8n's look).
  const ai = data !== undefined && data.connectionType !== 'main';
  const lineStyle = ai ? { ...style, strokeDasharray: '6 5' } : style;

  return (
    <>
      {/* BaseEdge's two paths without its component per connection; the wide invisible one, drawn on top, takes the hover. */}
      <path id={id} d={path} fill="none" className="react-flow__edge-path" markerEnd={ai ? undefined : markerEnd}
        style={hovered ? { ...lineStyle, stroke: '#5b6577' } : lineStyle} data-connection-type={data?.connectionType} />
      <path d={path} fill="none" strokeOpacity={0} strokeWidth={INTERACTION_WIDTH} className="react-flow__edge-interaction"
        data-testid="canvas-edge" onMouseEnter={enter} onMouseLeave={leave} />
      {(showLabel || (hovered && !readOnly)) && (
        <EdgeLabelRenderer>
          <div
            className={`${classes.label} nodrag nopan`}
            style={{ transform: `translate(-50%, ${hovered && !readOnly ? '-120%' : '-50%'}) translate(${labelX}px, ${labelY}px)` }}
            onMouseEnter={enter}
            onMouseLeave={leave}
          >
            {hovered && !readOnly && connection ? (
              <Group gap={4} wrap="nowrap" className={classes.actions} data-testid="edge-actions">
                {!ai && (
                  <Tooltip label={t('canvas.addBetween')} withArrow openDelay={300}>
                    <ActionIcon size="sm" variant="default" aria-label={t('canvas.addBetween')} data-testid="edge-add"
                      onClick={() => store.getState().openNodeCreator({
                        insertOn: { source: connection.source, sourceOutput: connection.sourceIndex, target: connection.target, targetInput: connection.targetIndex },
                      })}>
                      <IconPlus size={14} />
                    </ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label={t('canvas.deleteConnection')} withArrow openDelay={300}>
                  <ActionIcon size="sm" variant="default" aria-label={t('canvas.deleteConnection')} data-testid="edge-delete"
                    onClick={() => actions.disconnect(connection)}>
                    <IconTrash size={14} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ) : (
              showLabel && <span className={classes.text} data-testid="edge-label">{labelText}</span>
            )}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

export const CanvasEdgeView = memo(CanvasEdgeViewInner, sameEdgeProps);
