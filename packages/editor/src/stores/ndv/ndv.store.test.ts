import { beforeEach, describe, expect, it } from 'vitest';
import { chooseInputNode, chooseRun, closeNodeDetails, openNodeDetails, toggleRunsLinked, useNdvStore } from './ndv.store';

describe('node details view store', () => {
  beforeEach(() => closeNodeDetails());

  it('opens a node afresh: first runs, nearest parent, runs linked', () => {
    openNodeDetails('Orders');
    chooseInputNode('Start');
    chooseRun('output', 2, false);
    openNodeDetails('Invoices');
    expect(useNdvStore.getState()).toMatchObject({ openNodeName: 'Invoices', inputNodeName: null, inputRunIndex: 0, outputRunIndex: 0, runsLinked: true });
  });

  it('moves the other pane to the same run while linked and linkable, and not otherwise', () => {
    openNodeDetails('Orders');
    chooseRun('output', 2, true);
    expect(useNdvStore.getState()).toMatchObject({ inputRunIndex: 2, outputRunIndex: 2 });
    chooseRun('input', 1, false);
    expect(useNdvStore.getState()).toMatchObject({ inputRunIndex: 1, outputRunIndex: 2 });
    toggleRunsLinked();
    chooseRun('input', 0, true);
    expect(useNdvStore.getState()).toMatchObject({ inputRunIndex: 0, outputRunIndex: 2 });
  });

  it('lines the input up with the output when linking again', () => {
    openNodeDetails('Orders');
    toggleRunsLinked();
    chooseRun('output', 1, true);
    chooseRun('input', 2, true);
    toggleRunsLinked();
    expect(useNdvStore.getState()).toMatchObject({ runsLinked: true, inputRunIndex: 1, outputRunIndex: 1 });
  });

  it('starts the input pane at the first run of a newly chosen parent', () => {
    openNodeDetails('Orders');
    chooseRun('input', 3, false);
    chooseInputNode('Fetch');
    expect(useNdvStore.getState()).toMatchObject({ inputNodeName: 'Fetch', inputRunIndex: 0 });
  });
});
