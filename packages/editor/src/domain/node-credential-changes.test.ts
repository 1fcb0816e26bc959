import { describe, expect, it } from 'vitest';
import type { INode } from '@weft/workflow';
import { newWorkflowDocument } from '../stores/workflow/document-slice';
import { createWorkflowStore } from '../stores/workflow/workflow-store';
import { clearNodeCredential, fillNamedCredentialIds, selectNodeCredential } from './node-credential-changes';

const request = (name: string, credentials?: INode['credentials']): INode => ({
  id: name, name, type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [0, 0], parameters: {},
  ...(credentials ? { credentials } : {}),
});
const storeWith = (...nodes: INode[]) => createWorkflowStore({ ...newWorkflowDocument('W'), nodes });
const credentialsOf = (store: ReturnType<typeof storeWith>, name: string) =>
  store.getState().document.nodes.find((node) => node.name === name)?.credentials;

const key = { id: '1', name: 'Key', type: 'httpHeaderAuth' };

describe('selectNodeCredential', () => {
  it('sets the credential as one undoable step', () => {
    const store = storeWith(request('A'));
    selectNodeCredential(store, { nodeName: 'A', type: 'httpHeaderAuth', chosen: { id: '1', name: 'Key' }, available: [key] });
    expect(credentialsOf(store, 'A')).toEqual({ httpHeaderAuth: { id: '1', name: 'Key' } });
    store.getState().undo();
    expect(credentialsOf(store, 'A')).toBeUndefined();
  });

  it('replaces an invalid credential on the other nodes that held it, undone together', () => {
    const imported = { httpHeaderAuth: { id: null, name: 'From n8n' } };
    const store = storeWith(request('A', imported), request('B', imported), request('C', { httpHeaderAuth: { id: '1', name: 'Key' } }));
    const result = selectNodeCredential(store, { nodeName: 'A', type: 'httpHeaderAuth', chosen: { id: '1', name: 'Key' }, available: [key] });
    expect(result).toEqual({ replacedNodes: ['B'], replacedName: 'From n8n' });
    expect(credentialsOf(store, 'B')).toEqual({ httpHeaderAuth: { id: '1', name: 'Key' } });
    store.getState().undo();
    expect(credentialsOf(store, 'A')).toEqual(imported);
    expect(credentialsOf(store, 'B')).toEqual(imported);
  });

  it('leaves other nodes alone when the replaced credential was valid', () => {
    const other = { id: '2', name: 'Other', type: 'httpHeaderAuth' };
    const store = storeWith(request('A', { httpHeaderAuth: { id: '2', name: 'Other' } }), request('B', { httpHeaderAuth: { id: '2', name: 'Other' } }));
    const result = selectNodeCredential(store, { nodeName: 'A', type: 'httpHeaderAuth', chosen: { id: '1', name: 'Key' }, available: [key, other] });
    expect(result.replacedNodes).toEqual([]);
    expect(credentialsOf(store, 'B')).toEqual({ httpHeaderAuth: { id: '2', name: 'Other' } });
  });
});

describe('clearNodeCredential', () => {
  it('removes only the credential of that type', () => {
    const store = storeWith(request('A', { httpHeaderAuth: { id: '1', name: 'Key' }, httpSslAuth: { id: '3', name: 'Cert' } }));
    clearNodeCredential(store, 'A', 'httpHeaderAuth');
    expect(credentialsOf(store, 'A')).toEqual({ httpSslAuth: { id: '3', name: 'Cert' } });
    clearNodeCredential(store, 'A', 'httpSslAuth');
    expect(credentialsOf(store, 'A')).toBeUndefined();
  });
});

describe('fillNamedCredentialIds', () => {
  it('fills ids of an untouched workflow as loaded: clean and without an undo step', () => {
    const store = storeWith(request('A', { httpHeaderAuth: { id: null, name: 'Key' } }));
    expect(fillNamedCredentialIds(store, [key])).toBe(true);
    expect(credentialsOf(store, 'A')).toEqual({ httpHeaderAuth: { id: '1', name: 'Key' } });
    expect(store.getState().isDirty).toBe(false);
    expect(store.getState().canUndo).toBe(false);
  });

  it('changes nothing when no name matches exactly one credential', () => {
    const store = storeWith(request('A', { httpHeaderAuth: { id: null, name: 'Nobody' } }));
    expect(fillNamedCredentialIds(store, [key])).toBe(false);
    expect(credentialsOf(store, 'A')).toEqual({ httpHeaderAuth: { id: null, name: 'Nobody' } });
  });
});
