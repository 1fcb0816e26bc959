import { describe, expect, it } from 'vitest';
import type { IDataObject, IWorkflowBase } from '@weft/workflow';
import { jsonOf, loadFixture, runFixture } from '../test-support/run-fixture.js';
import { allocateMemory } from './allocate-memory.js';
import { luhnCheckDigit } from './random-data.generators.js';
import { seededRandom } from './seeded-random.js';

type Run = Awaited<ReturnType<typeof runFixture>>;

function fixture(change: (parameters: IDataObject) => void = () => {}): IWorkflowBase {
  const workflow = loadFixture('./test/debug-helper-random-users.workflow.json', import.meta.url);
  const node = workflow.nodes.find((n) => n.name === 'DebugHelper');
  if (node) change(node.parameters as IDataObject);
  return workflow;
}

const errorOf = (run: Run) => run.data.resultData.runData.DebugHelper?.[0]?.error;
const output = (run: Run) => jsonOf(run, 'DebugHelper');

const SHAPES: Record<string, RegExp | string[]> = {
  address: ['street', 'city', 'zipCode', 'country', 'countryCode'],
  latLong: ['latitude', 'longitude'],
  creditCard: ['type', 'number', 'ccv', 'exp'],
  email: ['email'],
  ipv4: ['ip'],
  ipv6: ['ipv6'],
  macAddress: ['mac'],
  nanoid: ['nanoId'],
  url: ['url'],
  user: ['uid', 'email', 'firstName', 'lastName', 'password'],
  uuid: ['uuid'],
  semver: ['semver'],
};

describe('DebugHelper random data', () => {
  it('makes the same users for the same seed', async () => {
    const first = await runFixture(fixture());
    expect(first.status).toBe('success');
    expect(output(first)).toHaveLength(3);
    expect(output(await runFixture(fixture()))).toEqual(output(first));
    expect(output(await runFixture(fixture((p) => { p.randomDataSeed = 'other'; })))).not.toEqual(output(first));
    expect(Object.keys(output(first)[0] ?? {})).toEqual(SHAPES.user);
  });

  for (const [type, keys] of Object.entries(SHAPES)) {
    it(`generates ${type}`, async () => {
      const run = await runFixture(fixture((p) => { p.randomDataType = type; p.randomDataCount = 5; }));
      const items = output(run);
      expect(items).toHaveLength(5);
      for (const json of items) expect(Object.keys(json)).toEqual(keys);
    });
  }

  it('writes values in their usual formats', async () => {
    const one = async (type: string, extra: IDataObject = {}) => output(await runFixture(fixture((p) => { Object.assign(p, { randomDataType: type, randomDataCount: 1 }, extra); })))[0] ?? {};
    expect((await one('uuid')).uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await one('ipv4')).ip).toMatch(/^(\d{1,3}\.){3}\d{1,3}$/);
    expect((await one('macAddress')).mac).toMatch(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/);
    expect((await one('semver')).semver).toMatch(/^\d+\.\d+\.\d+$/);
    expect((await one('nanoid', { nanoidAlphabet: 'ab', nanoidLength: '8' })).nanoId).toMatch(/^[ab]{8}$/);
    const card = String((await one('creditCard')).number);
    expect(luhnCheckDigit(card.slice(0, -1))).toBe(Number(card.slice(-1)));
  });

  it('outputs one item holding the list when asked', async () => {
    const run = await runFixture(fixture((p) => { p.randomDataSingleArray = true; }));
    expect(output(run)).toHaveLength(1);
    expect(output(run)[0]?.generatedSet).toHaveLength(3);
  });

  it('refuses a count out of range and a bad NanoId length', async () => {
    const zero = await runFixture(fixture((p) => { p.randomDataCount = 0; }));
    expect(errorOf(zero)?.message).toBe('The number of items must be a whole number from 1 to 100000');
    const nano = await runFixture(fixture((p) => { p.randomDataType = 'nanoid'; p.nanoidLength = 'long'; }));
    expect(errorOf(nano)?.message).toBe('NanoIds need an alphabet and a length from 1 to 1024');
  });
});

describe('DebugHelper other categories', () => {
  it('passes items on with "Do Nothing"', async () => {
    expect(output(await runFixture(fixture((p) => { p.category = 'doNothing'; })))).toEqual([{ id: 1 }]);
  });

  for (const [type, name] of [['NodeApiError', 'NodeApiError'], ['NodeOperationError', 'NodeOperationError'], ['Error', 'Error']]) {
    it(`throws ${type} with the message`, async () => {
      const run = await runFixture(fixture((p) => { p.category = 'throwError'; p.throwErrorType = type; p.throwErrorMessage = 'Boom'; }));
      expect(run.status).toBe('error');
      expect(errorOf(run)?.message).toBe('Boom');
      expect(errorOf(run)?.name).toBe(name);
    });
  }

  it('throws the default message by default', async () => {
    const run = await runFixture(fixture((p) => { p.category = 'throwError'; delete p.throwErrorMessage; }));
    expect(errorOf(run)?.message).toBe('Node has thrown an error');
  });

  it('uses memory and reports it with "Out Of Memory"', async () => {
    const run = await runFixture(fixture((p) => { p.category = 'oom'; p.memorySizeValue = 4; }));
    expect(run.status).toBe('success');
    expect(output(run)[0]).toMatchObject({ id: 1, memory: { requestedMB: 4, allocatedMB: 4 } });
  });
});

describe('allocateMemory', () => {
  it('stops early when the machine is short of memory', () => {
    const report = allocateMemory(100, () => 520 * 1024 * 1024);
    expect(report.allocatedMB).toBe(0);
    expect(report.stoppedEarly).toBe('stopped to keep 512 MB of the machine\'s memory free');
  });

  it('allocates nothing for zero or a negative size', () => {
    expect(allocateMemory(-5).allocatedMB).toBe(0);
  });
});

describe('seededRandom', () => {
  it('repeats for a seed and stays within bounds', () => {
    const a = seededRandom('x');
    const b = seededRandom('x');
    const values = Array.from({ length: 50 }, () => a.int(1, 6));
    expect(values).toEqual(Array.from({ length: 50 }, () => b.int(1, 6)));
    expect(values.every((value) => value >= 1 && value <= 6)).toBe(true);
  });
});
