import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './evaluate.js';
import type { ExpressionContext } from './expression-context.js';
import { chainContext, jsonItems } from './expression-test-helpers.js';

/** A context after a Split In Batches node ("Loop") stored its state, as the engine keeps it. */
function afterLoop(noItemsLeft: boolean): ExpressionContext {
  const ctx = chainContext([{ name: 'Loop', items: jsonItems({ id: 1 }) }], { name: 'If' });
  ctx.runExecutionData = {
    ...ctx.runExecutionData,
    resultData: ctx.runExecutionData?.resultData ?? { runData: {} },
    executionData: { contextData: { 'node:Loop': { noItemsLeft, currentRunIndex: 2, maxRunIndex: 3 }, flow: {} } },
  };
  return ctx;
}

const evaluate = (code: string, ctx: ExpressionContext) => evaluateExpression(`={{ ${code} }}`, ctx, 0);

describe("a node's context in expressions", () => {
  it('$node["Name"].context reads what the node stored, as n8n\'s Split In Batches examples use it', () => {
    expect(evaluate('$node["Loop"].context["noItemsLeft"]', afterLoop(false))).toBe(false);
    expect(evaluate('$node["Loop"].context["noItemsLeft"]', afterLoop(true))).toBe(true);
    expect(evaluate('$node.Loop.context.currentRunIndex', afterLoop(false))).toBe(2);
  });

  it("$('Name').context reads the same", () => {
    expect(evaluate("$('Loop').context.noItemsLeft", afterLoop(true))).toBe(true);
    expect(evaluate("$('Loop').context.maxRunIndex", afterLoop(true))).toBe(3);
  });

  it('is empty for a node that stored nothing, and names a node that does not exist', () => {
    const ctx = afterLoop(true);
    expect(evaluate('$node["Loop"].context["missing"]', ctx)).toBeUndefined();
    expect(evaluate('$node["If"].context', ctx)).toEqual({});
    expect(() => evaluate('$node["Nope"].context', ctx)).toThrow("Referenced node doesn't exist");
  });

  it("cannot change the node's state", () => {
    const ctx = afterLoop(false);
    expect(() => evaluate('$node["Loop"].context.noItemsLeft = true', ctx)).toThrow();
    const stored = (ctx.runExecutionData?.executionData?.contextData as Record<string, Record<string, unknown>>)['node:Loop'];
    expect(stored?.noItemsLeft).toBe(false);
  });
});
