import { describe, expect, it } from 'vitest';
import { parsePackageSpec } from './package-name.js';

const reason = (input: string) => {
  const check = parsePackageSpec(input);
  return check.ok ? undefined : check.reason;
};

describe('community package names, checked before npm runs', () => {
  it('accepts plain and scoped names, with a version, range or tag', () => {
    expect(parsePackageSpec('n8n-nodes-foo')).toEqual({ ok: true, spec: { name: 'n8n-nodes-foo' } });
    expect(parsePackageSpec(' @acme/n8n-nodes-foo@1.2.3 ')).toEqual({ ok: true, spec: { name: '@acme/n8n-nodes-foo', version: '1.2.3' } });
    expect(parsePackageSpec('n8n-nodes-foo@^2.0.0')).toEqual({ ok: true, spec: { name: 'n8n-nodes-foo', version: '^2.0.0' } });
    expect(parsePackageSpec('n8n-nodes-foo@latest')).toEqual({ ok: true, spec: { name: 'n8n-nodes-foo', version: 'latest' } });
  });

  it('says why a name is refused', () => {
    expect(reason('')).toMatch(/Enter the npm package name/);
    expect(reason('lodash')).toMatch(/must start with "n8n-nodes-"/);
    expect(reason('n8n-nodes-')).toMatch(/must start with/);
    expect(reason('@acme/lodash')).toMatch(/must start with/);
    expect(reason('N8n-nodes-Foo')).toMatch(/capital letters/);
    expect(reason('n8n-nodes-foo bar')).toMatch(/not a valid npm package name/);
    expect(reason('n8n-nodes-foo;rm -rf /')).toMatch(/not a valid npm package name/);
    expect(reason('@/n8n-nodes-foo')).toMatch(/not a valid scoped package name/);
    expect(reason('_n8n-nodes-foo')).toMatch(/cannot start with a dot or an underscore/);
    expect(reason(`n8n-nodes-${'a'.repeat(205)}`)).toMatch(/longer than 214/);
    expect(reason('n8n-nodes-foo@--registry=http://evil')).toMatch(/not a valid version/);
    expect(reason('n8n-nodes-foo@1 2')).toMatch(/not a valid version/);
  });
});
