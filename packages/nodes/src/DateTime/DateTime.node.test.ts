import { describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { jsonOf, loadFixture, outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

const DATE_TIME = 'n8n-nodes-base.dateTime';
type Run = Awaited<ReturnType<typeof runFixture>>;

const errorOf = (run: Run, node = 'Node') => run.data.resultData.runData[node]?.[0]?.error;
const first = (run: Run, node: string) => jsonOf(run, node)[0];

/** A one-node workflow in a fixed timezone. */
function dateNode(version: number, parameters: IDataObject, input: IDataObject[] = [{}]) {
  const workflow = singleNodeWorkflow({ type: DATE_TIME, typeVersion: version, parameters }, input.map((json) => ({ json })));
  workflow.settings = { ...workflow.settings, timezone: 'Europe/Berlin' };
  return workflow;
}

describe('Date & Time v2', () => {
  it('runs every operation in the workflow timezone, with ISO 8601 output', async () => {
    const before = Date.now();
    const run = await runFixture(loadFixture('./test/date-time-v2-operations.workflow.json', import.meta.url));
    const after = Date.now();
    expect(run.status).toBe('success');
    const now = first(run, 'Now')?.currentDate as string;
    expect(Object.keys(first(run, 'Now') ?? {})).toEqual(['currentDate']);
    expect(now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0[12]:00$/);
    expect(Date.parse(now)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(now)).toBeLessThanOrEqual(after);
    const today = first(run, 'Today in New York');
    expect(today?.today).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000-0[45]:00$/);
    expect(today?.start).toBe('2024-03-30T22:15:00Z');
    expect(first(run, 'Add')).toEqual({ newDate: '2024-04-09T23:15:00.000+02:00' });
    expect(first(run, 'Subtract')).toEqual({
      start: '2024-03-30T22:15:00Z', end: '2024-04-02T10:45:00Z', compact: '20240115', earlier: '2024-03-30T21:15:00.000+01:00',
    });
    expect(first(run, 'Format')).toEqual({ formattedDate: '03/30/2024' });
    expect(first(run, 'Format Custom')).toEqual({ formattedDate: '2024-03-30 23:15 +01:00' });
    // Read in the workflow's zone (midnight in Berlin), written in UTC without the 'Timezone' option (n8n)
    expect(first(run, 'Format From')).toEqual({ formattedDate: '2024-01-14' });
    expect(first(run, 'Round Down')).toEqual({ roundedDate: '2024-03-30T00:00:00.000+01:00' });
    expect(first(run, 'Round Up')).toEqual({ roundedDate: '2024-04-01T00:00:00.000+02:00' });
    expect(first(run, 'Between')).toEqual({ timeDifference: { days: 2, hours: 13.5 } });
    expect(first(run, 'Between ISO')).toEqual({ timeDifference: 'P2DT13H30M' });
    expect(first(run, 'Extract')).toEqual({ datePart: 13 });
    expect(outputOf(run, 'Add')[0]?.pairedItem).toEqual({ item: 0 });
  });

  it('explains an invalid date, naming the field and the value', async () => {
    const run = await runFixture(dateNode(2, { operation: 'formatDate', date: '={{ $json.when }}' }, [{ when: 'next tuesday' }]));
    expect(run.status).toBe('error');
    expect(errorOf(run)?.message).toBe('Invalid date format');
    expect(errorOf(run)?.description).toContain('Invalid date in \'Date\': "next tuesday"');
    expect(errorOf(run)?.description).toContain("'From Format'");
  });

  it('adds to the current time when the date is empty, as n8n does', async () => {
    const before = new Date().getUTCFullYear();
    const run = await runFixture(dateNode(2, { operation: 'addToDate', magnitude: '={{ $json.missing }}', timeUnit: 'years', duration: 1000 }));
    const after = new Date().getUTCFullYear();
    expect(run.status).toBe('success');
    const year = Number(String(jsonOf(run, 'Node')[0]?.newDate).slice(0, 4));
    expect([before + 1000, after + 1000]).toContain(year);
  });

  it('leaves the output field out when Format Date has no date, as n8n does', async () => {
    const run = await runFixture(dateNode(2, { operation: 'formatDate', date: '={{ $json.missing }}', options: { includeInputFields: true } }, [{ other: 1 }]));
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'Node')).toEqual([{ other: 1 }]);
  });

  it('explains a date that does not match the given format', async () => {
    const run = await runFixture(dateNode(2, { operation: 'formatDate', date: '2024-01-15', options: { fromFormat: 'dd/MM/yyyy' } }));
    expect(errorOf(run)?.message).toBe('Invalid date in \'Date\': "2024-01-15" does not match the format "dd/MM/yyyy"');
  });

  it('explains a wrong type and a wrong duration', async () => {
    const object = await runFixture(dateNode(2, { operation: 'extractDate', date: '={{ $json.when }}' }, [{ when: { year: 2024 } }]));
    expect(errorOf(object)?.message).toBe("Invalid date in 'Date': expected text or a number, but got an object");
    const duration = await runFixture(dateNode(2, { operation: 'subtractFromDate', magnitude: '2024-01-15', duration: '={{ $json.n }}' }, [{ n: 'abc' }]));
    expect(errorOf(duration)?.message).toBe('\'Duration\' must be a number, but it is "abc"');
  });

  it('refuses an unknown timezone', async () => {
    const run = await runFixture(dateNode(2, { options: { timezone: 'Mars/Base' } }));
    expect(errorOf(run)?.message).toBe('Unknown timezone "Mars/Base" in \'Timezone\'');
    expect(errorOf(run)?.description).toContain('IANA');
  });

  it('reads timestamps and keeps going with continue on fail', async () => {
    const workflow = dateNode(2, { operation: 'extractDate', date: '={{ $json.when }}', part: 'year' },
      [{ when: 1705314600 }, { when: 'soon' }, { when: '1705314600000' }]);
    const node = workflow.nodes.find((n) => n.name === 'Node');
    if (node) node.onError = 'continueRegularOutput';
    const run = await runFixture(workflow);
    expect(jsonOf(run, 'Node')).toEqual([{ datePart: 2024 }, { error: 'Invalid date format' }, { datePart: 2024 }]);
    expect(outputOf(run, 'Node').map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
  });

  it('outputs nothing for no input items', async () => {
    const run = await runFixture(dateNode(2, { operation: 'extractDate', date: 'x' }, []));
    expect(jsonOf(run, 'Node')).toEqual([]);
  });
});

