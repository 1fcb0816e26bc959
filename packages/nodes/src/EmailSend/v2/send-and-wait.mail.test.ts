import { describe, expect, it } from 'vitest';
import { approvalButtons, sendAndWaitBodies, withQuery } from './send-and-wait.mail.js';

const URL = 'https://weft.test/webhook-waiting/42';

describe('send-and-wait mail', () => {
  it('makes one approve button by default, with the default label and primary style', () => {
    expect(approvalButtons(URL, {})).toEqual([{ label: 'Approve', url: `${URL}?approved=true`, style: 'primary' }]);
  });

  it('adds the decline button for the double type, with the labels and styles chosen', () => {
    expect(approvalButtons(URL, {
      approvalType: 'double', approveLabel: 'OK', disapproveLabel: 'Nope', buttonApprovalStyle: 'secondary', buttonDisapprovalStyle: 'primary',
    })).toEqual([
      { label: 'OK', url: `${URL}?approved=true`, style: 'secondary' },
      { label: 'Nope', url: `${URL}?approved=false`, style: 'primary' },
    ]);
  });

  it('appends query parameters to a URL that has some', () => {
    expect(withQuery(`${URL}?a=1`, 'approved', 'true')).toBe(`${URL}?a=1&approved=true`);
  });

  it('escapes the message and labels in the HTML part and keeps line breaks', () => {
    const { html, text } = sendAndWaitBodies('Hi <b>"you"</b>\nline 2', [{ label: '<Go>', url: `${URL}?x="1"`, style: 'primary' }], false);
    expect(html).toContain('Hi &#60;b&#62;&#34;you&#34;&#60;/b&#62;<br>line 2');
    expect(html).toContain(`href="${URL}?x=&#34;1&#34;"`);
    expect(html).toContain('>&#60;Go&#62;</a>');
    expect(html).not.toContain('<b>');
    expect(text).toBe(`Hi <b>"you"</b>\nline 2\n\n<Go>: ${URL}?x="1"`);
  });

  it('uses inline styles only and ends with the attribution when asked', () => {
    const { html, text } = sendAndWaitBodies('Hi', approvalButtons(URL, {}), true);
    expect(html).not.toMatch(/<style|class=/);
    expect(html).toContain('This email was sent automatically with Weft');
    expect(text.endsWith('---\nThis email was sent automatically with Weft')).toBe(true);
  });

  it('escapes all five HTML characters with numeric entities', () => {
    const { html } = sendAndWaitBodies(`&<>"'`, [], false);
    expect(html).toContain('&#38;&#60;&#62;&#34;&#39;');
  });
});
