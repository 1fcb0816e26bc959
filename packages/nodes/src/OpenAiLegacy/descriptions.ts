import type { INodeProperties } from '@weft/workflow';
import { samplingOptions } from './completion-options.js';

/* The parameters of the legacy OpenAI node, per resource, as n8n saves them for versions 1 and 1.1. */

const chatComplete = { operation: ['complete'], resource: ['chat'] };
const imageCreate = { resource: ['image'], operation: ['create'] };

const simplify = (show: Record<string, string[]>): INodeProperties => ({
  displayName: 'Simplify', name: 'simplifyOutput', type: 'boolean', default: true, displayOptions: { show },
  description: 'Whether to answer one item per result instead of the API\'s whole response',
});

export const chatProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'complete',
    displayOptions: { show: { resource: ['chat'] } },
    options: [{ name: 'Complete', value: 'complete', action: 'Create a completion', description: 'Answer a conversation with a chat model' }],
  },
  {
    displayName: 'Model', name: 'model', type: 'options', default: 'gpt-3.5-turbo',
    description: 'The chat model. <a href="https://platform.openai.com/docs/models/overview">Learn more</a>.',
    typeOptions: { loadOptionsMethod: 'chatModels' },
    displayOptions: { show: { ...chatComplete, '@version': [1] } },
  },
  {
    displayName: 'Model', name: 'chatModel', type: 'options', default: 'gpt-3.5-turbo',
    description: 'The chat model. <a href="https://platform.openai.com/docs/models/overview">Learn more</a>.',
    typeOptions: { loadOptionsMethod: 'chatModels' },
    displayOptions: { show: chatComplete, hide: { '@version': [1] } },
  },
  {
    displayName: 'Prompt', name: 'prompt', type: 'fixedCollection', placeholder: 'Add Message', default: {},
    typeOptions: { sortable: true, multipleValues: true },
    displayOptions: { show: { resource: ['chat'], operation: ['complete'] } },
    options: [{
      displayName: 'Messages', name: 'messages',
      values: [
        {
          displayName: 'Role', name: 'role', type: 'options', default: 'user',
          options: [{ name: 'Assistant', value: 'assistant' }, { name: 'System', value: 'system' }, { name: 'User', value: 'user' }],
        },
        { displayName: 'Content', name: 'content', type: 'string', default: '' },
      ],
    }],
  },
  simplify(chatComplete),
  samplingOptions(chatComplete),
];

export const imageProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'create',
    displayOptions: { show: { resource: ['image'] } },
    options: [{ name: 'Create', value: 'create', action: 'Create an image', description: 'Make an image from a text description' }],
  },
  {
    displayName: 'Prompt', name: 'prompt', type: 'string', default: '', placeholder: 'e.g. A cute cat eating a dinosaur',
    description: 'What the image should show', displayOptions: { show: imageCreate },
  },
  {
    displayName: 'Model', name: 'model', type: 'options', default: 'dall-e-2', description: 'The image model',
    typeOptions: { loadOptionsMethod: 'imageModels' }, displayOptions: { show: { ...imageCreate, '@version': [1] } },
  },
  {
    displayName: 'Model', name: 'imageModel', type: 'options', default: 'dall-e-2', description: 'The image model',
    typeOptions: { loadOptionsMethod: 'imageModels' }, displayOptions: { show: imageCreate, hide: { '@version': [1] } },
  },
  {
    displayName: 'Response Format', name: 'responseFormat', type: 'options', default: 'binaryData',
    description: 'Whether to answer the image files or links to them',
    displayOptions: { show: imageCreate },
    options: [{ name: 'Binary File', value: 'binaryData' }, { name: 'Image Url', value: 'imageUrl' }],
  },
  {
    displayName: 'Options', name: 'options', placeholder: 'Add option', type: 'collection', default: {},
    description: 'More settings of the request', displayOptions: { show: imageCreate },
    options: [
      {
        displayName: 'Number of Images', name: 'n', type: 'number', default: 1, typeOptions: { minValue: 1, maxValue: 10 },
        description: 'How many images to make (DALL·E 3 makes one)',
      },
      {
        displayName: 'Quality', name: 'quality', type: 'options', default: 'standard', displayOptions: { show: { '/model': ['dall-e-3'] } },
        description: 'HD images have finer detail', options: [{ name: 'HD', value: 'hd' }, { name: 'Standard', value: 'standard' }],
      },
      {
        displayName: 'Resolution', name: 'size', type: 'options', default: '1024x1024', displayOptions: { show: { '/model': ['dall-e-2'] } },
        options: [{ name: '256x256', value: '256x256' }, { name: '512x512', value: '512x512' }, { name: '1024x1024', value: '1024x1024' }],
      },
      {
        displayName: 'Resolution', name: 'size', type: 'options', default: '1024x1024', displayOptions: { show: { '/model': ['dall-e-3'] } },
        options: [{ name: '1024x1024', value: '1024x1024' }, { name: '1792x1024', value: '1792x1024' }, { name: '1024x1792', value: '1024x1792' }],
      },
      {
        displayName: 'Style', name: 'style', type: 'options', default: 'vivid', displayOptions: { show: { '/model': ['dall-e-3'] } },
        description: 'Vivid leans to dramatic pictures, natural to plainer ones',
        options: [{ name: 'Natural', value: 'natural' }, { name: 'Vivid', value: 'vivid' }],
      },
    ],
  },
];

