import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { mapEachItem } from '../shared/item-loop.helper.js';
import { listQuery, objectBody } from './build-body.js';
import { pageProperties } from './descriptions/page.description.js';
import { postProperties } from './descriptions/post.description.js';
import { userProperties } from './descriptions/user.description.js';
import { loadOptions } from './methods.js';
import { wordpressRequest, wordpressRequestAll } from './transport.js';

const COLLECTIONS: Record<string, { path: string; id: string }> = {
  post: { path: '/posts', id: 'postId' }, page: { path: '/pages', id: 'pageId' }, user: { path: '/users', id: 'userId' },
};

/** The fields a create sends besides its Additional Fields: the title, or a user's required fields. */
function requiredFields(context: IExecuteFunctions, resource: string, i: number): IDataObject {
  if (resource !== 'user') return { title: context.getNodeParameter('title', i) };
  return Object.fromEntries(['username', 'name', 'firstName', 'lastName', 'email', 'password'].map((name) => [name, context.getNodeParameter(name, i)]));
}

async function runOperation(context: IExecuteFunctions, resource: string, operation: string, i: number): Promise<IDataObject | IDataObject[]> {
  const collection = COLLECTIONS[resource];
  if (!collection) throw new NodeOperationError(context.getNode(), `The resource "${resource}" is not known`, { itemIndex: i });
  const objectPath = () => `${collection.path}/${encodeURIComponent(String(context.getNodeParameter(collection.id, i)))}`;
  const options = () => context.getNodeParameter('options', i, {}) as IDataObject;
  switch (operation) {
    case 'create': {
      const additional = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
      return await wordpressRequest(context, 'POST', collection.path, objectBody({ ...requiredFields(context, resource, i), ...additional }));
    }
    case 'update':
      return await wordpressRequest(context, 'POST', objectPath(), objectBody(context.getNodeParameter('updateFields', i, {}) as IDataObject));
    case 'get':
      return await wordpressRequest(context, 'GET', objectPath(), undefined, listQuery(options()));
    case 'getAll': {
      const qs = listQuery(options());
      if (context.getNodeParameter('returnAll', i, false) === true) return await wordpressRequestAll(context, collection.path, qs);
      const limit = context.getNodeParameter('limit', i, 5) as number;
      return await wordpressRequest(context, 'GET', collection.path, undefined, { ...qs, per_page: limit }) as unknown as IDataObject[];
    }
    case 'delete': {
      // n8n's description has no User ID for a user's Delete (only Reassign): it cannot name the user.
      if (resource === 'user') {
        throw new NodeOperationError(context.getNode(), 'Deleting users is not offered by this node', {
          itemIndex: i, description: 'Use an HTTP Request node: DELETE /wp-json/wp/v2/users/<id>?force=true&reassign=<user id>.',
        });
      }
      return await wordpressRequest(context, 'DELETE', objectPath(), undefined, listQuery(options()));
    }
    default:
      throw new NodeOperationError(context.getNode(), `The operation "${operation}" is not supported`, { itemIndex: i });
  }
}

/** `n8n-nodes-base.wordpress` 1: posts, pages and users of a WordPress site through its REST API. */
export class Wordpress implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Wordpress',
    name: 'n8n-nodes-base.wordpress',
    icon: 'file:wordpress.svg',
    group: ['output'],
    version: 1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Consume Wordpress API',
    defaults: { name: 'Wordpress' },
    usableAsTool: true,
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'wordpressApi', required: true }],
    properties: [
      {
        displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'post',
        options: [{ name: 'Post', value: 'post' }, { name: 'Page', value: 'page' }, { name: 'User', value: 'user' }],
      },
      ...postProperties,
      ...pageProperties,
      ...userProperties,
    ],
  };

  methods = { loadOptions };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const items = this.getInputData();
    const output: INodeExecutionData[] = [];
    // One input item can give many (Get Many): each answer object becomes an item paired with its input.
    const perItem = await mapEachItem(this, items, async (_item, i) => {
      const resource = this.getNodeParameter('resource', i) as string;
      const operation = this.getNodeParameter('operation', i) as string;
      return { json: { answer: await runOperation(this, resource, operation, i) as unknown as IDataObject }, pairedItem: { item: i } };
    });
    for (const item of perItem) {
      const answer = item.json.answer;
      if (answer === undefined) output.push(item);
      else for (const json of [answer].flat() as IDataObject[]) output.push({ json, pairedItem: item.pairedItem });
    }
    return [output];
  }
}
