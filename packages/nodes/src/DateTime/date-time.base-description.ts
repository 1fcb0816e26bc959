import type { INodeTypeBaseDescription, INodeTypeDescription } from '@weft/workflow';

export const dateTimeBaseDescription: INodeTypeBaseDescription = {
  displayName: 'Date & Time',
  name: 'n8n-nodes-base.dateTime',
  icon: 'file:date-time.svg',
  group: ['transform'],
  description: 'Reads, formats, calculates and rounds dates',
  defaultVersion: 2,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['date', 'time', 'timezone', 'format', 'luxon', 'moment', 'calendar', 'duration'],
  },
};

export function dateTimeDescription(own: Pick<INodeTypeDescription, 'version' | 'properties'> & Partial<INodeTypeDescription>): INodeTypeDescription {
  return {
    ...dateTimeBaseDescription,
    defaults: { name: 'Date & Time', color: '#408000' },
    inputs: ['main'],
    outputs: ['main'],
    ...own,
  } as INodeTypeDescription;
}
