import { memo, useState } from 'react';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { readBasePath } from '../../domain/base-path';
import type { CreatorRow } from './creator-rows';
import classes from './NodeCreatorPanel.module.css';

const basePath = readBasePath();

function NodeIcon({ type, label, color }: { type: string; label: string; color?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return <span className={classes.initial} style={color ? { color } : undefined} aria-hidden>{label.charAt(0).toUpperCase()}</span>;
  }
  return (
    <img className={classes.icon} src={`${basePath}rest/node-icon/${encodeURIComponent(type)}`} alt="" draggable={false}
      onError={() => setFailed(true)} />
  );
}

interface RowProps {
  row: CreatorRow;
  index: number;
  active: boolean;
  onActivate: (row: CreatorRow) => void;
  onHover: (index: number) => void;
}

/** One line of the creator list: a category, a subcategory or a node type. */
function CreatorRowViewInner({ row, index, active, onActivate, onHover }: RowProps) {
  const common = {
    'data-index': index,
    'data-active': active,
    role: 'option' as const,
    'aria-selected': active,
    onClick: () => onActivate(row),
    onMouseMove: () => { if (!active) onHover(index); },
  };
  if (row.kind === 'category') {
    const Chevron = row.expanded ? IconChevronDown : IconChevronRight;
    return (
      <div {...common} className={`${classes.row} ${classes.category}`} data-testid="node-creator-category"
        data-category={row.entry.name} aria-expanded={row.expanded}>
        <span className={classes.categoryName}>{row.entry.name}</span>
        <Chevron size={16} className={classes.chevron} />
      </div>
    );
  }
  if (row.kind === 'subcategory') {
    return (
      <div {...common} className={`${classes.row} ${classes.subcategory}`} data-testid="node-creator-subcategory"
        data-subcategory={row.entry.name}>
        <div className={classes.text}>
          <span className={classes.name}>{row.entry.name}</span>
          <span className={classes.description}>{row.entry.nodes.map((type) => type.displayName).join(', ')}</span>
        </div>
        <IconChevronRight size={16} className={classes.chevron} />
      </div>
    );
  }
  const { type } = row;
  return (
    <div {...common} className={`${classes.row} ${classes.node}`} data-testid="node-creator-item" data-node-type={type.name}>
      <span className={classes.iconBox}>
        <NodeIcon type={type.name} label={type.displayName} color={type.type.defaults.color} />
      </span>
      <div className={classes.text}>
        <span className={classes.name}>{type.displayName}</span>
        {type.description && <span className={classes.description}>{type.description}</span>}
      </div>
    </div>
  );
}

export const CreatorRowView = memo(CreatorRowViewInner);
