import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Renders a dialog whose code loads on demand (React.lazy) from its first opening on. Until then
 * nothing of it is fetched, which keeps it out of the first screen's JavaScript. It stays mounted
 * after closing so that the closing transition plays and a second opening is immediate. While the
 * code loads nothing is shown: the page stays as it was until the dialog opens over it.
 */
export function MountOnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(opened);
  // Setting state while rendering (not in an effect): the dialog mounts in the same render that opens it.
  if (opened && !wasOpened) setWasOpened(true);
  if (!wasOpened && !opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
