import { afterEach, describe, expect, it } from 'vitest';
import { serviceUrl, serviceUrlText } from './service-host-overrides.js';

describe('service host overrides', () => {
  afterEach(() => { delete process.env.WEFT_TEST_SERVICE_HOSTS; });

  it('leaves every URL alone when no override is set', () => {
    expect(serviceUrl(new URL('https://sheets.googleapis.com/v4/spreadsheets?x=1')).toString())
      .toBe('https://sheets.googleapis.com/v4/spreadsheets?x=1');
  });

  it('sends a mapped origin to its stand-in, keeping path and query', () => {
    process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://sheets.googleapis.com': 'http://127.0.0.1:4100' });
    expect(serviceUrl(new URL('https://sheets.googleapis.com/v4/spreadsheets/a%20b?ranges=A1')).toString())
      .toBe('http://127.0.0.1:4100/v4/spreadsheets/a%20b?ranges=A1');
    expect(serviceUrlText('https://www.googleapis.com/drive/v3/files')).toBe('https://www.googleapis.com/drive/v3/files');
  });

  it('follows a change of the variable', () => {
    process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://api.telegram.org': 'http://127.0.0.1:1' });
    expect(serviceUrlText('https://api.telegram.org/botX/getMe')).toBe('http://127.0.0.1:1/botX/getMe');
    process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://api.telegram.org': 'http://127.0.0.1:2' });
    expect(serviceUrlText('https://api.telegram.org/botX/getMe')).toBe('http://127.0.0.1:2/botX/getMe');
  });

  it('refuses a malformed variable with a message that says the expected shape', () => {
    process.env.WEFT_TEST_SERVICE_HOSTS = 'sheets=127.0.0.1';
    expect(() => serviceUrlText('https://x.test/')).toThrow(/JSON object of origins/);
  });
});
