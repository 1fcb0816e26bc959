export { uniqueNodeName, uniqueNodeNames } from './unique-node-name.js';
