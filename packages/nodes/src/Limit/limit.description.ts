import type { INodeProperties } from '@weft/workflow';

export const limitProperties: INodeProperties[] = [
  {
    displayName: 'Max Items',
    name: 'maxItems',
    type: 'number',
    default: 1,
    typeOptions: { minValue: 1 },
    description: 'How many items at most pass; the others are dropped',
  },
  {
    displayName: 'Keep',
    name: 'keep',
    type: 'options',
    default: 'firstItems',
    options: [
      { name: 'First Items', value: 'firstItems' },
      { name: 'Last Items', value: 'lastItems' },
    ],
    description: 'Which end of the list to keep',
  },
];
