import type { IDataObject, INodeExecutionData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { openAiRequest } from '../OpenAi/transport.js';
import type { RequestOperation, RequestOperationContext } from '../shared/request-operation-loop.js';
import { SAMPLING_FIELDS } from './completion-options.js';

/* What each operation of the legacy OpenAI node asks OpenAI, and the items it makes of the answer. */

type OperationContext = RequestOperationContext;
type Operation = RequestOperation;

const param = <T>(c: OperationContext, name: string, fallback: T) => c.node.getNodeParameter(name, c.itemIndex, fallback) as T;

/** Version 1 saves the chat and image models as `model`, 1.1 as `chatModel` / `imageModel`. */
const versioned = (c: OperationContext, v11Name: string, fallback: string) =>
  param(c, c.node.getNode().typeVersion >= 1.1 ? v11Name : 'model', fallback);

/** The sampling options set on the node, under the API's field names. */
function sampling(c: OperationContext): IDataObject {
  const options = param<IDataObject>(c, 'options', {});
  return Object.fromEntries(Object.entries(options).filter(([name]) => name in SAMPLING_FIELDS).map(([name, value]) => [SAMPLING_FIELDS[name], value]));
}

const post = (c: OperationContext, path: string, body: IDataObject) =>
  openAiRequest(c.node, { method: 'POST', path, body, settings: c.settings }) as Promise<IDataObject>;

/** With Simplify, one item per entry of the answer's list (`choices`, `results`); else the whole answer. */
function simplified(c: OperationContext, answer: IDataObject, listField: string): INodeExecutionData[] {
  if (!param(c, 'simplifyOutput', true)) return [{ json: answer }];
  return ((answer[listField] ?? []) as IDataObject[]).map((json) => ({ json }));
}

export const operations: Record<string, Record<string, Operation>> = {
  chat: {
    async complete(c) {
      const messages = (param<IDataObject>(c, 'prompt', {}).messages ?? []) as IDataObject[];
      if (messages.length === 0) {
        throw new NodeOperationError(c.node.getNode(), 'Add at least one message to \'Prompt\'', { itemIndex: c.itemIndex });
      }
      const body = { model: versioned(c, 'chatModel', 'gpt-3.5-turbo'), messages, ...sampling(c) };
      return simplified(c, await post(c, '/chat/completions', body), 'choices');
    },
  },
  text: {
    async complete(c) {
      const body = { model: param(c, 'model', 'gpt-3.5-turbo-instruct'), prompt: param(c, 'prompt', ''), ...sampling(c) };
      return simplified(c, await post(c, '/completions', body), 'choices');
    },
    async edit(c) {
      const body = {
        model: param(c, 'model', 'text-davinci-edit-001'), input: param(c, 'input', ''), instruction: param(c, 'instruction', ''), ...sampling(c),
      };
      return simplified(c, await post(c, '/edits', body), 'choices');
    },
    async moderate(c) {
      const body = { model: param(c, 'model', 'text-moderation-latest'), input: param(c, 'input', '') };
      return simplified(c, await post(c, '/moderations', body), 'results');
    },
  },
  image: {
    async create(c) {
      const asFile = param<string>(c, 'responseFormat', 'binaryData') !== 'imageUrl';
      const options = param<IDataObject>(c, 'options', {});
      const body: IDataObject = {
        prompt: param(c, 'prompt', ''), model: versioned(c, 'imageModel', 'dall-e-2'), response_format: asFile ? 'b64_json' : 'url',
      };
      for (const field of ['n', 'quality', 'size', 'style']) if (options[field] !== undefined) body[field] = options[field];
      const images = ((await post(c, '/images/generations', body)).data ?? []) as IDataObject[];
      if (!asFile) return images.map((json) => ({ json }));
      return Promise.all(images.map(async (image) => ({
        json: {},
        binary: { data: await c.node.helpers.prepareBinaryData(Buffer.from(String(image.b64_json ?? ''), 'base64'), 'data', 'image/png') },
      })));
    },
  },
};