describe('Date & Time v1', () => {
  it('formats with moment.js tokens and calculates; without zone options in the server process zone (n8n; tests run in UTC)', async () => {
    const run = await runFixture(loadFixture('./test/date-time-v1-format-calculate.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    const input = { when: '2024-01-31T15:30:00Z', european: '15.01.2024 09:30' };
    expect(first(run, 'Format')).toEqual({ ...input, date: '01/31/2024' });
    expect(first(run, 'Format Custom')).toEqual({ ...input, data: 'Wednesday, January 31st 2024 at 16:30 +01:00' });
    expect(first(run, 'Format From')).toEqual({ ...input, 'parsed.iso': '2024-01-15T08:30:00+00:00' });
    expect(first(run, 'Unix')).toEqual({ ...input, data: '1706715000' });
    expect(first(run, 'Add')).toEqual({ ...input, due: '2024-02-29T15:30:00.000Z' });
    expect(first(run, 'Subtract')).toEqual({ ...input, data: '2024-01-15T08:00:00.000Z' });
  });

  it('explains a date it cannot read, and passes items without a value', async () => {
    const invalid = await runFixture(dateNode(1, { value: '={{ $json.when }}' }, [{ when: '31/01/2024' }]));
    expect(errorOf(invalid)?.message).toBe('The date input format could not be recognized. Please set the "From Format" field');
    expect(errorOf(invalid)?.description).toContain('Invalid date in \'Value\': "31/01/2024"');
    expect(errorOf(invalid)?.description).toContain("'From Format'");
    const missing = await runFixture(dateNode(1, { value: '={{ $json.when }}' }, [{ other: 1 }]));
    expect(jsonOf(missing, 'Node')).toEqual([{ other: 1 }]);
  });

  it('reads numbers as Unix seconds and refuses an unknown timezone', async () => {
    const run = await runFixture(dateNode(1, { value: '={{ $json.when }}', custom: true, toFormat: 'YYYY-MM-DD HH:mm' }, [{ when: 1705314600 }]));
    expect(jsonOf(run, 'Node')).toEqual([{ when: 1705314600, data: '2024-01-15 10:30' }]);
    const zone = await runFixture(dateNode(1, { value: '2024-01-15', options: { toTimezone: 'Nowhere' } }));
    expect(errorOf(zone)?.message).toBe('Unknown timezone "Nowhere" in \'To Timezone\'');
  });

  it('lists timezones for the timezone options', async () => {
    const { DateTimeV1 } = await import('./v1/DateTimeV1.node.js');
    const { dateTimeBaseDescription } = await import('./date-time.base-description.js');
    const zones = await new DateTimeV1(dateTimeBaseDescription).methods.loadOptions.getTimezones();
    expect(zones[0]).toEqual({ name: 'UTC', value: 'UTC' });
    expect(zones).toContainEqual({ name: 'Europe/Berlin', value: 'Europe/Berlin' });
  });
});
