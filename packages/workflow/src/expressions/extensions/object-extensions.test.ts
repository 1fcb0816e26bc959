import { describe, expect, it } from 'vitest';
import { extensionEvaluator } from './extension-test-eval.js';

const { evaluate, failure } = extensionEvaluator();

describe('object functions as n8n gives them', () => {
  it('urlEncode writes a form-encoded query string', () => {
    expect(evaluate('({a:"x y",b:"&"}).urlEncode()')).toBe('a=x+y&b=%26');
    expect(evaluate('({a:null,b:true,c:"é!()"}).urlEncode()')).toBe('a=null&b=true&c=%C3%A9%21%28%29');
  });

  it('removeFieldsContaining and keepFieldsContaining need a non-empty text', () => {
    expect(failure('({a:1}).removeFieldsContaining(5)').message).toBe('removeFieldsContaining(): expected non-empty string arg');
    expect(failure('({a:"1"}).keepFieldsContaining("")').message).toBe('argument of keepFieldsContaining must be a non-empty string');
  });

  it('conversions of an object give undefined', () => {
    expect(evaluate('[({a:1}).toInt(), ({a:1}).toBoolean()]')).toEqual([undefined, undefined]);
  });
});
