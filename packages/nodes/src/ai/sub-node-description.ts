import { CONNECTION_HINT_CLASS, type INodeProperties, type INodeTypeDescription, type NodeConnectionType } from '@weft/workflow';

type SubNodeFields = Pick<INodeTypeDescription, 'displayName' | 'name' | 'icon' | 'version' | 'description' | 'codex' | 'properties'>
  & Partial<Pick<INodeTypeDescription, 'credentials' | 'defaultVersion'>>;

/**
 * The description of an AI sub-node: no main input, one AI output on top (`output`, labelled
 * `outputName`), named after itself when added. What differs per node is passed in.
 */
export function subNodeDescription(output: NodeConnectionType, outputName: string, fields: SubNodeFields): INodeTypeDescription {
  return {
    group: ['transform'],
    defaults: { name: fields.displayName },
    inputs: [],
    outputs: [output],
    outputNames: [outputName],
    ...fields,
  };
}

/**
 * The notice a sub-node shows while it is not connected to its root: n8n's connection hint, whose
 * container class tells the editor (ours, and n8n's for exported workflows) to hide it once connected.
 */
export function connectionHintNotice(text: string, extra: Partial<INodeProperties> = {}): INodeProperties {
  return {
    displayName: text, name: 'notice', type: 'notice', default: '',
    typeOptions: { containerClass: CONNECTION_HINT_CLASS }, ...extra,
  };
}
