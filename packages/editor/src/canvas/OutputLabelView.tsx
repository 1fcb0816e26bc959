import { LazyTooltip } from './LazyTooltip';
import { outputLabel } from './output-label';
import classes from './OutputLabelView.module.css';

/** An output's name beside its handle; a really long one is cut, with the whole name in a tooltip. */
export function OutputLabelView({ name, top }: { name: string; top: string }) {
  const label = outputLabel(name);
  const text = <span className={classes.text} data-testid="output-label">{label.text}</span>;
  return (
    <span className={classes.outputLabel} style={{ top }} data-cut={label.full ? true : undefined}>
      {label.full ? <LazyTooltip label={label.full} withArrow multiline maw={320}>{text}</LazyTooltip> : text}
    </span>
  );
}
