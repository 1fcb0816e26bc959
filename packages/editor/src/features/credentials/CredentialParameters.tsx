import { useMemo } from 'react';
import { Box } from '@mantine/core';
import { useStore } from 'zustand';
import type { CredentialTypeDescription } from '@weft/contracts';
import type { INodeParameters, INodeProperties, INodeTypeDescription } from '@weft/workflow';
import { ParameterList } from '../../ndv/parameters/ParameterList';
import { ParametersContext } from '../../ndv/parameters/parameters-context';
import type { ParametersContextValue } from '../../ndv/parameters/parameters-context';
import { selectNodeParameters } from '../../ndv/parameters/use-parameter-state';
import { newWorkflowDocument } from '../../stores/workflow/document-slice';
import { createWorkflowStore } from '../../stores/workflow/workflow-store';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';
import { WorkflowStoreContext } from '../../stores/workflow/workflow-store-context';
import { CREDENTIAL_PROPERTIES_VERSION } from './credential-rules';

/**
 * The NDV's parameter inputs are driven by a workflow store (values, issues, displayOptions, hidden
 * value clearing). A credential's fields are a property list like a node's, so the dialog keeps its
 * values as the parameters of one stand-in node in a private store of its own: the inputs work
 * unchanged and nothing touches the open workflow.
 */
const CREDENTIAL_NODE_NAME = 'Credential';

export function createCredentialValuesStore(typeName: string, values: INodeParameters): WorkflowStore {
  const document = newWorkflowDocument(CREDENTIAL_NODE_NAME);
  document.nodes = [{
    id: 'credential', name: CREDENTIAL_NODE_NAME, type: typeName, typeVersion: CREDENTIAL_PROPERTIES_VERSION, position: [0, 0], parameters: values,
  }];
  return createWorkflowStore(document);
}

/** The dialog's current field values (a new object after each change, the same one otherwise). */
export function useCredentialValues(store: WorkflowStore): INodeParameters {
  return useStore(store, (state) => selectNodeParameters(state, CREDENTIAL_NODE_NAME));
}

export function readCredentialValues(store: WorkflowStore): INodeParameters {
  return selectNodeParameters(store.getState(), CREDENTIAL_NODE_NAME);
}

/** A node type description that carries only what the parameter inputs read: the fields. */
function standInNodeType(type: CredentialTypeDescription, properties: INodeProperties[]): INodeTypeDescription {
  return {
    name: type.name, displayName: type.displayName, description: type.description ?? '', group: [], version: CREDENTIAL_PROPERTIES_VERSION,
    defaults: { name: CREDENTIAL_NODE_NAME }, inputs: [], outputs: [], properties,
  } as unknown as INodeTypeDescription;
}

export interface CredentialParametersProps {
  store: WorkflowStore;
  type: CredentialTypeDescription;
  properties: INodeProperties[];
  /** Every empty required field says so, not only those left (after a save with fields missing). */
  revealIssues: boolean;
}

/** The Connection tab's fields, shown and hidden by their displayOptions, with the NDV's own inputs. */
export function CredentialParameters({ store, type, properties, revealIssues }: CredentialParametersProps) {
  const nodeType = useMemo(() => standInNodeType(type, properties), [type, properties]);
  const context = useMemo<ParametersContextValue>(
    () => ({ nodeName: CREDENTIAL_NODE_NAME, nodeType, version: CREDENTIAL_PROPERTIES_VERSION, readOnly: false, revealIssues }),
    [nodeType, revealIssues],
  );
  return (
    <WorkflowStoreContext.Provider value={store}>
      <ParametersContext.Provider value={context}>
        <Box data-testid="credential-parameters">
          <ParameterList properties={properties} levelPath="" kind="root" />
        </Box>
      </ParametersContext.Provider>
    </WorkflowStoreContext.Provider>
  );
}
