/*
 * Community node packages written for the tests, as their authors build them: CommonJS, one class per
 * node or credential file, `require('n8n-workflow')` for errors and constants, listed in package.json
 * under `n8n`. Published to the npm registry stand-in and installed by the real npm.
 */

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';

/** A programmatic node with a credential type of its own: greets each item through a loopback HTTP service. */
export function greetingPackage(version: string): Record<string, string> {
  return {
    'package.json': JSON.stringify({
      name: 'n8n-nodes-weft-greeting',
      version,
      description: 'Greets people (Weft test package)',
      author: { name: 'Grace Hopper', email: 'grace@example.com' },
      main: 'index.js',
      files: ['dist'],
      n8n: {
        n8nNodesApiVersion: 1,
        credentials: ['dist/credentials/GreetingApi.credentials.js'],
        nodes: ['dist/nodes/Greeting/Greeting.node.js'],
      },
      peerDependencies: { 'n8n-workflow': '*' },
    }),
    'index.js': '',
    'dist/credentials/GreetingApi.credentials.js': `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GreetingApi = void 0;
class GreetingApi {
    constructor() {
        this.name = 'greetingApi';
        this.displayName = 'Greeting API';
        this.properties = [
            { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
        ];
        this.authenticate = { type: 'generic', properties: { headers: { 'X-Api-Key': '={{$credentials.apiKey}}' } } };
    }
}
exports.GreetingApi = GreetingApi;
`,
    'dist/nodes/Greeting/greeting.svg': ICON,
    'dist/nodes/Greeting/Greeting.node.js': `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Greeting = void 0;
const n8n_workflow_1 = require("n8n-workflow");
class Greeting {
    constructor() {
        this.description = {
            displayName: 'Greeting',
            name: 'greeting',
            icon: 'file:greeting.svg',
            group: ['transform'],
            version: 1,
            description: 'Greets people',
            defaults: { name: 'Greeting' },
            inputs: [n8n_workflow_1.NodeConnectionType.Main],
            outputs: [n8n_workflow_1.NodeConnectionTypes.Main],
            credentials: [{ name: 'greetingApi', required: true }],
            properties: [
                { displayName: 'Name', name: 'person', type: 'string', default: '' },
                { displayName: 'Service URL', name: 'serviceUrl', type: 'string', default: '' },
            ],
        };
    }
    async execute() {
        const items = this.getInputData();
        const returnData = [];
        for (let i = 0; i < items.length; i++) {
            try {
                const person = this.getNodeParameter('person', i);
                if (!person) throw new n8n_workflow_1.NodeOperationError(this.getNode(), 'Nobody to greet', { itemIndex: i });
                const answer = await this.helpers.httpRequestWithAuthentication.call(this, 'greetingApi', {
                    method: 'GET', url: this.getNodeParameter('serviceUrl', i), qs: { person }, json: true,
                });
                const settings = (0, n8n_workflow_1.jsonParse)('{"packageVersion": "${version}"}');
                const executionData = this.helpers.constructExecutionMetaData(
                    this.helpers.returnJsonArray({ ...(0, n8n_workflow_1.deepCopy)(answer), ...settings }), { itemData: { item: i } });
                returnData.push(...executionData);
            } catch (error) {
                if (this.continueOnFail()) {
                    returnData.push({ json: { error: error.message }, pairedItem: { item: i } });
                    continue;
                }
                throw error;
            }
        }
        return [returnData];
    }
}
exports.Greeting = Greeting;
`,
  };
}

/** A package whose package.json has no `n8n` section: npm installs it, Weft refuses it. */
export function notANodePackage(): Record<string, string> {
  return {
    'package.json': JSON.stringify({ name: 'n8n-nodes-weft-plain-library', version: '1.0.0', main: 'index.js' }),
    'index.js': 'module.exports = { answer: 42 };\n',
  };
}

/**
 * A declarative node (no `execute`: requests described by `requestDefaults` and `routing`) with its own
 * credential type, as most published packages are written: a product catalog behind a token.
 */
