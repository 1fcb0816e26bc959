const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGBA = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*([\d.]+%?)\s*)?\)$/i;

const hexByte = (value: number) => Math.max(0, Math.min(255, Math.round(value))).toString(16).padStart(2, '0');

function alphaOf(text: string | undefined): number {
  if (text === undefined) return 1;
  const number = text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
  return Number.isFinite(number) ? Math.max(0, Math.min(1, number)) : 1;
}

/**
 * A colour as the node receives it: `#rrggbb`, or `#rrggbbaa` when the parameter shows alpha (spec
 * admin §5 'rgba converted to 8-digit hex'). Colour pickers answer `rgba(...)`; other text is kept.
 */
export function toColorValue(input: string, showAlpha: boolean): string {
  const text = input.trim();
  const rgba = RGBA.exec(text);
  if (rgba) {
    const [r, g, b] = [rgba[1], rgba[2], rgba[3]].map(Number) as [number, number, number];
    const hex = `#${hexByte(r)}${hexByte(g)}${hexByte(b)}`;
    return showAlpha ? `${hex}${hexByte(alphaOf(rgba[4]) * 255)}` : hex;
  }
  const hex = HEX.exec(text);
  if (!hex) return input;
  let digits = (hex[1] as string).toLowerCase();
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  if (showAlpha && digits.length === 6) digits += 'ff';
  if (!showAlpha && digits.length === 8) digits = digits.slice(0, 6);
  return `#${digits}`;
}
