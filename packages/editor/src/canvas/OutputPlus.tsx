import { IconPlus } from '@tabler/icons-react';
import classes from './CanvasNodeView.module.css';

interface OutputPlusProps {
  /** Where the output's handle sits along the node's right side (a CSS top). */
  top: string;
  label: string;
  /** A connected output shows the '+' only while its handle is hovered, over its connection. */
  connected: boolean;
  onAdd: () => void;
  onHover: (hovered: boolean) => void;
}

/** n8n's end of an output: a short stub and a '+' that opens the node creator for this output. */
export function OutputPlus({ top, label, connected, onAdd, onHover }: OutputPlusProps) {
  return (
    <div
      className={`${classes.outputPlus} nodrag nopan`}
      style={{ top }}
      data-connected={connected || undefined}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
    >
      <span className={classes.stub} aria-hidden />
      <button
        type="button"
        className={classes.plusButton}
        aria-label={label}
        title={label}
        data-testid="output-add"
        // Not a node click: the node keeps its selection and no drag starts.
        onMouseDown={(event) => event.stopPropagation()}
        onClick={(event) => { event.stopPropagation(); onAdd(); }}
      >
        <IconPlus size={14} stroke={2.5} />
      </button>
    </div>
  );
}
