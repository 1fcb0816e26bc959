import type { INodeProperties } from '@weft/workflow';

/** The video operations of versions 2 and 2.1. */
export const videoPropertiesV2: INodeProperties[] = [
  { displayName: "Operation", name: "operation", type: "options", default: "generate", noDataExpression: true, displayOptions: {"show": {"resource": ["video"]}}, options: [{ name: "Generate", value: "generate" }] },
  { displayName: "Model", name: "modelId", type: "resourceLocator", default: {"mode": "list", "value": ""}, required: true, displayOptions: {"show": {"operation": ["generate"], "resource": ["video"]}}, modes: [{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'modelSearch', searchable: true } }, { displayName: 'ID', name: 'id', type: 'string' }] },
  { displayName: "Prompt", name: "prompt", type: "string", default: "A video of a cat playing with a ball", required: true, displayOptions: {"show": {"operation": ["generate"], "resource": ["video"]}}, typeOptions: {"rows": 2} },
  { displayName: "Duration (Seconds)", name: "seconds", type: "number", default: 4, required: true, displayOptions: {"show": {"operation": ["generate"], "resource": ["video"]}} },
  { displayName: "Size", name: "size", type: "options", default: "1280x720", displayOptions: {"show": {"operation": ["generate"], "resource": ["video"]}}, options: [{ name: "720x1280", value: "720x1280" }, { name: "1280x720", value: "1280x720" }, { name: "1024x1792", value: "1024x1792" }, { name: "1792x1024", value: "1792x1024" }] },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["generate"], "resource": ["video"]}}, options: [
      { displayName: "Binary Field Name for Reference Image", name: "binaryPropertyNameReference", type: "string", default: "data" },
      { displayName: "Wait Timeout (Seconds)", name: "waitTime", type: "number", default: 300, typeOptions: {"minValue": 5, "maxValue": 7200} },
      { displayName: "File Name", name: "fileName", type: "string", default: "data" }
  ] },
];
