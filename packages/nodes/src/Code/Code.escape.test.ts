import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { WorkflowRunner, createConsoleLogger } from '@weft/engine';
import type { IRun } from '@weft/engine';
import { builtinNodeTypes } from '../builtin-node-types.js';
import { jsonOf, singleNodeWorkflow } from '../test-support/run-fixture.js';
import { ESCAPE_CORPUS } from './test/escape-corpus.js';

const folder = mkdtempSync(join(tmpdir(), 'weft-escape-'));
const MARKER = join(folder, 'escaped.txt');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const runner = new WorkflowRunner(builtinNodeTypes, {
  logger: createConsoleLogger('silent'), sandbox: { timeoutMs: 500, memoryLimitMb: 32 },
});

/** What the host looked like before any attempt ran. */
const prototypes = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Promise.prototype, Error.prototype];
const prototypeKeys = prototypes.map((prototype) => Reflect.ownKeys(prototype).map(String).sort());
const hostGlobals = new Set(Reflect.ownKeys(globalThis).map(String));
const { exit, binding } = process as unknown as { exit: unknown; binding: unknown };
const objectToString = Object.prototype.toString;
const jsonStringify = JSON.stringify;

function expectHostUntouched(): void {
  expect(existsSync(MARKER)).toBe(false);
  expect(process.env.WEFT_ESCAPED).toBeUndefined();
  expect((process as unknown as { exit: unknown }).exit).toBe(exit);
  expect((process as unknown as { binding: unknown }).binding).toBe(binding);
  prototypes.forEach((prototype, index) => expect(Reflect.ownKeys(prototype).map(String).sort()).toEqual(prototypeKeys[index]));
  expect(({} as IDataObject).polluted).toBeUndefined();
  expect(Object.prototype.toString).toBe(objectToString);
  expect(JSON.stringify).toBe(jsonStringify);
  const added = Reflect.ownKeys(globalThis).map(String).filter((key) => !hostGlobals.has(key));
  for (const name of ['leak', 'leak2', 'late', 'sneaky', 'hacked', 'polluted']) expect(added).not.toContain(name);
}

function workflowFor(code: string, mode: string): IWorkflowBase {
  const workflow = singleNodeWorkflow({
    type: 'n8n-nodes-base.code', typeVersion: 2, name: 'Code',
    parameters: { mode, jsCode: code.replaceAll('MARKER', JSON.stringify(MARKER)) },
  }, [{ json: { a: 1 } }, { json: { a: 2 } }]);
  workflow.staticData = { global: { kept: true } };
  return workflow;
}

/** Output data must be plain JSON: nothing callable or hidden reached the host. */
function expectPlainData(run: IRun): void {
  for (const json of jsonOf(run, 'Code')) {
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
    expect(Object.getOwnPropertySymbols(json)).toEqual([]);
    expect(json.escaped === true).toBe(false);
  }
}

describe('Code node: escape corpus', () => {
  it('holds enough attempts', () => {
    expect(ESCAPE_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  for (const attempt of ESCAPE_CORPUS) {
    it(`contains: ${attempt.name}`, async () => {
      const workflow = workflowFor(attempt.code, attempt.mode ?? 'runOnceForAllItems');
      const run = await runner.run({ workflow, mode: 'manual', executionId: `escape-${attempt.name}` });
      expect(['success', 'error']).toContain(run.status);
      if (run.status === 'success') expectPlainData(run);
      else expect(run.data.resultData.error?.message).toEqual(expect.any(String));
      expect(Object.getPrototypeOf(workflow.staticData?.global)).toBe(Object.prototype);
      expectHostUntouched();
    });
  }

  it('leaves nothing behind for the next execution', async () => {
    const first = await runner.run({
      workflow: workflowFor("globalThis.crossRun = 1; Object.prototype.crossProto = 1; return [{ json: { escaped: false } }];", 'runOnceForAllItems'),
      mode: 'manual', executionId: 'escape-first',
    });
    expect(first.status).toBe('success');
    const second = await runner.run({
      workflow: workflowFor("return [{ json: { escaped: typeof crossRun !== 'undefined' || ({}).crossProto !== undefined } }];", 'runOnceForAllItems'),
      mode: 'manual', executionId: 'escape-second',
    });
    expect(jsonOf(second, 'Code')).toEqual([{ escaped: false }]);
    expectHostUntouched();
  });

  it('still runs ordinary code after the whole corpus', async () => {
    const run = await runner.run({ workflow: workflowFor('return items.map((item) => ({ json: { a: item.json.a * 10 } }));', 'runOnceForAllItems'), mode: 'manual', executionId: 'escape-after' });
    expect(jsonOf(run, 'Code')).toEqual([{ a: 10 }, { a: 20 }]);
  });
});
