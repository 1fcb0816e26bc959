import { describe, expect, it } from 'vitest';
import { restorePemLineBreaks } from './pem-text.js';

describe('restorePemLineBreaks', () => {
  it('puts back the lines of a key pasted on one line', () => {
    expect(restorePemLineBreaks('-----BEGIN OPENSSH PRIVATE KEY----- abc def ghi -----END OPENSSH PRIVATE KEY-----'))
      .toBe('-----BEGIN OPENSSH PRIVATE KEY-----\nabc\ndef\nghi\n-----END OPENSSH PRIVATE KEY-----\n');
  });

  it('keeps the header lines of an encrypted PEM key whole, followed by a blank line', () => {
    const oneLine = '-----BEGIN RSA PRIVATE KEY----- Proc-Type: 4,ENCRYPTED DEK-Info: AES-128-CBC,00FF  abc def -----END RSA PRIVATE KEY-----';
    expect(restorePemLineBreaks(oneLine)).toBe(
      '-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00FF\n\nabc\ndef\n-----END RSA PRIVATE KEY-----\n',
    );
  });

  it('leaves a key that has its line breaks as it is, with Windows line ends made plain', () => {
    expect(restorePemLineBreaks('\n-----BEGIN RSA PRIVATE KEY-----\r\nabc\r\n-----END RSA PRIVATE KEY-----\r\n'))
      .toBe('-----BEGIN RSA PRIVATE KEY-----\nabc\n-----END RSA PRIVATE KEY-----\n');
  });

  it('puts back the lines of each certificate of a bundle, and reads `\\n` written out as a line break', () => {
    expect(restorePemLineBreaks('-----BEGIN CERTIFICATE----- aa bb -----END CERTIFICATE----- -----BEGIN CERTIFICATE----- cc -----END CERTIFICATE-----'))
      .toBe('-----BEGIN CERTIFICATE-----\naa\nbb\n-----END CERTIFICATE-----\n-----BEGIN CERTIFICATE-----\ncc\n-----END CERTIFICATE-----\n');
    expect(restorePemLineBreaks('-----BEGIN CERTIFICATE-----\\naa\\n-----END CERTIFICATE-----'))
      .toBe('-----BEGIN CERTIFICATE-----\naa\n-----END CERTIFICATE-----\n');
  });

  it('gives nothing for an empty field', () => {
    expect(restorePemLineBreaks('')).toBeUndefined();
    expect(restorePemLineBreaks(undefined)).toBeUndefined();
  });
});
