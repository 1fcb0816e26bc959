import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { assistantPropertiesV1 } from './descriptions/assistant.v1.properties.js';
import { audioProperties } from './descriptions/audio.properties.js';
import { filePropertiesV1 } from './descriptions/file.v1.properties.js';
import { imagePropertiesV1 } from './descriptions/image.v1.properties.js';
import { textPropertiesV1 } from './descriptions/text.v1.properties.js';
import { OPENAI_INPUTS, openAiBaseDescription } from './openai.base-description.js';
import { executeOpenAi } from './router.js';
import { assistantFileOptions } from './actions/file.js';
import { assistantSearch, fileSearch, modelSearch } from './list-search.js';

const OPERATIONS = [
  'assistant.create', 'assistant.deleteAssistant', 'assistant.list', 'assistant.message', 'assistant.update',
  'audio.generate', 'audio.transcribe', 'audio.translate', 'file.upload', 'file.deleteFile', 'file.list',
  'image.generate', 'image.analyze', 'text.message', 'text.classify',
];

/** OpenAI Versions 1 to 1.8: chat completions for text, the Assistants API for assistants. */
export class OpenAiV1 implements INodeType {
  description: INodeTypeDescription = {
    ...openAiBaseDescription,
    version: [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8],
    defaults: { name: 'OpenAI' },
    inputs: OPENAI_INPUTS,
    outputs: ['main'],
    credentials: [{ name: 'openAiApi', required: true }],
    properties: [
      { displayName: 'Resource', name: 'resource', type: 'options', default: 'text', noDataExpression: true, options: [{ name: "Assistant", value: "assistant" }, { name: "Text", value: "text" }, { name: "Image", value: "image" }, { name: "Audio", value: "audio" }, { name: "File", value: "file" }] },
      ...assistantPropertiesV1, ...audioProperties, ...filePropertiesV1, ...imagePropertiesV1, ...textPropertiesV1,
    ],
  };

  methods = { loadOptions: { getFiles: assistantFileOptions }, listSearch: { assistantSearch, fileSearch, modelSearch } };

  execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return executeOpenAi.call(this, OPERATIONS);
  }
}
