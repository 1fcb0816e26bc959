import { describe, expect, it } from 'vitest';
import { uniqueNodeName, uniqueNodeNames } from './unique-node-name.js';

const used = (...names: string[]) => new Set(names);

describe('uniqueNodeName', () => {
  it('keeps a free name', () => {
    expect(uniqueNodeName('Set', used('HTTP Request'))).toBe('Set');
  });

  it('appends 1 to a taken name without a number', () => {
    expect(uniqueNodeName('Set', used('Set'))).toBe('Set1');
    expect(uniqueNodeName('HTTP Request', used('HTTP Request'))).toBe('HTTP Request1');
  });

  it('counts up until the name is free', () => {
    expect(uniqueNodeName('Set', used('Set', 'Set1'))).toBe('Set2');
    expect(uniqueNodeName('Set', used('Set', 'Set1', 'Set2', 'Set3'))).toBe('Set4');
  });

  it('continues from the number a taken name ends with', () => {
    expect(uniqueNodeName('Set1', used('Set', 'Set1'))).toBe('Set2');
    expect(uniqueNodeName('Set4', used('Set4'))).toBe('Set5');
    expect(uniqueNodeName('Step 2', used('Step 2'))).toBe('Step 3');
  });

  it('counts up a name made only of digits', () => {
    expect(uniqueNodeName('42', used('42'))).toBe('43');
  });

  it('fills a gap only from the starting number upwards', () => {
    expect(uniqueNodeName('Set', used('Set', 'Set2'))).toBe('Set1');
  });
});

describe('uniqueNodeNames', () => {
  it('keeps names of nodes added together apart from each other', () => {
    expect(uniqueNodeNames(['Set', 'Set', 'Code'], ['Set'])).toEqual(['Set1', 'Set2', 'Code']);
  });
});