export function catalogPackage(): Record<string, string> {
  return {
    'package.json': JSON.stringify({
      name: '@weft-test/n8n-nodes-catalog',
      version: '2.0.0',
      description: 'A product catalog (Weft test package)',
      author: 'Ada Lovelace <ada@example.com>',
      files: ['dist'],
      n8n: {
        n8nNodesApiVersion: 1,
        credentials: ['dist/credentials/CatalogApi.credentials.js'],
        nodes: ['dist/nodes/Catalog/Catalog.node.js'],
      },
    }),
    'dist/credentials/CatalogApi.credentials.js': `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CatalogApi = void 0;
class CatalogApi {
    constructor() {
        this.name = 'catalogApi';
        this.displayName = 'Catalog API';
        this.properties = [
            { displayName: 'Base URL', name: 'baseUrl', type: 'string', default: '' },
            { displayName: 'Token', name: 'token', type: 'string', typeOptions: { password: true }, default: '' },
        ];
        this.authenticate = { type: 'generic', properties: { headers: { Authorization: '=Bearer {{$credentials.token}}' } } };
    }
}
exports.CatalogApi = CatalogApi;
`,
    'dist/nodes/Catalog/Catalog.node.js': `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Catalog = void 0;
const n8n_workflow_1 = require("n8n-workflow");
async function tagWithName(requestOptions) {
    const name = this.getNodeParameter('name');
    if (name === 'forbidden') throw new n8n_workflow_1.NodeOperationError(this.getNode(), 'That name is not allowed', { itemIndex: this.getItemIndex() });
    requestOptions.headers = { ...requestOptions.headers, 'X-Tag': 'item-' + this.getItemIndex() };
    return requestOptions;
}
class Catalog {
    constructor() {
        this.description = {
            displayName: 'Catalog',
            name: 'catalog',
            group: ['transform'],
            version: 1,
            description: 'Searches and adds products',
            defaults: { name: 'Catalog' },
            inputs: [n8n_workflow_1.NodeConnectionTypes.Main],
            outputs: [n8n_workflow_1.NodeConnectionTypes.Main],
            credentials: [{ name: 'catalogApi', required: true }],
            requestDefaults: { baseURL: '={{$credentials.baseUrl}}', headers: { Accept: 'application/json' } },
            properties: [
                {
                    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'search',
                    options: [
                        {
                            name: 'Search', value: 'search',
                            routing: {
                                request: { method: 'GET', url: '/products' },
                                send: { paginate: '={{$parameter.returnAll}}' },
                                operations: { pagination: { type: 'generic', properties: {
                                    continue: '={{!!$response.body.next}}', request: { url: '={{$response.body.next}}', qs: {} },
                                } } },
                                output: { postReceive: [
                                    { type: 'rootProperty', properties: { property: 'products' } },
                                    { type: 'setKeyValue', properties: { title: '={{$responseItem.name}}', price: '={{$responseItem.price}}' } },
                                ] },
                            },
                        },
                        { name: 'Create', value: 'create', routing: { request: { method: 'POST', url: '/products' } } },
                    ],
                },
                {
                    displayName: 'Query', name: 'query', type: 'string', default: '',
                    displayOptions: { show: { operation: ['search'] } },
                    routing: { send: { type: 'query', property: 'q' } },
                },
                {
                    displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false,
                    displayOptions: { show: { operation: ['search'] } },
                },
                {
                    displayName: 'Limit', name: 'limit', type: 'number', default: 50,
                    displayOptions: { show: { operation: ['search'], returnAll: [false] } },
                    routing: { output: { postReceive: [{ type: 'limit', properties: { maxResults: '={{$value}}' } }] } },
                },
                {
                    displayName: 'Name', name: 'name', type: 'string', default: '',
                    displayOptions: { show: { operation: ['create'] } },
                    routing: { send: { type: 'body', property: 'product.name', preSend: [tagWithName] } },
                },
                {
                    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {},
                    displayOptions: { show: { operation: ['create'] } },
                    options: [
                        { displayName: 'Price', name: 'price', type: 'number', default: 0, routing: { send: { type: 'body', property: 'product.price', value: '={{$value * 100}}' } } },
                    ],
                },
            ],
        };
    }
}
exports.Catalog = Catalog;
`,
  };
}
