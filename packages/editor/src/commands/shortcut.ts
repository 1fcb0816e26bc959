/** The parts of a key event a shortcut looks at (a DOM KeyboardEvent has them all). */
export interface KeyEventLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface ParsedShortcut {
  text: string;
  matches: (event: KeyEventLike) => boolean;
}

const KEY_ALIASES: Record<string, string> = {
  del: 'delete', esc: 'escape', space: ' ', plus: '+', minus: '-', up: 'arrowup', down: 'arrowdown',
  left: 'arrowleft', right: 'arrowright', return: 'enter',
};

/**
 * Parses `Mod+Shift+Z`. Letters match by key and by physical key (`KeyZ`), so they work on other
 * keyboard layouts; for punctuation (`+`, `?`) the Shift state is ignored unless the shortcut names it,
 * because typing those characters needs Shift on many layouts.
 */
export function parseShortcut(text: string): ParsedShortcut {
  const parts = text.split(/\+(?!$)/).map((part) => part.trim().toLowerCase());
  const rawKey = parts.pop() ?? '';
  const key = KEY_ALIASES[rawKey] ?? rawKey;
  if (key === '') throw new Error(`Shortcut "${text}" names no key`);
  const mod = parts.includes('mod') || parts.includes('ctrl') || parts.includes('cmd') || parts.includes('meta');
  const shift = parts.includes('shift');
  const alt = parts.includes('alt');
  const isLetter = /^[a-z]$/.test(key);
  const isCharacter = key.length === 1 && !isLetter && !/^[0-9]$/.test(key);

  return {
    text,
    matches: (event) => {
      if ((event.ctrlKey || event.metaKey) !== mod || event.altKey !== alt) return false;
      if (!(isCharacter && !shift) && event.shiftKey !== shift) return false;
      const pressed = event.key.toLowerCase();
      if (pressed === key) return true;
      if (isLetter && event.code === `Key${key.toUpperCase()}`) return true;
      return /^[0-9]$/.test(key) && event.code === `Digit${key}`;
    },
  };
}

/** How a shortcut is shown in a menu: `Ctrl+Shift+Z`, or `⌘⇧Z` on macOS. */
export function formatShortcut(text: string, mac: boolean): string {
  const parts = text.split(/\+(?!$)/);
  const names = parts.map((part) => {
    const lower = part.toLowerCase();
    if (lower === 'mod') return mac ? '⌘' : 'Ctrl';
    if (lower === 'shift') return mac ? '⇧' : 'Shift';
    if (lower === 'alt') return mac ? '⌥' : 'Alt';
    return part.length === 1 ? part.toUpperCase() : part;
  });
  return mac ? names.join('') : names.join('+');
}
