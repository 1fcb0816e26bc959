import type { INodeTypeDescription, NodeConnectionType } from '@weft/workflow';

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
