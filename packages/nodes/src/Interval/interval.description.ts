import type { INodeTypeDescription } from '@weft/workflow';

export const intervalDescription: INodeTypeDescription = {
  displayName: 'Interval',
  name: 'n8n-nodes-base.interval',
  icon: 'file:interval.svg',
  group: ['trigger', 'schedule'],
  version: 1,
  hidden: true,
  description: 'Starts the workflow again and again after a fixed time (legacy: use Schedule Trigger for new workflows)',
  eventTriggerDescription: '',
  defaults: { name: 'Interval', color: '#2d9cdb' },
  inputs: [],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Triggers'] },
    alias: ['Time', 'Scheduler', 'Polling', 'Repeat', 'Timer'],
  },
  properties: [
    {
      displayName: 'This node is kept so that older workflows keep running. New workflows should use the Schedule Trigger node.',
      name: 'notice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Interval',
      name: 'interval',
      type: 'number',
      typeOptions: { minValue: 1 },
      default: 1,
      description: 'How long to wait between runs, counted from activation',
    },
    {
      displayName: 'Unit',
      name: 'unit',
      type: 'options',
      default: 'seconds',
      options: [
        { name: 'Seconds', value: 'seconds' },
        { name: 'Minutes', value: 'minutes' },
        { name: 'Hours', value: 'hours' },
      ],
    },
  ],
};
