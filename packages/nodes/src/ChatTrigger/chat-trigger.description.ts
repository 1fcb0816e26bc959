import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';
import { DEFAULT_CHAT_CSS } from './chat-default-css.js';

/** n8n's inputs: a memory input only while a public chat loads earlier sessions from memory. */
const INPUTS = `={{ (() => {
\t\t\tif (!['hostedChat', 'webhook'].includes($parameter.mode)) {
\t\t\t\treturn [];
\t\t\t}
\t\t\tif ($parameter.options?.loadPreviousSession !== 'memory') {
\t\t\t\treturn [];
\t\t\t}

\t\t\treturn [
\t\t\t\t{
\t\t\t\t\tdisplayName: 'Memory',
\t\t\t\t\tmaxConnections: 1,
\t\t\t\t\ttype: 'ai_memory',
\t\t\t\t\trequired: true,
\t\t\t\t}
\t\t\t];
\t\t })() }}`;

const hosted = { '/mode': ['hostedChat'] };
const anyMode = { '/mode': ['hostedChat', 'webhook'] };

const fileOptions: INodeProperties[] = [
  { displayName: 'Allow File Uploads', name: 'allowFileUploads', type: 'boolean', default: false, description: 'Whether to allow file uploads in the chat' },
  { displayName: 'Allowed File Mime Types', name: 'allowedFilesMimeTypes', type: 'string', default: '*', placeholder: 'e.g. image/*, text/*, application/pdf', description: 'Allowed file types for upload, comma-separated' },
];

/** The options of a public chat; `responseModes` differ between versions. */
function publicOptions(versions: INodeProperties['displayOptions'], responseModes: INodeProperties[]): INodeProperties {
  return {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Field', default: {},
    displayOptions: { show: { mode: ['hostedChat', 'webhook'], public: [true], ...versions?.show } },
    options: [
      { displayName: 'Allowed Origins (CORS)', name: 'allowedOrigins', type: 'string', default: '*', displayOptions: { show: anyMode }, description: 'Comma-separated origins allowed to call the chat; * allows all' },
      { ...fileOptions[0], displayOptions: { show: hosted } } as INodeProperties,
      { ...fileOptions[1], displayOptions: { show: hosted } } as INodeProperties,
      { displayName: 'Input Placeholder', name: 'inputPlaceholder', type: 'string', default: 'Type your question..', displayOptions: { show: hosted }, placeholder: 'e.g. Type your message here' },
      {
        displayName: 'Load Previous Session', name: 'loadPreviousSession', type: 'options', default: 'notSupported',
        description: 'Whether the chat shows the earlier messages of a returning visitor\'s session',
        options: [
          { name: 'Off', value: 'notSupported', description: 'Loading earlier messages is turned off' },
          { name: 'From Memory', value: 'memory', description: 'Load the session from the memory connected to this node' },
          { name: 'Manually', value: 'manually', description: 'The workflow answers the loadPreviousSession action itself' },
        ],
      },
      { displayName: 'Show Welcome Screen', name: 'showWelcomeScreen', type: 'boolean', default: false, displayOptions: { show: hosted }, description: 'Whether to show a welcome screen before the chat starts' },
      { displayName: 'Start Conversation Button Text', name: 'getStarted', type: 'string', default: 'New Conversation', displayOptions: { show: { showWelcomeScreen: [true], ...hosted } }, placeholder: 'e.g. New Conversation' },
      { displayName: 'Subtitle', name: 'subtitle', type: 'string', default: 'Start a chat. We\'re here to help you 24/7.', displayOptions: { show: hosted }, placeholder: 'e.g. We\'re here for you' },
      { displayName: 'Title', name: 'title', type: 'string', default: 'Hi there! 👋', displayOptions: { show: hosted }, placeholder: 'e.g. Welcome' },
      { displayName: 'Custom Chat Styling', name: 'customCss', type: 'string', default: DEFAULT_CHAT_CSS, displayOptions: { show: hosted }, typeOptions: { rows: 10, editor: 'cssEditor' }, description: 'CSS that overrides the chat page\'s variables and classes' },
      ...responseModes,
    ],
  };
}

const LAST_NODE = { name: 'When Last Node Finishes', value: 'lastNode', description: 'Returns data of the last-executed node' };
const RESPOND_NODE = { name: 'Using \'Respond to Webhook\' Node', value: 'responseNode', description: 'Response defined in that node' };
const STREAMING = { name: 'Streaming', value: 'streaming', description: 'Streaming response from specified nodes (e.g. Agents)' };
const RESPONSE_NODES = { name: 'Using Response Nodes', value: 'responseNodes', description: 'Send responses to the chat by using \'Respond to Chat\' or \'Respond to Webhook\' nodes' };

const responseMode = (options: Array<{ name: string; value: string; description: string }>, mode?: string): INodeProperties => ({
  displayName: 'Response Mode', name: 'responseMode', type: 'options', default: 'lastNode', options,
  description: 'When and how to respond to the chat',
  ...(mode ? { displayOptions: { show: { '/mode': [mode] } } } : {}),
});

