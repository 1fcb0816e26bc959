import { describe, expect, it } from 'vitest';
import type { IConnections, ITaskData } from '@weft/workflow';
import { partialRunTo, runDataKeptDuring } from './partial-run';
import { runNodeButtonLabelKey } from '../../domain/run-node-label';

const link = (pairs: Array<[string, string, number?]>): IConnections => {
  const connections: IConnections = {};
  for (const [from, to, index = 0] of pairs) {
    connections[from] ??= { main: [[]] };
    connections[from].main![0]!.push({ node: to, type: 'main', index });
  }
  return connections;
};
const ran: ITaskData[] = [{ startTime: 0, executionTime: 0, source: [], data: { main: [[{ json: {} }]] } }];
const chain = link([['Trigger', 'Code'], ['Code', 'Edit Fields'], ['Edit Fields', 'End']]);

describe('partialRunTo', () => {
  it('starts at the destination when its parent has run data, and sends that data along', () => {
    const run = partialRunTo('Edit Fields', chain, { Trigger: ran, Code: ran, 'Edit Fields': ran, End: ran }, {});
    expect(run.startNodes).toEqual(['Edit Fields']);
    expect(Object.keys(run.runData).sort()).toEqual(['Code', 'End', 'Trigger']);
  });

  it('starts higher up at the first nodes without data, reusing the data above them', () => {
    expect(partialRunTo('Edit Fields', chain, { Trigger: ran }, {}).startNodes).toEqual(['Code']);
    expect(partialRunTo('Edit Fields', chain, {}, {}).startNodes).toEqual(['Trigger']);
  });

  it('takes pinned data of a parent as its output', () => {
    expect(partialRunTo('Edit Fields', chain, {}, { Code: [{ json: { pinned: true } }] }).startNodes).toEqual(['Edit Fields']);
  });

  it('starts each branch of a merge where its data ends', () => {
    const merge = link([['A', 'Merge'], ['B1', 'B2'], ['B2', 'Merge', 1]]);
    const run = partialRunTo('Merge', merge, { A: ran, B1: ran }, {});
    expect(run.startNodes).toEqual(['B2']);
    expect(Object.keys(run.runData).sort()).toEqual(['A', 'B1']);
  });
});

describe('runNodeButtonLabelKey', () => {
  it("labels the execute button as the spec lists it", () => {
    const webhook = { name: 'n8n-nodes-base.webhook', group: ['trigger'], webhooks: [{ name: 'default', httpMethod: 'POST', path: 'x' }] };
    expect(runNodeButtonLabelKey(webhook, true)).toBe('run.node.stopListening');
    expect(runNodeButtonLabelKey(webhook, false)).toBe('run.node.listenForTestEvent');
    expect(runNodeButtonLabelKey({ name: 'n8n-nodes-base.manualTrigger', group: ['trigger'] }, false)).toBe('run.node.fetchEvent');
    expect(runNodeButtonLabelKey({ name: 'x.rssFeedTrigger', group: ['trigger'], polling: true }, false)).toBe('run.node.fetchEvent');
    expect(runNodeButtonLabelKey({ name: 'x.emailTrigger', group: ['trigger'] }, false)).toBe('run.node.listenForEvent');
    expect(runNodeButtonLabelKey({ name: 'n8n-nodes-base.scheduleTrigger', group: ['trigger', 'schedule'] }, false)).toBe('run.node.executeNode');
    expect(runNodeButtonLabelKey({ name: 'n8n-nodes-base.set', group: ['input'] }, false)).toBe('run.node.executeNode');
  });

  it('lets a Wait node listen only when it resumes on a call, not on a time interval or a date', () => {
    const wait = { name: 'n8n-nodes-base.wait', group: ['organization'], webhooks: [{ name: 'default', httpMethod: 'GET', path: '', restartWebhook: true }] };
    expect(runNodeButtonLabelKey(wait, false, {})).toBe('run.node.executeNode');
    expect(runNodeButtonLabelKey(wait, false, { resume: 'timeInterval', amount: 5 })).toBe('run.node.executeNode');
    expect(runNodeButtonLabelKey(wait, false, { resume: 'specificTime' })).toBe('run.node.executeNode');
    expect(runNodeButtonLabelKey(wait, false, { resume: 'webhook' })).toBe('run.node.listenForTestEvent');
    expect(runNodeButtonLabelKey(wait, false, { resume: 'form' })).toBe('run.node.listenForTestEvent');
  });
});

describe('runDataKeptDuring', () => {
  it('drops the start nodes and the nodes after them, so that their new runs replace the old', () => {
    const previous = { Trigger: ran, Code: ran, 'Edit Fields': ran, End: ran };
    expect(Object.keys(runDataKeptDuring(previous, ['Code'], chain)).sort()).toEqual(['Trigger']);
    expect(Object.keys(runDataKeptDuring(previous, ['End'], chain)).sort()).toEqual(['Code', 'Edit Fields', 'Trigger']);
  });
});
