import { useState } from 'react';
import { Tooltip } from '@mantine/core';
import type { TemplateNode } from '../../api/templates-host';
import { readBasePath } from '../../domain/base-path';
import classes from './Templates.module.css';

const basePath = readBasePath();

/** A host's own https icon, else this instance's icon for the node type (Weft has n8n's type names). */
function iconSource(node: TemplateNode): string {
  if (node.iconUrl && /^https:\/\//i.test(node.iconUrl)) return node.iconUrl;
  return `${basePath}rest/node-icon/${encodeURIComponent(node.name)}`;
}

export function TemplateNodeIcon({ node, size = 24 }: { node: TemplateNode; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <Tooltip label={node.displayName} withinPortal>
      <span className={classes.nodeIcon} style={{ width: size + 8, height: size + 8 }} data-testid="template-node-icon" aria-label={node.displayName}>
        {failed
          ? <span className={classes.nodeInitial} style={{ fontSize: size * 0.55 }}>{node.displayName.slice(0, 1).toUpperCase()}</span>
          : <img src={iconSource(node)} alt="" width={size} height={size} onError={() => setFailed(true)} />}
      </span>
    </Tooltip>
  );
}