const properties: INodeProperties[] = [
  { displayName: 'Make Chat Publicly Available', name: 'public', type: 'boolean', default: false, description: 'Whether the chat should be publicly available or only accessible through the manual chat interface' },
  {
    displayName: 'Mode', name: 'mode', type: 'options', default: 'hostedChat', displayOptions: { show: { public: [true] } },
    options: [
      { name: 'Hosted Chat', value: 'hostedChat', description: 'Chat on a page served by this instance' },
      { name: 'Embedded Chat', value: 'webhook', description: 'Chat through a widget or your own page calling the webhook' },
    ],
  },
  { displayName: 'Chat will be live at the URL above once this workflow is published. Live executions will show up in the ‘executions’ tab', name: 'hostedChatNotice', type: 'notice', default: '', displayOptions: { show: { mode: ['hostedChat'], public: [true] } } },
  { displayName: 'Follow the instructions in the docs to embed the chat; it posts messages to the URL above', name: 'embeddedChatNotice', type: 'notice', default: '', displayOptions: { show: { mode: ['webhook'], public: [true] } } },
  {
    displayName: 'Authentication', name: 'authentication', type: 'options', default: 'none', displayOptions: { show: { public: [true] } },
    description: 'The way to authenticate',
    options: [
      { name: 'Basic Auth', value: 'basicAuth', description: 'Simple username and password (the same one for all users)' },
      { name: 'n8n User Auth', value: 'n8nUserAuth', description: 'Require user to be logged in with their account' },
      { name: 'None', value: 'none' },
    ],
  },
  {
    displayName: 'Initial Message(s)', name: 'initialMessages', type: 'string', default: 'Hi there! 👋\nMy name is Nathan. How can I assist you today?',
    displayOptions: { show: { mode: ['hostedChat'], public: [true] } }, typeOptions: { rows: 3 }, description: 'Default messages shown at the start of the chat, one per line',
  },
  { displayName: 'Make Available in n8n Chat', name: 'availableInChat', type: 'boolean', default: false, noDataExpression: true, displayOptions: { show: { '@version': [{ _cnd: { gte: 1.4 } }] } }, description: 'Whether to list this workflow as an agent in the instance\'s chat' },
  { displayName: 'Agent Name', name: 'agentName', type: 'string', default: '', noDataExpression: true, displayOptions: { show: { availableInChat: [true] } }, placeholder: 'e.g. Travel Assistant' },
  { displayName: 'Agent Description', name: 'agentDescription', type: 'string', default: '', noDataExpression: true, displayOptions: { show: { availableInChat: [true] } }, typeOptions: { rows: 2 } },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Field', default: {},
    displayOptions: { show: { public: [false], '@version': [1, 1.1] } }, options: fileOptions,
  },
  publicOptions({ show: { '@version': [1, 1.1] } }, [responseMode([LAST_NODE, RESPOND_NODE])]),
  publicOptions({ show: { '@version': [1.2] } }, [responseMode([LAST_NODE, RESPOND_NODE, STREAMING])]),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Field', default: {},
    displayOptions: { show: { public: [false], '@version': [{ _cnd: { gte: 1.3 } }] } },
    options: [...fileOptions, responseMode([LAST_NODE, RESPONSE_NODES])],
  },
  publicOptions({ show: { '@version': [{ _cnd: { gte: 1.3 } }] } }, [
    responseMode([LAST_NODE, STREAMING, RESPOND_NODE], 'webhook'),
    responseMode([LAST_NODE, STREAMING, RESPONSE_NODES], 'hostedChat'),
  ]),
];

/** `@n8n/n8n-nodes-langchain.chatTrigger` 1 to 1.4. */
export const chatTriggerDescription: INodeTypeDescription = {
  displayName: 'Chat Trigger',
  name: '@n8n/n8n-nodes-langchain.chatTrigger',
  icon: 'file:chat-trigger.svg',
  group: ['trigger'],
  version: [1, 1.1, 1.2, 1.3, 1.4],
  defaultVersion: 1.4,
  description: 'Runs the workflow when a chat message is received: in the editor\'s chat, on a hosted chat page or from an embedded widget',
  eventTriggerDescription: 'Waiting for you to submit the chat',
  maxNodes: 1,
  defaults: { name: 'When chat message received' },
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Other Trigger Nodes'] },
    alias: ['chat', 'message', 'conversation', 'ai', 'agent', 'bot'],
  },
  inputs: INPUTS,
  outputs: ['main'],
  credentials: [{ name: 'httpBasicAuth', required: true, displayOptions: { show: { authentication: ['basicAuth'] } } }],
  webhooks: [
    { name: 'setup', httpMethod: 'GET', responseMode: 'onReceived', path: 'chat', ndvHideUrl: true },
    { name: 'default', httpMethod: 'POST', responseMode: '={{$parameter.options?.["responseMode"] || "lastNode" }}', path: 'chat', ndvHideMethod: true, ndvHideUrl: '={{ !$parameter.public }}' },
  ],
  properties,
} as INodeTypeDescription;
