import { describe, expect, it } from 'vitest';
import { privateKeyText } from './private-key-text.js';

describe('privateKeyText', () => {
  it('puts back the lines of a key pasted on one line', () => {
    expect(privateKeyText('-----BEGIN OPENSSH PRIVATE KEY----- abc def ghi -----END OPENSSH PRIVATE KEY-----'))
      .toBe('-----BEGIN OPENSSH PRIVATE KEY-----\nabc\ndef\nghi\n-----END OPENSSH PRIVATE KEY-----\n');
  });

  it('keeps the header lines of an encrypted PEM key whole, followed by a blank line', () => {
    const oneLine = '-----BEGIN RSA PRIVATE KEY----- Proc-Type: 4,ENCRYPTED DEK-Info: AES-128-CBC,00FF  abc def -----END RSA PRIVATE KEY-----';
    expect(privateKeyText(oneLine)).toBe(
      '-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00FF\n\nabc\ndef\n-----END RSA PRIVATE KEY-----\n',
    );
  });

  it('leaves a key that has its line breaks as it is, with Windows line ends made plain', () => {
    expect(privateKeyText('\n-----BEGIN RSA PRIVATE KEY-----\r\nabc\r\n-----END RSA PRIVATE KEY-----\r\n'))
      .toBe('-----BEGIN RSA PRIVATE KEY-----\nabc\n-----END RSA PRIVATE KEY-----\n');
  });
});
