import { beforeEach, describe, expect, it } from 'vitest';
import { newWorkflowDocument } from './document-slice';
import { createWorkflowStore } from './workflow-store';
import type { WorkflowStore } from './workflow-store';

let store: WorkflowStore;
const openNodeDetails = (name: string) => store.getState().openNodeDetails(name);
const chooseInputNode = (name: string) => store.getState().chooseInputNode(name);
const chooseRun = (pane: 'input' | 'output', runIndex: number, linkable: boolean) => store.getState().chooseRun(pane, runIndex, linkable);
const toggleRunsLinked = () => store.getState().toggleRunsLinked();
const ndv = () => store.getState().ndv;

describe('node details view slice of the workflow store', () => {
  beforeEach(() => { store = createWorkflowStore(newWorkflowDocument('W')); });

  it('opens a node afresh: first runs, nearest parent, runs linked', () => {
    openNodeDetails('Orders');
    chooseInputNode('Start');
    chooseRun('output', 2, false);
    openNodeDetails('Invoices');
    expect(ndv()).toMatchObject({ openNodeName: 'Invoices', inputNodeName: null, inputRunIndex: 0, outputRunIndex: 0, runsLinked: true });
  });

  it('moves the other pane to the same run while linked and linkable, and not otherwise', () => {
    openNodeDetails('Orders');
    chooseRun('output', 2, true);
    expect(ndv()).toMatchObject({ inputRunIndex: 2, outputRunIndex: 2 });
    chooseRun('input', 1, false);
    expect(ndv()).toMatchObject({ inputRunIndex: 1, outputRunIndex: 2 });
    toggleRunsLinked();
    chooseRun('input', 0, true);
    expect(ndv()).toMatchObject({ inputRunIndex: 0, outputRunIndex: 2 });
  });

  it('lines the input up with the output when linking again', () => {
    openNodeDetails('Orders');
    toggleRunsLinked();
    chooseRun('output', 1, true);
    chooseRun('input', 2, true);
    toggleRunsLinked();
    expect(ndv()).toMatchObject({ runsLinked: true, inputRunIndex: 1, outputRunIndex: 1 });
  });

  it('starts the input pane at the first run of a newly chosen parent', () => {
    openNodeDetails('Orders');
    chooseRun('input', 3, false);
    chooseInputNode('Fetch');
    expect(ndv()).toMatchObject({ inputNodeName: 'Fetch', inputRunIndex: 0 });
  });
});
