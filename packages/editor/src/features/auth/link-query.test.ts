import { describe, expect, it } from 'vitest';
import { linkQueryError } from './link-query';
import en from '../../i18n/en.json';

describe('linkQueryError', () => {
  it('names the first missing value of an e-mailed link', () => {
    expect(linkQueryError('?userId=u1', 'token', 'userId')).toBe('missingToken');
    expect(linkQueryError('?token=t1', 'token', 'userId')).toBe('missingUserId');
    expect(linkQueryError('?token=&userId=u1', 'token', 'userId')).toBe('missingToken');
    expect(linkQueryError('', 'inviterId', 'inviteeId')).toBe('missingToken');
    expect(linkQueryError('?inviterId=a&inviteeId=b', 'inviterId', 'inviteeId')).toBeNull();
  });

  it('each answer has the spec wording', () => {
    expect(en.auth.link).toMatchObject({ missingToken: 'Missing token', missingUserId: 'Missing user ID' });
  });
});
