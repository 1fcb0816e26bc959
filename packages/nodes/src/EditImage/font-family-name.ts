/**
 * The family name stored in a TrueType/OpenType font (its `name` table, name ID 1), or undefined.
 * A collection (.ttc) answers for its first font.
 */
export function fontFamilyName(font: Buffer): string | undefined {
  try {
    let base = 0;
    if (font.toString('latin1', 0, 4) === 'ttcf') base = font.readUInt32BE(12);
    const tables = font.readUInt16BE(base + 4);
    for (let index = 0; index < tables; index++) {
      const record = base + 12 + index * 16;
      if (font.toString('latin1', record, record + 4) !== 'name') continue;
      return familyFromNameTable(font, font.readUInt32BE(record + 8));
    }
  } catch {
    // A truncated or foreign file has no name to give.
  }
  return undefined;
}

function familyFromNameTable(font: Buffer, table: number): string | undefined {
  const count = font.readUInt16BE(table + 2);
  const strings = table + font.readUInt16BE(table + 4);
  let fallback: string | undefined;
  for (let index = 0; index < count; index++) {
    const record = table + 6 + index * 12;
    const [platform, , , nameId, length, offset] = [0, 2, 4, 6, 8, 10].map((at) => font.readUInt16BE(record + at)) as number[];
    if (nameId !== 1) continue;
    const bytes = font.subarray(strings + (offset as number), strings + (offset as number) + (length as number));
    // Windows and Unicode names are UTF-16BE; Macintosh ones are single-byte.
    if (platform === 3 || platform === 0) return Buffer.from(bytes).swap16().toString('utf16le');
    fallback ??= bytes.toString('latin1');
  }
  return fallback;
}
