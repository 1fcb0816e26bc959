import { useMemo, useState } from 'react';
import type { FocusEvent } from 'react';

/**
 * Whether the pointer is over an element or the focus inside it. The Fixed | Expression switch shows
 * while a field is engaged, as in n8n: mounting one per field on every open (each following the
 * workflow for its expression context) made the HTTP Request's pane take three times as long.
 */
export function useEngaged() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [held, setHeld] = useState(false);
  const handlers = useMemo(() => ({
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  }), []);
  /** `hold(true)` keeps it engaged whatever the pointer does, e.g. while a menu of the field is open. */
  return { active: hovered || focused || held, handlers, hold: setHeld };
}
