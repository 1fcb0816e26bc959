import { describe, expect, it } from 'vitest';
import { findResolvables, resolveTemplate } from './html-template.js';

describe('HTML templates', () => {
  it('finds expressions, with nested braces', () => {
    expect(findResolvables('<p>{{ $json.a }}</p><i>{{ ({ b: 1 }).b }}</i>{{ unclosed').map((r) => r.text))
      .toEqual(['{{ $json.a }}', '{{ ({ b: 1 }).b }}']);
  });

  it('replaces each expression by its value as JavaScript writes it, as n8n does', () => {
    const values: Record<string, unknown> = {
      '={{ $json.name }}': 'Ada', '={{ $json.tags }}': ['a', ['b', 'c']], '={{ $json.none }}': undefined, '={{ $json.obj }}': { k: 1 }, '={{ $json.nul }}': null,
    };
    expect(resolveTemplate('<h1>{{ $json.name }}</h1>{{ $json.tags }}|{{ $json.obj }}|{{ $json.nul }}|{{ $json.none }}', (e) => values[e]))
      .toBe('<h1>Ada</h1>a,b,c|[object Object]|null|undefined');
    expect(resolveTemplate('<p>plain</p>', () => 'x')).toBe('<p>plain</p>');
  });
});
