import type { INodeProperties } from '@weft/workflow';
import { imageAnalyzeProperties, imageGenerateProperties } from './image.properties.js';

/** The image operations of versions 1 to 1.8. */
export const imagePropertiesV1: INodeProperties[] = [
  { displayName: "Operation", name: "operation", type: "options", default: "generate", noDataExpression: true, displayOptions: {"show": {"resource": ["image"]}}, options: [{ name: "Analyze Image", value: "analyze" }, { name: "Generate", value: "generate" }] },
  ...imageGenerateProperties,
  { displayName: "Model", name: "modelId", type: "resourceLocator", default: {"mode": "list", "value": ""}, required: true, displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.4}}], "operation": ["analyze"], "resource": ["image"]}}, modes: [{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'modelSearch', searchable: true } }, { displayName: 'ID', name: 'id', type: 'string' }] },
  ...imageAnalyzeProperties,
];
