import { createContext, useCallback, useContext } from 'react';
import type { DragEvent } from 'react';
import { fieldExpression, MAPPING_PATH_MIME } from './mapping-expression';
import type { FieldPath } from './mapping-expression';

/**
 * The node whose data a view shows, when its fields may be dragged onto parameters (the input pane):
 * `nearest` is the parent that feeds the open node's first input, read through `$json`.
 */
export interface MappingSource {
  nodeName: string;
  nearest: boolean;
}

export const MappingSourceContext = createContext<MappingSource | null>(null);

export interface FieldDragProps {
  draggable: true;
  onDragStart(event: DragEvent): void;
  'data-mapping-expression': string;
}

/**
 * The HTML5 drag of a data view's field: `text/plain` carries the expression that reads it (so it
 * can be dropped in any text box too), MAPPING_PATH_MIME its path. Null outside a mapping source.
 */
export function useFieldDrag(): ((path: FieldPath) => FieldDragProps) | null {
  const source = useContext(MappingSourceContext);
  const dragProps = useCallback((path: FieldPath): FieldDragProps => {
    const expression = fieldExpression(path, source?.nearest === false ? source.nodeName : undefined);
    return {
      draggable: true,
      'data-mapping-expression': expression,
      onDragStart: (event: DragEvent) => {
        event.stopPropagation();
        event.dataTransfer.setData('text/plain', expression);
        event.dataTransfer.setData(MAPPING_PATH_MIME, JSON.stringify(path));
        event.dataTransfer.effectAllowed = 'copy';
      },
    };
  }, [source]);
  return source ? dragProps : null;
}
