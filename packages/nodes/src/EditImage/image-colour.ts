/** A colour as sharp takes it: 0–255 channels, alpha 0 (transparent) to 1 (opaque). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

const NAMED: Record<string, string> = {
  black: '#000000', white: '#ffffff', red: '#ff0000', green: '#008000', lime: '#00ff00', blue: '#0000ff',
  yellow: '#ffff00', cyan: '#00ffff', magenta: '#ff00ff', gray: '#808080', grey: '#808080', orange: '#ffa500',
  purple: '#800080', transparent: '#000000ff',
};

/**
 * Reads `#rgb`, `#rrggbb` or `#rrggbboo` (or a basic colour name). The fourth pair is OPACITY as
 * GraphicsMagick, which n8n's node uses, reads it: `00` is opaque and `ff` transparent, so n8n's
 * defaults (`#ff000000` draws solid red, `#ffffffff` rotates onto a see-through background) look the same here.
 */
export function parseColour(value: unknown): Rgba | undefined {
  const text = typeof value === 'string' ? (NAMED[value.trim().toLowerCase()] ?? value.trim()) : '';
  let hex = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text)?.[1];
  if (!hex) return undefined;
  if (hex.length === 3) hex = [...hex].map((digit) => digit + digit).join('');
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4), alpha: hex.length === 8 ? 1 - channel(6) / 255 : 1 };
}

/** The colour as SVG paint attributes' values. */
export const svgFill = ({ r, g, b, alpha }: Rgba) => ({ colour: `rgb(${r},${g},${b})`, opacity: String(Math.round(alpha * 1000) / 1000) });
