import { describe, expect, it } from 'vitest';
import { renderFormPage, renderMessagePage } from './form-page.renderer.js';
import { escapeHtml } from '@weft/workflow';

describe('form page', () => {
  it('escapes every text it is given', () => {
    expect(escapeHtml('<a href="x">Tom & Jerry\'s</a>')).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
    const html = renderFormPage({
      title: '<script>alert(1)</script>',
      description: 'Line one\\nLine <b>two</b>',
      fields: [
        { fieldLabel: 'Name "quoted"', placeholder: '"><img src=x onerror=alert(1)>' },
        { fieldLabel: 'Colour', fieldType: 'dropdown', fieldOptions: { values: [{ option: '<red>' }, { option: 'blue' }] } },
      ],
      buttonLabel: '<b>Go</b>',
      values: { 'field-0': '</textarea><script>x</script>' },
      errors: ['<bad>'],
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('Line one<br>Line &lt;b&gt;two&lt;/b&gt;');
    expect(html).toContain('<label for="f0">Name &quot;quoted&quot;</label>');
    expect(html).toContain('value="&lt;/textarea&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).toContain('<option value="&lt;red&gt;">&lt;red&gt;</option>');
    expect(html).toContain('&lt;bad&gt;');
    expect(html).toContain('<button type="submit">&lt;b&gt;Go&lt;/b&gt;</button>');
  });

  it('marks required fields for people and for assistive technology, and checks them in the browser', () => {
    const html = renderFormPage({
      title: 'Signup',
      fields: [
        { fieldLabel: 'Email', fieldType: 'email', requiredField: true },
        { fieldLabel: 'Topics', fieldType: 'checkbox', requiredField: true, fieldOptions: { values: [{ option: 'News' }] } },
        { fieldLabel: 'Note', fieldType: 'textarea' },
      ],
    });
    expect(html).toContain('<input type="email" id="f0" name="field-0" required aria-required="true">');
    expect(html).toContain('<span class="sr-only"> (required)</span>');
    expect(html).toContain('<fieldset class="field" data-required><legend data-label="Topics">');
    expect(html).toContain('<textarea id="f2" name="field-2"></textarea>');
    expect(html).toContain('enctype="application/x-www-form-urlencoded"');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('fieldset[data-required]');
  });

  it('sends files as multipart, never echoes a password, and hides the attribution on request', () => {
    const html = renderFormPage({
      title: 'Upload',
      fields: [
        { fieldLabel: 'CV', fieldType: 'file', acceptFileTypes: '.pdf', multipleFiles: false },
        { fieldLabel: 'Secret', fieldType: 'password' },
      ],
      values: { 'field-1': 'hunter2' },
      appendAttribution: false,
    });
    expect(html).toContain('enctype="multipart/form-data"');
    expect(html).toContain('<input type="file" id="f0" name="field-0" accept=".pdf">');
    expect(html).not.toContain('hunter2');
    expect(html).not.toContain('Form automated with');
  });

  it('renders a message page', () => {
    const html = renderMessagePage('Thanks <you>', 'We got it & will reply');
    expect(html).toContain('<h1>Thanks &lt;you&gt;</h1>');
    expect(html).toContain('We got it &amp; will reply');
    expect(renderMessagePage('Wait', 'Working', { refreshSeconds: 2 })).toContain('<meta http-equiv="refresh" content="2">');
    expect(renderMessagePage('Done', 'Bye', { pageTitle: 'Tom & Jerry' })).toContain('<title>Tom &amp; Jerry</title><style>');
  });
});
