import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/test-server.js';

const server = useTestServer();

describe('GET /rest/options/timezones', () => {
  it('names every IANA timezone with its offset from GMT', async () => {
    const { status, body } = await server.rest<{ data: Record<string, string> }>('GET', '/options/timezones');
    expect(status).toBe(200);
    const timezones = body.data;
    // Berlin is GMT+01:00 in winter and GMT+02:00 in summer; Tokyo has no daylight saving time.
    expect(timezones['Europe/Berlin']).toMatch(/^Europe\/Berlin \(GMT\+0[12]:00\)$/);
    expect(timezones['Asia/Tokyo']).toBe('Asia/Tokyo (GMT+09:00)');
    expect(timezones['America/New_York']).toMatch(/^America\/New_York \(GMT-0[45]:00\)$/);
    expect(timezones.UTC).toBe('UTC (GMT+00:00)');
    expect(Object.keys(timezones).length).toBeGreaterThan(300);
  });
});