export const textProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'complete',
    displayOptions: { show: { resource: ['text'] } },
    options: [
      { name: 'Complete', value: 'complete', action: 'Create a completion', description: 'Continue a text with a completion model' },
      { name: 'Edit', value: 'edit', action: 'Create an edit', description: 'Change a text as an instruction says' },
      { name: 'Moderate', value: 'moderate', action: 'Create a moderation', description: 'Check whether a text breaks OpenAI\'s usage policies' },
    ],
  },
  {
    displayName: 'Model', name: 'model', type: 'options', default: 'gpt-3.5-turbo-instruct', description: 'The completion model',
    typeOptions: { loadOptionsMethod: 'textModels' }, displayOptions: { show: { operation: ['complete'], resource: ['text'] } },
  },
  {
    displayName: 'Prompt', name: 'prompt', type: 'string', default: '', placeholder: 'e.g. Say this is a test',
    description: 'The text to complete', typeOptions: { rows: 2 },
    displayOptions: { show: { resource: ['text'], operation: ['complete'] } },
  },
  {
    displayName: 'Model', name: 'model', type: 'options', default: 'text-davinci-edit-001', description: 'The edit model',
    displayOptions: { show: { operation: ['edit'], resource: ['text'] } },
    options: [{ name: 'code-davinci-edit-001', value: 'code-davinci-edit-001' }, { name: 'text-davinci-edit-001', value: 'text-davinci-edit-001' }],
  },
  {
    displayName: 'Input', name: 'input', type: 'string', default: '', placeholder: 'e.g. What day of the wek is it?',
    description: 'The text to change', displayOptions: { show: { resource: ['text'], operation: ['edit'] } },
  },
  {
    displayName: 'Instruction', name: 'instruction', type: 'string', default: '', placeholder: 'e.g. Fix the spelling mistakes',
    description: 'How to change the text', displayOptions: { show: { resource: ['text'], operation: ['edit'] } },
  },
  {
    displayName: 'Model', name: 'model', type: 'options', default: 'text-moderation-latest',
    description: 'The moderation model: "latest" follows the newest, "stable" changes rarely',
    displayOptions: { show: { resource: ['text'], operation: ['moderate'] } },
    options: [{ name: 'text-moderation-stable', value: 'text-moderation-stable' }, { name: 'text-moderation-latest', value: 'text-moderation-latest' }],
  },
  {
    displayName: 'Input', name: 'input', type: 'string', default: '', placeholder: 'e.g. My cat is adorable ❤️❤️',
    description: 'The text to check', displayOptions: { show: { resource: ['text'], operation: ['moderate'] } },
  },
  simplify({ operation: ['moderate'], resource: ['text'] }),
  simplify({ operation: ['complete', 'edit'], resource: ['text'] }),
  samplingOptions({ operation: ['complete', 'edit'], resource: ['text'] }),
];
