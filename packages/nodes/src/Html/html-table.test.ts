import { describe, expect, it } from 'vitest';
import { buildTable, capitalizeHeader } from './html-table.js';

describe('HTML tables', () => {
  it('builds one table with a column per field, escaping values', () => {
    const table = buildTable([{ json: { name: 'Ada <3', age: 36 } }, { json: { name: 'Alan', city: 'London', tags: ['x'] } }], { customStyling: true });
    expect(table).toBe('<table><thead><tr><th>name</th><th>age</th><th>city</th><th>tags</th></tr></thead><tbody>'
      + '<tr><td>Ada &lt;3</td><td>36</td><td></td><td></td></tr>'
      + '<tr><td>Alan</td><td></td><td>London</td><td>[&quot;x&quot;]</td></tr></tbody></table>');
  });

  it('adds a caption, attributes, capitalized headers and the default style', () => {
    const table = buildTable([{ json: { first_name: 'Ada' }, rowAttributes: 'class="row"', cellAttributes: 'align="left"' }], {
      capitalize: true, caption: 'People & more', tableAttributes: 'id="t"', headerAttributes: 'class="head"',
    });
    expect(table).toMatch(/^<style>.*<\/style><table id="t"><caption>People &amp; more<\/caption><thead><tr class="head"><th>First Name<\/th>/);
    expect(table).toContain('<tr class="row"><td align="left">Ada</td></tr>');
  });

  it('capitalizes headers word by word', () => {
    expect(capitalizeHeader('firstName')).toBe('First Name');
    expect(capitalizeHeader('order-id')).toBe('Order Id');
  });
});
