import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './main.js';

function captured(stream: NodeJS.WriteStream) {
  const chunks: string[] = [];
  vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  return () => chunks.join('');
}

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.WEFT_PORT;
});

describe('weft command', () => {
  it('lists its commands on --help', async () => {
    const out = captured(process.stdout);
    expect(await main(['--help'])).toBe(0);
    expect(out()).toContain('Usage: weft <command>');
    expect(out()).toMatch(/start\s+Start the server/);
  });

  it('refuses an unknown command and shows the usage', async () => {
    const err = captured(process.stderr);
    expect(await main(['deploy'])).toBe(1);
    expect(err()).toContain('Unknown command "deploy"');
    expect(err()).toContain('Usage: weft <command>');
  });

  it('does not start with an invalid configuration, and names the variable', async () => {
    process.env.WEFT_PORT = 'eighty';
    const err = captured(process.stderr);
    expect(await main(['start'])).toBe(1);
    expect(err()).toBe('Weft could not start: Invalid configuration: WEFT_PORT must be a whole number from 1 to 65535 (got "eighty")\n');
  });
});
