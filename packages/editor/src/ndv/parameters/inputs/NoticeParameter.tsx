import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { INodeProperties } from '@weft/workflow';

/** A notice or callout: text from the node's description, nothing to set. */
export function NoticeParameter({ parameter }: { parameter: INodeProperties }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={16} />} p="xs" data-testid={`parameter-notice-${parameter.name}`}>
      <span style={{ fontSize: 13 }}>{parameter.displayName}</span>
    </Alert>
  );
}
