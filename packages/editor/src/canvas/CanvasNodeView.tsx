import { memo } from 'react';
import { Handle, Position } from '@xyflow/react';
import type { NodeProps } from '@xyflow/react';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { inputHandleId, outputHandleId } from './workflow-to-flow';
import type { CanvasNode } from './workflow-to-flow';
import classes from './CanvasNodeView.module.css';

/** Where the i-th of n endpoints sits along the node's side, in percent. */
function spread(index: number, count: number): string {
  return `${((index + 1) / (count + 1)) * 100}%`;
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
}

/**
 * One workflow node on the canvas. Memoised: React Flow passes new props only for the nodes that
 * changed, so a canvas of a thousand nodes re-renders just the ones touched.
 */
function CanvasNodeViewInner({ data, selected }: NodeProps<CanvasNode>) {
  const { t } = useTranslation();
  const unknownTitle = data.known ? undefined : t('canvas.unknownNodeType', { type: data.type });
  return (
    <div
      className={classes.node}
      data-testid="canvas-node"
      data-node-name={data.name}
      data-trigger={data.isTrigger}
      data-disabled={data.disabled}
      data-known={data.known}
      data-selected={selected === true}
      title={unknownTitle}
    >
      <div className={classes.box}>
        {data.iconUrl ? (
          <img className={classes.icon} src={data.iconUrl} alt="" draggable={false} loading="lazy" />
        ) : (
          <span className={classes.initial} style={data.color ? { color: data.color } : undefined} aria-hidden>
            {data.initial}
          </span>
        )}
        {!data.known && <IconAlertTriangle className={classes.warning} size={18} aria-label={unknownTitle} />}
        {range(data.inputCount).map((i) => (
          <Handle
            key={`in-${i}`}
            id={inputHandleId(i)}
            type="target"
            position={Position.Left}
            className={`${classes.handle} ${classes.inputHandle}`}
            style={{ top: spread(i, data.inputCount) }}
            isConnectable={false}
          />
        ))}
        {range(data.outputCount).map((i) => (
          <Handle
            key={`out-${i}`}
            id={outputHandleId(i)}
            type="source"
            position={Position.Right}
            className={classes.handle}
            style={{ top: spread(i, data.outputCount) }}
            isConnectable={false}
          />
        ))}
        {data.outputCount > 1 &&
          range(data.outputCount).map((i) =>
            data.outputNames[i] ? (
              <span key={`label-${i}`} className={classes.outputLabel} style={{ top: spread(i, data.outputCount) }}>
                {data.outputNames[i]}
              </span>
            ) : null,
          )}
      </div>
      <div className={classes.label}>
        <span className={classes.name}>{data.name}</span>
        {data.disabled && <span className={classes.status}>{t('canvas.disabled')}</span>}
      </div>
    </div>
  );
}

export const CanvasNodeView = memo(CanvasNodeViewInner);
