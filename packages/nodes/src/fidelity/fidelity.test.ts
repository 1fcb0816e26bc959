import { describe, expect, it } from 'vitest';
import { runFixture } from '../test-support/run-fixture.js';
import { loadFidelityFixtures } from './fidelity-fixtures.js';
import type { FidelityFixture } from './fidelity-fixtures.js';
import { fillPlaceholders, startFixtureStandIn } from './fidelity-stand-ins.js';
import { toRunRecord } from './run-record.js';
import { pgvectorUnavailable } from '../test-support/pgvector.js';

// Each fixture is a workflow run once in n8n (scripts/fidelity/record-n8n.mjs) and once here: what a user
// sees of the two runs (every node's items per output, or its error) must be the same.
const fixtures = loadFidelityFixtures();
const usesPgvector = (fixture: FidelityFixture) => fixture.workflow.nodes.some((node) => node.type.endsWith('.vectorStorePGVector'));
const noPgvector = fixtures.some(usesPgvector) && (await pgvectorUnavailable()) !== undefined;

describe('n8n fidelity: the same workflow gives the same output as in n8n', () => {
  it('has recorded n8n runs for every fixture', () => {
    expect(fixtures.filter((fixture) => !fixture.n8n).map((fixture) => fixture.name)).toEqual([]);
  });

  for (const fixture of fixtures.filter((candidate) => candidate.n8n)) {
    it.skipIf(noPgvector && usesPgvector(fixture))(fixture.name, async () => {
      const run = await runWithStandIn(fixture);
      expect(toRunRecord(run.data)).toEqual(toRunRecord(fixture.n8n!.data));
    });
  }
});

/** Runs the fixture with its credentials, pointed at a fresh stand-in replaying the script n8n's run had. */
async function runWithStandIn(fixture: FidelityFixture) {
  const standIn = fixture.standIn ? await startFixtureStandIn(fixture.standIn) : undefined;
  try {
    const credentials = fixture.credentials && fillPlaceholders(fixture.credentials, standIn?.placeholders ?? {});
    return await runFixture(structuredClone(fixture.workflow), 'cli', fixture.env, credentials);
  } finally {
    await standIn?.close();
  }
}
