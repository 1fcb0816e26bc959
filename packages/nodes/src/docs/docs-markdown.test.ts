import { describe, expect, it } from 'vitest';
import { renderDocsMarkdown } from './docs-markdown.js';

describe('renderDocsMarkdown', () => {
  it('renders headings, tables and fenced code', () => {
    const html = renderDocsMarkdown('## Output\n\n| Field | Meaning |\n|---|---|\n| `id` | the row |\n\n```json\n{"a": 1}\n```\n');
    expect(html).toContain('<h2 id="output">Output</h2>');
    expect(html).toMatch(/<table>[\s\S]*<td><code>id<\/code><\/td>/);
    expect(html).toContain('<code class="json language-json">{"a": 1}');
  });

  it('shows raw HTML as text, in prose and in code alike', () => {
    const html = renderDocsMarkdown('Click <script>alert(1)</script> here, `<b>` and\n\n```\n<img src=x onerror=alert(1)>\n```\n');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Click &lt;script&gt;alert(1)&lt;/script&gt; here');
    expect(html).toContain('<code>&lt;b&gt;</code>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps web and relative links and drops script links', () => {
    const html = renderDocsMarkdown('[a](https://example.com) [b](quickstart) [c](javascript:alert(1)) [d](#output)');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('href="quickstart"');
    expect(html).toContain('href="#output"');
    expect(html).not.toContain('javascript:');
  });
});
