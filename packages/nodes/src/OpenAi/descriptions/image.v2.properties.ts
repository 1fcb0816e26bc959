import type { INodeProperties } from '@weft/workflow';
import { imageAnalyzeProperties, imageGenerateProperties } from './image.properties.js';

/** The image operations of versions 2 and 2.1. */
export const imagePropertiesV2: INodeProperties[] = [
  { displayName: "Operation", name: "operation", type: "options", default: "generate", noDataExpression: true, displayOptions: {"show": {"resource": ["image"]}}, options: [{ name: "Analyze Image", value: "analyze" }, { name: "Generate", value: "generate" }, { name: "Edit Image", value: "edit" }] },
  ...imageGenerateProperties,
  { displayName: "Model", name: "modelId", type: "resourceLocator", default: {"mode": "list", "value": ""}, required: true, displayOptions: {"show": {"operation": ["analyze"], "resource": ["image"]}}, modes: [{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'modelSearch', searchable: true } }, { displayName: 'ID', name: 'id', type: 'string' }] },
  ...imageAnalyzeProperties,
  { displayName: "Model", name: "model", type: "options", default: "gpt-image-1", displayOptions: {"show": {"operation": ["edit"], "resource": ["image"]}}, options: [{ name: "DALL·E 2", value: "dall-e-2" }, { name: "GPT Image 1", value: "gpt-image-1" }] },
  { displayName: "Prompt", name: "prompt", type: "string", default: "", required: true, displayOptions: {"show": {"operation": ["edit"], "resource": ["image"]}}, typeOptions: {"rows": 2} },
  { displayName: "Images", name: "images", type: "fixedCollection", default: {"values": [{"binaryPropertyName": "data"}]}, displayOptions: {"show": {"/model": ["gpt-image-1"], "operation": ["edit"], "resource": ["image"]}}, typeOptions: {"multipleValues": true, "multipleValueButtonText": "Add Image"}, options: [
      { displayName: "Values", name: "values", values: [
        { displayName: "Input Data Field Name", name: "binaryPropertyName", type: "string", default: "data" }
      ] }
  ] },
  { displayName: "Input Data Field Name", name: "binaryPropertyName", type: "string", default: "data", displayOptions: {"show": {"/model": ["dall-e-2"], "operation": ["edit"], "resource": ["image"]}} },
  { displayName: "Number of Images", name: "n", type: "number", default: 1, displayOptions: {"show": {"operation": ["edit"], "resource": ["image"]}}, typeOptions: {"minValue": 1, "maxValue": 10} },
  { displayName: "Size", name: "size", type: "options", default: "1024x1024", displayOptions: {"show": {"operation": ["edit"], "resource": ["image"]}}, options: [{ name: "256x256", value: "256x256" }, { name: "512x512", value: "512x512" }, { name: "1024x1024", value: "1024x1024" }, { name: "1024x1536", value: "1024x1536" }, { name: "1536x1024", value: "1536x1024" }, { name: "Auto", value: "auto" }] },
  { displayName: "Quality", name: "quality", type: "options", default: "auto", displayOptions: {"show": {"/model": ["gpt-image-1"], "operation": ["edit"], "resource": ["image"]}}, options: [{ name: "Auto", value: "auto" }, { name: "High", value: "high" }, { name: "Medium", value: "medium" }, { name: "Low", value: "low" }, { name: "Standard", value: "standard" }] },
  { displayName: "Respond With", name: "responseFormat", type: "options", default: "url", displayOptions: {"show": {"/model": ["dall-e-2"], "operation": ["edit"], "resource": ["image"]}}, options: [{ name: "Image URL(s)", value: "url" }, { name: "B64_JSON", value: "b64_json" }] },
  { displayName: "Output Format", name: "outputFormat", type: "options", default: "png", displayOptions: {"show": {"/model": ["gpt-image-1"], "operation": ["edit"], "resource": ["image"]}}, options: [{ name: "PNG", value: "png" }, { name: "JPEG", value: "jpeg" }, { name: "WEBP", value: "webp" }] },
  { displayName: "Output Compression", name: "outputCompression", type: "number", default: 100, displayOptions: {"show": {"/model": ["gpt-image-1"], "outputFormat": ["webp", "jpeg"], "operation": ["edit"], "resource": ["image"]}}, typeOptions: {"minValue": 0, "maxValue": 100} },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["edit"], "resource": ["image"]}}, options: [
      { displayName: "User", name: "user", type: "string", default: "" },
      { displayName: "Background", name: "background", type: "options", default: "auto", displayOptions: {"show": {"/model": ["gpt-image-1"]}}, options: [{ name: "Auto", value: "auto" }, { name: "Transparent", value: "transparent" }, { name: "Opaque", value: "opaque" }] },
      { displayName: "Input Fidelity", name: "inputFidelity", type: "options", default: "low", displayOptions: {"show": {"/model": ["gpt-image-1"]}}, options: [{ name: "Low", value: "low" }, { name: "High", value: "high" }] },
      { displayName: "Image Mask Field", name: "imageMask", type: "string", default: "data" }
  ] },
];
