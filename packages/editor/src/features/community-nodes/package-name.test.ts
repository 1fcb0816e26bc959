import { describe, expect, it } from 'vitest';
import { packageNameProblem, stripInstallCommand } from './package-name';
import { quotedPackageCount } from './package-count';

describe('stripInstallCommand', () => {
  it('takes the name out of a pasted npm command', () => {
    expect(stripInstallCommand('npm i n8n-nodes-foo')).toBe('n8n-nodes-foo');
    expect(stripInstallCommand('npm install n8n-nodes-foo')).toBe('n8n-nodes-foo');
    expect(stripInstallCommand('  npm install   n8n-nodes-foo@1.2.0 ')).toBe('n8n-nodes-foo@1.2.0');
  });

  it('leaves a plain name alone, also one that merely contains the words', () => {
    expect(stripInstallCommand('n8n-nodes-npm-install')).toBe('n8n-nodes-npm-install');
    expect(stripInstallCommand('npmi n8n-nodes-foo')).toBe('npmi n8n-nodes-foo');
  });
});

describe('packageNameProblem', () => {
  it('requires a name', () => {
    expect(packageNameProblem('')).toBe('required');
    expect(packageNameProblem('   ')).toBe('required');
  });

  it('requires the community prefix, after a scope if there is one', () => {
    expect(packageNameProblem('lodash')).toBe('wrongPrefix');
    expect(packageNameProblem('nodes-n8n-foo')).toBe('wrongPrefix');
    expect(packageNameProblem('@acme/lodash')).toBe('wrongPrefix');
    expect(packageNameProblem('n8n-nodes-foo')).toBeNull();
    expect(packageNameProblem('@acme/n8n-nodes-foo')).toBeNull();
  });

  it('allows at most 214 characters', () => {
    const name = (length: number) => `n8n-nodes-${'x'.repeat(length - 10)}`;
    expect(packageNameProblem(name(214))).toBeNull();
    expect(packageNameProblem(name(215))).toBe('tooLong');
  });
});

describe('quotedPackageCount', () => {
  it('quotes no number when the count is unknown or below 31', () => {
    expect(quotedPackageCount(undefined)).toBeNull();
    expect(quotedPackageCount(null)).toBeNull();
    expect(quotedPackageCount(30)).toBeNull();
  });

  it('rounds down to tens from 31 on', () => {
    expect(quotedPackageCount(31)).toBe(30);
    expect(quotedPackageCount(39)).toBe(30);
    expect(quotedPackageCount(40)).toBe(40);
    expect(quotedPackageCount(5678)).toBe(5670);
  });
});
