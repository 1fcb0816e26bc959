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
