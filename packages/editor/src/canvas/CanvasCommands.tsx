import { useEffect, useMemo } from 'react';
import { registerCommand } from '../commands/command-registry';
import { createCanvasCommands } from './canvas-commands';
import { useCanvasActions } from './use-canvas-actions';
import { useCanvasZoom } from './use-canvas-zoom';

/** Registers the canvas commands while the canvas is mounted (inside the store and React Flow providers). */
export function CanvasCommands() {
  const actions = useCanvasActions();
  const zoom = useCanvasZoom();
  const commands = useMemo(() => createCanvasCommands(actions, zoom), [actions, zoom]);
  useEffect(() => {
    const unregister = commands.map((command) => registerCommand(command));
    return () => unregister.forEach((fn) => fn());
  }, [commands]);
  return null;
}
