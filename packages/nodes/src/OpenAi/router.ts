import type { IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { createAssistant, deleteAssistant, listAssistants, updateAssistant } from './actions/assistant.js';
import { messageAssistant } from './actions/assistant-message.js';
import { audioToText, generateAudio } from './actions/audio.js';
import { conversationOperation } from './actions/conversation.js';
import { deleteFile, listFiles, uploadFile } from './actions/file.js';
import { analyzeImage, editImage, generateImage } from './actions/image.js';
import { classifyText } from './actions/text-classify.js';
import { messageModel } from './actions/text-message.js';
import { respondToModel } from './actions/text-response.js';
import { generateVideo } from './actions/video.js';

type Operation = (this: IExecuteFunctions, itemIndex: number) => Promise<INodeExecutionData[]>;

const OPERATIONS: Record<string, Operation> = {
  'assistant.create': createAssistant,
  'assistant.deleteAssistant': deleteAssistant,
  'assistant.list': listAssistants,
  'assistant.message': messageAssistant,
  'assistant.update': updateAssistant,
  'audio.generate': generateAudio,
  'audio.transcribe': function (itemIndex) { return audioToText.call(this, itemIndex, 'transcriptions'); },
  'audio.translate': function (itemIndex) { return audioToText.call(this, itemIndex, 'translations'); },
  'file.upload': uploadFile,
  'file.deleteFile': deleteFile,
  'file.list': listFiles,
  'image.generate': generateImage,
  'image.analyze': analyzeImage,
  'image.edit': editImage,
  'text.message': messageModel,
  'text.response': respondToModel,
  'text.classify': classifyText,
  'conversation.create': function (itemIndex) { return conversationOperation.call(this, itemIndex, 'create'); },
  'conversation.get': function (itemIndex) { return conversationOperation.call(this, itemIndex, 'get'); },
  'conversation.remove': function (itemIndex) { return conversationOperation.call(this, itemIndex, 'remove'); },
  'conversation.update': function (itemIndex) { return conversationOperation.call(this, itemIndex, 'update'); },
  'video.generate': generateVideo,
};

/** Runs the chosen resource's operation for each item; with Continue On Fail a failing item outputs its error. */
export async function executeOpenAi(this: IExecuteFunctions, operations: readonly string[]): Promise<INodeExecutionData[][]> {
  const items = this.getInputData();
  const output: INodeExecutionData[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      const key = `${this.getNodeParameter('resource', itemIndex) as string}.${this.getNodeParameter('operation', itemIndex) as string}`;
      const operation = operations.includes(key) ? OPERATIONS[key] : undefined;
      if (!operation) throw new NodeOperationError(this.getNode(), `The operation "${key}" is not known in this version`, { itemIndex });
      output.push(...await operation.call(this, itemIndex));
    } catch (error) {
      if (!this.continueOnFail()) throw error;
      output.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
    }
  }
  return [output];
}
