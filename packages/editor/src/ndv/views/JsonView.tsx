import { useState } from 'react';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { INodeExecutionData } from '@weft/workflow';
import { useFieldDrag } from '../parameters/expression/field-drag';
import type { FieldPath } from '../parameters/expression/mapping-expression';
import classes from './DataViews.module.css';

/** Levels of a JSON tree shown open at first (spec/editor.md §9: JSON viewer depth 10). */
export const JSON_OPEN_DEPTH = 10;

function Scalar({ value }: { value: unknown }) {
  if (typeof value === 'string') return <span className={classes.jsonString}>{JSON.stringify(value)}</span>;
  if (typeof value === 'number' || typeof value === 'bigint') return <span className={classes.jsonNumber}>{String(value)}</span>;
  return <span className={classes.jsonLiteral}>{value === undefined ? 'undefined' : JSON.stringify(value)}</span>;
}

interface JsonNodeProps {
  label?: string;
  /** From the item's json to this value; undefined above the items (the array of items itself). */
  path?: FieldPath;
  value: unknown;
  depth: number;
  openDepth: number;
  last: boolean;
}

function JsonNode({ label, path, value, depth, openDepth, last }: JsonNodeProps) {
  const [open, setOpen] = useState(depth < openDepth);
  const drag = useFieldDrag();
  const comma = last ? '' : ',';
  // In the input pane a key drags its field onto a parameter.
  const dragProps = drag && path && label !== undefined ? drag(path) : {};
  const key = label === undefined ? null : <><span className={classes.jsonKey} {...dragProps}>{JSON.stringify(label)}</span>: </>;
  if (value === null || typeof value !== 'object') {
    return <div><span className={classes.jsonToggle} />{key}<Scalar value={value} />{comma}</div>;
  }
  const isArray = Array.isArray(value);
  const entries: Array<[string | undefined, unknown]> = isArray
    ? (value as unknown[]).map((child) => [undefined, child])
    : Object.entries(value as Record<string, unknown>);
  // Depth 0 is the list of items, depth 1 an item's json: paths start below it.
  const childPath = (childLabel: string | undefined, index: number): FieldPath | undefined => {
    if (depth === 0) return undefined;
    const step = childLabel ?? index;
    return depth === 1 ? [step] : path ? [...path, step] : undefined;
  };
  const [opening, closing] = isArray ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return <div><span className={classes.jsonToggle} />{key}{opening}{closing}{comma}</div>;
  return (
    <div>
      <button type="button" className={classes.jsonToggle} onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? <IconChevronDown size={11} /> : <IconChevronRight size={11} />}
      </button>
      {key}{opening}
      {open ? (
        <div className={classes.jsonChildren}>
          {entries.map(([childLabel, child], index) => (
            <JsonNode key={index} label={childLabel} path={childPath(childLabel, index)} value={child} depth={depth + 1} openDepth={openDepth} last={index === entries.length - 1} />
          ))}
        </div>
      ) : (
        <button type="button" className={classes.jsonToggle} style={{ width: 'auto' }} onClick={() => setOpen(true)}>…</button>
      )}
      {closing}{comma}
    </div>
  );
}

/** A collapsible JSON tree of a page of items (their json), as one array. */
export function JsonTree({ value, openDepth = JSON_OPEN_DEPTH, testId }: { value: unknown; openDepth?: number; testId?: string }) {
  return <div className={classes.json} data-testid={testId}><JsonNode value={value} depth={0} openDepth={openDepth} last /></div>;
}

export function JsonView({ items }: { items: readonly INodeExecutionData[] }) {
  return <JsonTree value={items.map((item) => item.json)} testId="ndv-json" />;
}
