import { describe, expect, it } from 'vitest';
import { activate, committedOffset, joinGroup, fileProducer, triggerItems, triggerOutput, topicsOf, triggerWorkflow } from './trigger-harness.js';

const { prefix: PREFIX, topic } = topicsOf('trigger');
const producer = fileProducer();

describe('Kafka Trigger, activated', () => {
  it('version 1: a run per message with n8n\'s item; deactivated, it commits and is out of the group', async () => {
    const groupId = `${PREFIX}-v1`;
    await producer.send(topic('v1'), 'first', 'second');
    // The mock cluster finishes a rebalance only once the session timeout of a member that left is over: a short one.
    const options = { fromBeginning: true, sessionTimeout: 6_000, heartbeatInterval: 1_000, rebalanceTimeout: 10_000 };
    const { active, runs, errors } = await activate(triggerWorkflow({ version: 1, topic: topic('v1'), groupId, options }));
    expect((await runs(2)).map(triggerOutput)).toEqual([[{ message: 'first', topic: topic('v1') }], [{ message: 'second', topic: topic('v1') }]]);
    await active.close();
    expect(errors).toEqual([]);
    expect(await committedOffset(groupId, topic('v1'))).toBe('2');
    // A member still consuming would rejoin and keep some of the partitions.
    expect(await joinGroup(groupId, topic('v1'))).toEqual([0, 1, 2, 3]);
  });

  it('version 1.1: parses JSON and returns the headers; Only Message makes the item the message itself', async () => {
    await producer.send(topic('json'), { value: '{"id":1,"total":9.5}', headers: { source: 'shop', trace: 'abc' } }, { value: 'not json' });
    const parsed = await activate(triggerWorkflow({ version: 1.1, topic: topic('json'), options: { fromBeginning: true, jsonParseMessage: true, returnHeaders: true } }));
    expect((await parsed.runs(2)).map(triggerOutput)).toEqual([
      [{ headers: { source: 'shop', trace: 'abc' }, message: { id: 1, total: 9.5 }, topic: topic('json') }],
      [{ headers: {}, message: 'not json', topic: topic('json') }],
    ]);
    await parsed.active.close();

    const only = await activate(triggerWorkflow({ version: 1.1, topic: topic('json'), options: { fromBeginning: true, jsonParseMessage: true, onlyMessage: true } }));
    expect((await only.runs(2)).map(triggerOutput)).toEqual([[{ id: 1, total: 9.5 }], [{ message: 'not json' }]]);
    await only.active.close();
  });

  it('version 1.2 keeps the message as binary data when asked (1.1 does not have the option); Batch Size puts messages in one run', async () => {
    await producer.send(topic('binary'), Buffer.from([0xde, 0xad, 0xbe, 0xef]), 'two', 'three');
    const binary = await activate(triggerWorkflow({ version: 1.2, topic: topic('binary'), options: { fromBeginning: true, keepBinaryData: true, batchSize: 3 } }));
    const [run] = await binary.runs(1);
    const items = triggerItems(run);
    expect(items.map((item) => Buffer.from(item.binary?.data?.data ?? '', 'base64').toString('hex'))).toEqual(['deadbeef', Buffer.from('two').toString('hex'), Buffer.from('three').toString('hex')]);
    expect(items[0]?.binary?.data?.mimeType).toBe('application/octet-stream');
    await binary.active.close();

    const older = await activate(triggerWorkflow({ version: 1.1, topic: topic('binary'), options: { fromBeginning: true, keepBinaryData: true, batchSize: 3 } }));
    const [olderRun] = await older.runs(1);
    expect(triggerItems(olderRun).map((item) => item.binary)).toEqual([undefined, undefined, undefined]);
    expect(triggerOutput(olderRun).slice(1)).toEqual([{ message: 'two', topic: topic('binary') }, { message: 'three', topic: topic('binary') }]);
    await older.active.close();
  });

  it('without Read Messages From Beginning, a new group starts at the next message', async () => {
    await producer.send(topic('latest'), 'before activation');
    const { active, runs } = await activate(triggerWorkflow({ version: 1.3, topic: topic('latest'), parameters: { resolveOffset: 'immediately' } }));
    // The group's starting offset is fixed once it has joined: messages keep coming until one is read.
    let sent = 0;
    const sending = setInterval(() => { void producer.send(topic('latest'), `after ${sent++}`); }, 300);
    const [run] = await runs(1).finally(() => clearInterval(sending));
    expect(triggerOutput(run)[0]?.message).toMatch(/^after \d+$/);
    await active.close();
  });
});
