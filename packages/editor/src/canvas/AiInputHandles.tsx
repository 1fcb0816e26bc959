import { Fragment } from 'react';
import { Handle, Position } from '@xyflow/react';
import { IconPlus } from '@tabler/icons-react';
import { useCanvasRenderContext } from './canvas-render-context';
import { inputHandleId } from './handle-ids';
import { aiAnchorFraction, subNodePosition } from './node-geometry';
import type { CanvasAiInput } from './workflow-to-flow';
import classes from './CanvasNodeView.module.css';

interface AiInputHandlesProps {
  nodeName: string;
  /** The root node's place and width on the canvas: a new sub-node goes under it. */
  box: { x: number; y: number; width: number };
  inputs: readonly CanvasAiInput[];
  onHandleDown?: () => void;
}

function isFull(input: CanvasAiInput): boolean {
  return input.maxConnections !== undefined && input.connected >= input.maxConnections;
}

/**
 * A root node's AI inputs along its bottom (n8n's look): a diamond handle per input, its label under
 * it (a '*' when a sub-node is required there), and a '+' below that opens the node creator on the
 * sub-nodes that fit. A full input has no '+'.
 */
export function AiInputHandles({ nodeName, box, inputs, onHandleDown }: AiInputHandlesProps) {
  const { t, readOnly, zoomedOut, actions } = useCanvasRenderContext();
  return (
    <>
      {inputs.map((input, i) => {
        const left = `${aiAnchorFraction(i, inputs.length) * 100}%`;
        const missing = input.required && input.connected === 0;
        const full = isFull(input);
        return (
          <Fragment key={`${input.type}/${input.index}`}>
            <Handle
              id={inputHandleId(input.index, input.type)}
              type="target"
              position={Position.Bottom}
              className={`${classes.handle} ${classes.aiHandle}`}
              style={{ left }}
              data-testid="ai-input-handle"
              data-connection-type={input.type}
              data-full={full || undefined}
              data-missing={missing || undefined}
              onMouseDown={onHandleDown}
            />
            {!zoomedOut && (
              <span className={classes.aiLabel} style={{ left }} data-missing={missing || undefined} data-testid="ai-input-label">
                {input.label}{input.required ? '*' : ''}
              </span>
            )}
            {!readOnly && !zoomedOut && !full && (
              <div className={`${classes.aiPlus} nodrag nopan`} style={{ left }}>
                <span className={classes.aiStub} aria-hidden />
                <button
                  type="button"
                  className={classes.plusButton}
                  aria-label={t('canvas.addSubNode', { input: input.label, name: nodeName })}
                  title={t('canvas.addSubNode', { input: input.label, name: nodeName })}
                  data-testid="ai-input-add"
                  onMouseDown={(event) => event.stopPropagation()}
                  onClick={(event) => { event.stopPropagation(); actions.addSubNode(nodeName, input.type, input.index, subNodePosition(box, i, inputs.length, input.connected)); }}
                >
                  <IconPlus size={14} stroke={2.5} />
                </button>
              </div>
            )}
          </Fragment>
        );
      })}
    </>
  );
}
