import { describe, expect, it } from 'vitest';
import { activate, committedOffset, stopAndError, fileProducer, triggerOutput, topicsOf, triggerWorkflow, waitASecond } from './trigger-harness.js';

const { prefix: PREFIX, topic } = topicsOf('offsets');
const producer = fileProducer();

const messages = (runs: Array<Parameters<typeof triggerOutput>[0]>) => runs.map((run) => triggerOutput(run)[0]?.message);

describe('Kafka Trigger: when a message counts as read', () => {
  it.each([1.1, 1.2])('version %s without Parallel Processing starts a message\'s run only once the run before has ended', async (version) => {
    const serial = topic(`serial-${version}`);
    await producer.send(serial, 'a', 'b', 'c');
    const { active, runs, earlierRunsEnded } = await activate(triggerWorkflow({ version, topic: serial, options: { fromBeginning: true, parallelProcessing: false }, then: waitASecond }));
    expect(messages(await runs(3))).toEqual(['a', 'b', 'c']);
    await active.close();
    expect(earlierRunsEnded).toEqual([true, true]);
  });

  it('version 1.3 "On Execution Success": a failed run leaves the message unread, so it is read again', async () => {
    const groupId = `${PREFIX}-success`;
    await producer.send(topic('success'), 'fails every time');
    const { active, runs } = await activate(triggerWorkflow({
      version: 1.3, topic: topic('success'), groupId, parameters: { resolveOffset: 'onSuccess' }, options: { fromBeginning: true, errorRetryDelay: 1_000 }, then: stopAndError,
    }));
    const [first, second] = await runs(2);
    expect(messages([first, second])).toEqual(['fails every time', 'fails every time']);
    expect(second?.status).toBe('error');
    await active.close();
    expect(await committedOffset(groupId, topic('success'))).toBe('-1');
  });

  it('version 1.3 "On Allowed Execution Statuses": a failed run counts when "error" is allowed; the default (On Execution Completion) waits for each run', async () => {
    const groupId = `${PREFIX}-status`;
    await producer.send(topic('status'), 'one', 'two');
    const allowed = await activate(triggerWorkflow({
      version: 1.3, topic: topic('status'), groupId, parameters: { resolveOffset: 'onStatus', allowedStatuses: ['error'] },
      // The next member of the group waits for this one's session timeout on the mock cluster: a short one.
      options: { fromBeginning: true, sessionTimeout: 6_000, heartbeatInterval: 1_000 }, then: stopAndError,
    }));
    expect(messages(await allowed.runs(2))).toEqual(['one', 'two']);
    await allowed.active.close();
    expect(await committedOffset(groupId, topic('status'))).toBe('2');

    await producer.send(topic('status'), 'three');
    const completion = await activate(triggerWorkflow({ version: 1.3, topic: topic('status'), groupId, then: stopAndError }));
    // The group goes on after what it committed: only the new message.
    expect(messages(await completion.runs(1))).toEqual(['three']);
    await completion.active.close();
    expect(await committedOffset(groupId, topic('status'))).toBe('3');
  });

  it('refuses "On Allowed Execution Statuses" without a status', async () => {
    const activation = activate(triggerWorkflow({ version: 1.3, topic: topic('status'), parameters: { resolveOffset: 'onStatus', allowedStatuses: [] } }));
    await expect(activation).rejects.toThrow('Allowed Statuses: pick at least one run status after which a message counts as read');
  });
});
