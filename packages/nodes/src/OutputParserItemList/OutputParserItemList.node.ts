import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { ItemListOutputParser } from '../ai/output-parsers.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

/** Item List Output Parser: the answer as a list of items. */
export class OutputParserItemList implements INodeType {
  description: INodeTypeDescription = {
    ...subNodeDescription('ai_outputParser', 'Output Parser', {
    displayName: 'Item List Output Parser',
    name: '@n8n/n8n-nodes-langchain.outputParserItemList',
    icon: 'file:item-list-parser.svg',
    version: 1,
    description: 'Return the results as separate items',
    codex: { categories: ['AI'], subcategories: { AI: ['Output Parsers'] } },
    properties: [
  connectionHintNotice('This node must be connected to an AI chain or agent that accepts an output parser'),
  { displayName: "Options", name: "options", type: "collection", default: {}, placeholder: "Add Option", options: [
      { displayName: "Number Of Items", name: "numberOfItems", type: "number", default: -1, description: "Defines how many items should be returned maximally. If set to -1, there is no limit." },
      { displayName: "Separator", name: "separator", type: "string", default: "\\n", description: "Defines the separator that should be used to split the results into separate items. Defaults to a new line but can be changed depending on the data that should be returned." }
    ] }
    ],
    }),
  };

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const options = this.getNodeParameter('options', itemIndex, {}) as { numberOfItems?: number; separator?: string };
    const count = options.numberOfItems === undefined || options.numberOfItems < 0 ? undefined : options.numberOfItems;
    // The separator is typed as text: "\n" written in the field means a line break.
    const separator = (options.separator ?? '\\n').replace(/\\n/g, '\n') || '\n';
    // Unlike the structured parsers, n8n does not log this parser's parses: the node shows no run.
    return { response: new ItemListOutputParser(count, separator) };
  }
}
