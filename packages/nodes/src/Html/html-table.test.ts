import { describe, expect, it } from 'vitest';
import { buildTable, capitalizeHeader } from './html-table.js';

describe('HTML tables (markup as n8n writes it)', () => {
  it('builds one table with a column per field; values as JavaScript writes them, booleans as checkboxes', () => {
    const table = buildTable([{ json: { name: 'Ada <b>', age: 36, ok: true } }, { json: { name: 'Alan', tags: ['x', 'y'], o: {}, n: null, ok: false } }], { customStyling: true });
    expect(table).toBe('<table  ><thead  ><tr><th>name</th><th>age</th><th>ok</th><th>tags</th><th>o</th><th>n</th></tr></thead><tbody>'
      + '<tr  ><td  >Ada <b></td><td  >36</td><td  ><input type="checkbox" checked="checked"/></td><td  >undefined</td><td  >undefined</td><td  >undefined</td></tr>'
      + '<tr  ><td  >Alan</td><td  >undefined</td><td  ><input type="checkbox"/></td><td  >x,y</td><td  >[object Object]</td><td  >null</td></tr></tbody></table>');
  });

  it('adds a caption, attributes after the default styles, and capitalized headers', () => {
    const table = buildTable([{ json: { first_name: 'Ada' }, rowAttributes: 'class="row"', cellAttributes: 'align="left"' }], {
      capitalize: true, caption: 'People', tableAttributes: 'id="t"', headerAttributes: 'class="head"',
    });
    expect(table).toMatch(/^<table style='border-spacing:0; [^']*' id="t"><caption>People<\/caption><thead style='[^']*' class="head"><tr><th>First Name<\/th>/);
    expect(table).toContain('<tr  class="row"><td style=\'margin:0; padding:7px 20px 7px 0px; border-bottom:1px solid #eee\' align="left">Ada</td></tr>');
  });

  it('capitalizes each part between underscores', () => {
    expect(capitalizeHeader('first_name')).toBe('First Name');
    expect(capitalizeHeader('lastName')).toBe('LastName');
    expect(capitalizeHeader('full name')).toBe('Full name');
  });
});
