import { describe, expect, it } from 'vitest';
import type { KeyEventLike } from './shortcut';
import { formatShortcut, parseShortcut } from './shortcut';

function key(k: string, mods: Partial<KeyEventLike> = {}): KeyEventLike {
  return { key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods };
}

describe('parseShortcut', () => {
  it('matches Ctrl or Cmd for Mod, and requires exactly the named modifiers', () => {
    const undo = parseShortcut('Mod+Z');
    expect(undo.matches(key('z', { ctrlKey: true }))).toBe(true);
    expect(undo.matches(key('z', { metaKey: true }))).toBe(true);
    expect(undo.matches(key('z'))).toBe(false);
    expect(undo.matches(key('Z', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(parseShortcut('Mod+Shift+Z').matches(key('Z', { ctrlKey: true, shiftKey: true }))).toBe(true);
  });

  it('matches letters by physical key on other layouts', () => {
    expect(parseShortcut('Mod+Z').matches(key('я', { ctrlKey: true, code: 'KeyZ' }))).toBe(true);
  });

  it('ignores Shift for punctuation unless named, and handles the + key', () => {
    const zoomIn = parseShortcut('+');
    expect(zoomIn.matches(key('+', { shiftKey: true }))).toBe(true);
    expect(zoomIn.matches(key('+'))).toBe(true);
    expect(zoomIn.matches(key('+', { ctrlKey: true }))).toBe(false);
    expect(parseShortcut('Mod++').matches(key('+', { ctrlKey: true }))).toBe(true);
  });

  it('matches named keys and aliases', () => {
    expect(parseShortcut('Delete').matches(key('Delete'))).toBe(true);
    expect(parseShortcut('Del').matches(key('Delete'))).toBe(true);
    expect(parseShortcut('Shift+ArrowLeft').matches(key('ArrowLeft', { shiftKey: true }))).toBe(true);
    expect(parseShortcut('Shift+ArrowLeft').matches(key('ArrowLeft'))).toBe(false);
  });
});

describe('formatShortcut', () => {
  it('shows Ctrl on Windows and Linux, symbols on macOS', () => {
    expect(formatShortcut('Mod+Shift+z', false)).toBe('Ctrl+Shift+Z');
    expect(formatShortcut('Mod+Shift+z', true)).toBe('⌘⇧Z');
  });
});
