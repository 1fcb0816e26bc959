export { VersionsButton } from './VersionsButton';
export { VersionsDrawer } from './VersionsDrawer';
export { useVersionsPanel } from './versions-panel.store';
