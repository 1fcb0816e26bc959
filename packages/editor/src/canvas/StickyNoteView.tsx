import { memo, useState } from 'react';
import { NodeResizer } from '@xyflow/react';
import type { NodeProps, ResizeParams } from '@xyflow/react';
import { ActionIcon, Textarea, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { StickyMarkdown } from './StickyMarkdown';
import { useCanvasRenderContext } from './canvas-render-context';
import type { StickyNode } from './workflow-to-flow';
import classes from './StickyNoteView.module.css';

/** n8n's sticky colours by number. */
const STICKY_COLORS: Record<number, { background: string; border: string }> = {
  1: { background: '#fff5d6', border: '#f5d780' },
  2: { background: '#fee3d1', border: '#f6b98f' },
  3: { background: '#fde0e0', border: '#f2a7a7' },
  4: { background: '#e3f6e3', border: '#a5d6a5' },
  5: { background: '#deeefc', border: '#9cc6ef' },
  6: { background: '#ebe4fa', border: '#bfaee9' },
  7: { background: '#f4f4f5', border: '#d4d4d8' },
};

/** A sticky note: markdown shown, edited in place on double click, resizable and deletable. */
function StickyNoteViewInner({ data, selected }: NodeProps<StickyNode>) {
  const { t, readOnly, actions } = useCanvasRenderContext();
  const [draft, setDraft] = useState<string | null>(null);
  const colors = STICKY_COLORS[data.color] ?? STICKY_COLORS[1];

  const finishEditing = () => {
    if (draft !== null && draft !== data.content) {
      actions.apply({ type: 'setParameter', node: data.name, path: 'content', value: draft });
    }
    setDraft(null);
  };

  const onResizeEnd = (_: unknown, params: ResizeParams) => {
    actions.apply({
      type: 'batch',
      operations: [
        { type: 'setParameter', node: data.name, path: 'width', value: Math.round(params.width) },
        { type: 'setParameter', node: data.name, path: 'height', value: Math.round(params.height) },
        { type: 'moveNodes', positions: { [data.name]: [Math.round(params.x), Math.round(params.y)] } },
      ],
    });
  };

  return (
    <div
      className={classes.sticky}
      data-testid="sticky-note"
      data-node-name={data.name}
      data-selected={selected === true}
      style={{ width: data.width, height: data.height, background: colors?.background, borderColor: colors?.border }}
      onDoubleClick={(event) => {
        event.stopPropagation();
        if (readOnly) actions.refuseReadOnly();
        else setDraft(data.content);
      }}
    >
      {!readOnly && (
        <NodeResizer isVisible={selected === true} minWidth={150} minHeight={80} onResizeEnd={onResizeEnd} lineClassName={classes.resizeLine} handleClassName={classes.resizeHandle} />
      )}
      {!readOnly && draft === null && (
        <Tooltip label={t('canvas.delete')} withArrow openDelay={300}>
          <ActionIcon className={`${classes.delete} nodrag`} variant="subtle" color="gray" size="sm" aria-label={t('canvas.deleteSticky')}
            data-testid="sticky-delete" onClick={(e) => { e.stopPropagation(); actions.remove([data.name]); }}>
            <IconTrash size={14} />
          </ActionIcon>
        </Tooltip>
      )}
      {draft !== null ? (
        <Textarea
          className={`${classes.editor} nodrag nowheel`}
          data-testid="sticky-editor"
          autoFocus
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={finishEditing}
          onKeyDown={(event) => {
            event.stopPropagation();
            if (event.key === 'Escape') setDraft(null);
          }}
          styles={{ root: { height: '100%' }, wrapper: { height: '100%' }, input: { height: '100%', background: 'transparent' } }}
          aria-label={t('canvas.stickyContent')}
        />
      ) : (
        <div className={`${classes.content} nowheel`} data-testid="sticky-content">
          {data.content ? <StickyMarkdown source={data.content} /> : <span className={classes.placeholder}>{t('canvas.stickyPlaceholder')}</span>}
        </div>
      )}
    </div>
  );
}

export const StickyNoteView = memo(StickyNoteViewInner);
