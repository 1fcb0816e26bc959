import { closeNodeDetails } from './ndv.store';
import { confirmCloseNdv } from './close-guard';

/** Back to the canvas, unless a pin data edit is open and the user keeps it (spec/editor.md §4 'Pinned data'). */
export async function requestCloseNodeDetails(): Promise<void> {
  if (await confirmCloseNdv()) closeNodeDetails();
}
