import { memo, useEffect, useRef, useState } from 'react';
import { Handle, Position } from '@xyflow/react';
import type { NodeProps } from '@xyflow/react';
import { IconAlertTriangle, IconBolt } from '@tabler/icons-react';
import { readBasePath } from '../domain/base-path';
import { NodeStatusIcons } from './NodeStatusIcons';
import { NodeToolbar } from './NodeToolbar';
import { OutputLabelView } from './OutputLabelView';
import { OutputPlus } from './OutputPlus';
import { useCanvasRenderContext } from './canvas-render-context';
import { AiInputHandles } from './AiInputHandles';
import { inputHandleId, outputHandleId } from './handle-ids';
import { aiAnchorFraction, anchorFraction, nodeSize } from './node-geometry';
import type { CanvasNode } from './workflow-to-flow';
import classes from './CanvasNodeView.module.css';

/** Where the i-th of n endpoints sits along the node's side, in percent (node-geometry places handles the same way). */
function spread(index: number, count: number): string {
  return `${anchorFraction(index, count) * 100}%`;
}

const basePath = typeof document === 'undefined' ? '/' : readBasePath();

function range(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
}

/**
 * One workflow node on the canvas (regular or trigger). Memoised: the mapping reuses the data of
 * untouched nodes, so an edit on a thousand-node canvas re-renders only the nodes it changed.
 */
function CanvasNodeViewInner({ data, selected, positionAbsoluteX, positionAbsoluteY }: NodeProps<CanvasNode>) {
  const { t, readOnly, actions, zoomedOut } = useCanvasRenderContext();
  const [hovered, setHovered] = useState(false);
  const [iconFailed, setIconFailed] = useState(false);
  const [hoveredOutput, setHoveredOutput] = useState<number | null>(null);
  // Leaving is delayed a little so the pointer can cross from a connected handle onto its '+'.
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  const hoverOutput = (index: number, hovered: boolean) => {
    clearTimeout(leaveTimer.current);
    if (hovered) setHoveredOutput(index);
    else leaveTimer.current = setTimeout(() => setHoveredOutput((current) => (current === index ? null : current)), 150);
  };
  const connected = new Set(data.connectedOutputs);
  const showPlus = (i: number) => !readOnly && !zoomedOut && (!connected.has(i) || hoveredOutput === i);
  const plusLabel = (i: number) => (data.outputCount > 1 && data.outputNames[i]
    ? t('canvas.addAfterOutput', { output: data.outputNames[i], name: data.name })
    : t('canvas.addAfter', { name: data.name }));
  const iconSrc = data.iconUrl ?? (data.hasIconFile ? `${basePath}rest/node-icon/${encodeURIComponent(data.type)}` : undefined);
  const unknownTitle = data.known ? undefined : t('canvas.unknownNodeType', { type: data.type });
  // With editing off, React Flow ignores a drag from a handle; the user still learns why.
  const onHandleDown = readOnly ? () => actions.refuseReadOnly() : undefined;
  const size = data.shape === 'default' && data.outputCount <= 2 ? undefined : nodeSize(data.shape, data.aiInputs.length, data.outputCount);
  const label = !zoomedOut && (
    <div className={classes.label}>
      <span className={classes.name} data-testid="canvas-node-name">{data.name}</span>
      {data.disabled && <span className={classes.status}>{t('canvas.disabled')}</span>}
      {!data.disabled && data.subtitle && <span className={classes.subtitle}>{data.subtitle}</span>}
      {data.notes && <span className={classes.notes} data-testid="node-notes">{data.notes}</span>}
    </div>
  );
  return (
    <div
      className={classes.node}
      data-shape={data.shape === 'default' ? undefined : data.shape}
      style={size}
      data-testid="canvas-node"
      data-node-name={data.name}
      // Flags the stylesheet only reads in their rare state are left out otherwise: a thousand nodes
      // each setting every attribute is measurable in the first render.
      data-trigger={data.isTrigger || undefined}
      data-disabled={data.disabled}
      data-known={data.known ? undefined : false}
      data-selected={selected === true}
      data-issues={data.issues.length > 0 || undefined}
      data-pinned={data.pinned || undefined}
      data-run={data.run?.status}
      title={unknownTitle}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {hovered && !readOnly && <NodeToolbar name={data.name} disabled={data.disabled} executable={data.isTrigger || data.inputCount > 0} />}
      {data.isTrigger && <IconBolt className={classes.bolt} size={14} aria-label={t('canvas.trigger')} />}
      {iconSrc && !iconFailed ? (
        <img className={classes.icon} src={iconSrc} alt="" draggable={false} loading="lazy" onError={() => setIconFailed(true)} />
      ) : (
        <span className={classes.initial} style={data.color ? { color: data.color } : undefined} aria-hidden>
          {data.initial}
        </span>
      )}
      {!data.known && <IconAlertTriangle className={classes.warning} size={18} aria-label={unknownTitle} />}
      {(data.issues.length > 0 || data.pinned || data.run) && <NodeStatusIcons data={data} />}
      {range(data.inputCount).map((i) => (
        <Handle
          key={`in-${i}`}
          id={inputHandleId(i)}
          type="target"
          position={Position.Left}
          className={`${classes.handle} ${classes.inputHandle}`}
          style={{ top: spread(i, data.inputCount) }}
          data-testid="input-handle"
          onMouseDown={onHandleDown}
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
          data-testid="output-handle"
          data-output-index={i}
          onMouseDown={onHandleDown}
          onMouseEnter={() => hoverOutput(i, true)}
          onMouseLeave={() => hoverOutput(i, false)}
        />
      ))}
      {range(data.outputCount).map((i) => showPlus(i) && (
        <OutputPlus
          key={`plus-${i}`}
          top={spread(i, data.outputCount)}
          label={plusLabel(i)}
          connected={connected.has(i)}
          onAdd={() => actions.addAfterOutput(data.name, i)}
          onHover={(hovered) => hoverOutput(i, hovered)}
        />
      ))}
      {data.outputCount > 1 &&
        range(data.outputCount).map((i) =>
          data.outputNames[i] ? (
            <OutputLabelView key={`label-${i}`} name={data.outputNames[i]} top={spread(i, data.outputCount)} />
          ) : null,
        )}
      {data.aiOutputs.map((output, i) => (
        <Handle
          key={`ai-out-${output.type}/${output.index}`}
          id={outputHandleId(output.index, output.type)}
          type="source"
          position={Position.Top}
          className={`${classes.handle} ${classes.aiHandle}`}
          style={{ left: `${aiAnchorFraction(i, data.aiOutputs.length) * 100}%` }}
          data-testid="ai-output-handle"
          data-connection-type={output.type}
          onMouseDown={onHandleDown}
        />
      ))}
      {data.aiInputs.length > 0 && <AiInputHandles nodeName={data.name} box={{ x: positionAbsoluteX, y: positionAbsoluteY, width: (size ?? { width: 100 }).width }} inputs={data.aiInputs} onHandleDown={onHandleDown} />}
      {label}
    </div>
  );
}

export const CanvasNodeView = memo(CanvasNodeViewInner);
