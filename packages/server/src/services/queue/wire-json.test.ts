import { describe, expect, it } from 'vitest';
import { fromWireJson, toWireJson } from './wire-json.js';

describe('wire JSON between the processes of queue mode', () => {
  it('brings dates and bytes back as they were sent', () => {
    const run = { startedAt: new Date('2026-01-02T03:04:05.006Z'), body: Buffer.from('héllo'), nested: [{ at: new Date(0) }] };
    const back = fromWireJson<typeof run>(toWireJson(run));
    expect(back.startedAt).toBeInstanceOf(Date);
    expect(back.startedAt.toISOString()).toBe('2026-01-02T03:04:05.006Z');
    expect(Buffer.isBuffer(back.body)).toBe(true);
    expect(back.body.toString()).toBe('héllo');
    expect(back.nested[0]?.at.getTime()).toBe(0);
  });

  it('keeps a Uint8Array view to its own bytes, not its whole buffer', () => {
    const whole = Buffer.from('0123456789');
    const back = fromWireJson<{ part: Buffer }>(toWireJson({ part: whole.subarray(2, 5) }));
    expect(back.part.toString()).toBe('234');
  });

  it('leaves ordinary objects and strings alone', () => {
    const data = { json: { a: 1, date: '2026-01-01', list: [1, 'x', null] }, __weftDate: 'kept', extra: true };
    expect(fromWireJson(toWireJson(data))).toEqual(data);
  });
});
