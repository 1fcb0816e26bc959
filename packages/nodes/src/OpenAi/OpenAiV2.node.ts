import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { audioProperties } from './descriptions/audio.properties.js';
import { conversationPropertiesV2 } from './descriptions/conversation.v2.properties.js';
import { filePropertiesV2 } from './descriptions/file.v2.properties.js';
import { imagePropertiesV2 } from './descriptions/image.v2.properties.js';
import { textPropertiesV2 } from './descriptions/text.v2.properties.js';
import { videoPropertiesV2 } from './descriptions/video.v2.properties.js';
import { OPENAI_INPUTS, openAiBaseDescription } from './openai.base-description.js';
import { executeOpenAi } from './router.js';
import { fileSearch, modelSearch } from './list-search.js';

const OPERATIONS = [
  'audio.generate', 'audio.transcribe', 'audio.translate', 'file.upload', 'file.deleteFile', 'file.list',
  'image.generate', 'image.analyze', 'image.edit', 'text.response', 'text.classify',
  'conversation.create', 'conversation.get', 'conversation.remove', 'conversation.update', 'video.generate',
];

/** OpenAI Versions 2 and 2.1: the Responses API for text, conversations and videos; no assistants. */
export class OpenAiV2 implements INodeType {
  description: INodeTypeDescription = {
    ...openAiBaseDescription,
    version: [2, 2.1],
    defaults: { name: 'OpenAI' },
    inputs: OPENAI_INPUTS,
    outputs: ['main'],
    credentials: [{ name: 'openAiApi', required: true }],
    properties: [
      { displayName: 'Resource', name: 'resource', type: 'options', default: 'text', noDataExpression: true, options: [{ name: "Text", value: "text" }, { name: "Image", value: "image" }, { name: "Audio", value: "audio" }, { name: "File", value: "file" }, { name: "Conversation", value: "conversation" }, { name: "Video", value: "video" }] },
      ...audioProperties, ...filePropertiesV2, ...imagePropertiesV2, ...textPropertiesV2, ...conversationPropertiesV2, ...videoPropertiesV2,
    ],
  };

  methods = { listSearch: { fileSearch, modelSearch } };

  execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return executeOpenAi.call(this, OPERATIONS);
  }
}
