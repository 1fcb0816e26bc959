import type { BaseLanguageModelInterface } from '@langchain/core/language_models/base';
import type { INodeExecutionData, INodeType, INodeTypeBaseDescription, INodeTypeDescription, IExecuteFunctions } from '@weft/workflow';
import { connectedDocuments, summarize } from './summarize-documents.js';
import type { SummarizationMethod, SummarizationPrompts } from './summarize-documents.js';

/** Summarization Chain 1: summarizes the documents of the connected document loader, per item; outputs `{ response }`. */
export class ChainSummarizationV1 implements INodeType {
  description: INodeTypeDescription;

  constructor(base: INodeTypeBaseDescription) {
    this.description = {
      ...base,
      version: 1,
      defaults: { name: 'Summarization Chain', color: '#909298' },
      inputs: ['main', { displayName: 'Model', maxConnections: 1, type: 'ai_languageModel', required: true }, { displayName: 'Document', maxConnections: 1, type: 'ai_document', required: true }],
      outputs: ['main'],
      credentials: [],
      properties: [
  { displayName: "Save time with an example of how this node works", name: "notice", type: "notice", default: "" },
  { displayName: "Type", name: "type", type: "options", default: "map_reduce", options: [
    { name: "Map Reduce (Recommended)", value: "map_reduce" },
    { name: "Refine", value: "refine" },
    { name: "Stuff", value: "stuff" }
  ] },
  { displayName: "Options", name: "options", placeholder: "Add Option", type: "collection", default: {}, options: [
    { displayName: "Individual Summary Prompt", name: "combineMapPrompt", type: "string", default: "Write a concise summary of the following:\n\n\n\"{text}\"\n\n\nCONCISE SUMMARY:", displayOptions: {"show": {"/type": ["map_reduce"]}}, typeOptions: {"rows": 6} },
    { displayName: "Final Prompt to Combine", name: "prompt", type: "string", default: "Write a concise summary of the following:\n\n\n\"{text}\"\n\n\nCONCISE SUMMARY:", displayOptions: {"show": {"/type": ["map_reduce"]}}, typeOptions: {"rows": 6} },
    { displayName: "Prompt", name: "prompt", type: "string", default: "Write a concise summary of the following:\n\n\n\"{text}\"\n\n\nCONCISE SUMMARY:", displayOptions: {"show": {"/type": ["stuff"]}}, typeOptions: {"rows": 6} },
    { displayName: "Subsequent (Refine) Prompt", name: "refinePrompt", type: "string", default: "Your job is to produce a final summary\nWe have provided an existing summary up to a certain point: \"{existing_answer}\"\nWe have the opportunity to refine the existing summary\n(only if needed) with some more context below.\n------------\n\"{text}\"\n------------\n\nGiven the new context, refine the original summary\nIf the context isn't useful, return the original summary.\n\nREFINED SUMMARY:", displayOptions: {"show": {"/type": ["refine"]}}, typeOptions: {"rows": 6} },
    { displayName: "Initial Summary Prompt", name: "refineQuestionPrompt", type: "string", default: "Write a concise summary of the following:\n\n\n\"{text}\"\n\n\nCONCISE SUMMARY:", displayOptions: {"show": {"/type": ["refine"]}}, typeOptions: {"rows": 6} }
  ] }

      ],
    };
  }

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const output: INodeExecutionData[] = [];
    for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
      try {
        const model = await this.getInputConnectionData('ai_languageModel', itemIndex) as BaseLanguageModelInterface;
        const method = this.getNodeParameter('type', itemIndex, 'map_reduce') as SummarizationMethod;
        const prompts = this.getNodeParameter('options', itemIndex, {}) as SummarizationPrompts;
        const documents = await connectedDocuments(this, items[itemIndex] as INodeExecutionData, itemIndex);
        const response = await summarize(this, model, method, prompts, documents, itemIndex);
        output.push({ json: { response }, pairedItem: { item: itemIndex } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
      }
    }
    return [output];
  }
}
