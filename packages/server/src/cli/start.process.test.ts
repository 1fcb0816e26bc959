import { describe, expect, it } from 'vitest';
import { OWNER } from '../test/users-fixture.js';
import { freePort, useWeftProcesses } from '../test/weft-process.js';

const processes = useWeftProcesses('weft-start-');

describe('weft start', () => {
  it('warns that the instance is open to anyone until the owner account is set up', async () => {
    const env = await processes.serverEnv();
    const port = await freePort();

    const first = await processes.start(env, port);
    const printed = await first.waitForOutput('Editor is now accessible via');
    expect(printed).toContain('Warning: no owner account is set up yet, so this instance is open to anyone who can reach it.');
    expect(printed).toContain(`Set up the owner account at http://127.0.0.1:${port}/setup`);

    await first.rest('POST', '/owner', OWNER);
    await first.stop();
    const second = await processes.start(env, port);
    // The warning is printed with this line or not at all.
    expect(await second.waitForOutput('Editor is now accessible via')).not.toContain('Warning: no owner account');
  }, 90_000);
});
