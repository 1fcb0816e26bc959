import { useState } from 'react';
import type { ComponentType } from 'react';
import { ThemeIcon } from '@mantine/core';
import {
  IconAddressBook, IconCode, IconHeading, IconKey, IconLock, IconMail,
} from '@tabler/icons-react';
import type { CredentialTypeDescription } from '@weft/contracts';
import { readBasePath } from '../../domain/base-path';

const basePath = readBasePath();

/** n8n's built-in types name Font Awesome icons; the editor draws the nearest of its own icon set. */
const FONT_ICONS: Record<string, ComponentType<{ size?: number }>> = {
  'address-card': IconAddressBook,
  code: IconCode,
  heading: IconHeading,
  key: IconKey,
  lock: IconLock,
  envelope: IconMail,
};

function iconSource(icon: string | undefined, typeName: string): string | undefined {
  if (icon?.startsWith('file:')) return `${basePath}rest/credential-icon/${encodeURIComponent(typeName)}`;
  // 'node:n8n-nodes-base.github': the icon of the node that uses the credential.
  if (icon?.startsWith('node:')) return `${basePath}rest/node-icon/${encodeURIComponent(icon.slice('node:'.length))}`;
  return undefined;
}

/** A credential type's icon: its file, its node's icon, or a font icon; a key when none can be shown. */
export function CredentialIcon({ type, size = 28 }: { type: Pick<CredentialTypeDescription, 'name' | 'icon'> | undefined; size?: number }) {
  const [failed, setFailed] = useState(false);
  const icon = typeof type?.icon === 'string' ? type.icon : undefined;
  const source = type ? iconSource(icon, type.name) : undefined;
  if (source && !failed) {
    return <img src={source} alt="" width={size} height={size} style={{ objectFit: 'contain' }} onError={() => setFailed(true)} data-testid="credential-icon" />;
  }
  const Font = (icon?.startsWith('fa:') ? FONT_ICONS[icon.slice(3)] : undefined) ?? IconKey;
  return (
    <ThemeIcon variant="light" color="gray" size={size} radius="sm" data-testid="credential-icon">
      <Font size={Math.round(size * 0.62)} />
    </ThemeIcon>
  );
}
