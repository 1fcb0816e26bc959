import type { INodeProperties } from '@weft/workflow';

/** Image > Generate, the same in both version families. */
export const imageGenerateProperties: INodeProperties[] = [
  { displayName: "Model", name: "model", type: "options", default: "dall-e-3", displayOptions: {"show": {"operation": ["generate"], "resource": ["image"]}}, options: [{ name: "DALL·E 2", value: "dall-e-2" }, { name: "DALL·E 3", value: "dall-e-3" }, { name: "GPT Image 1", value: "gpt-image-1" }] },
  { displayName: "Prompt", name: "prompt", type: "string", default: "", displayOptions: {"show": {"operation": ["generate"], "resource": ["image"]}}, typeOptions: {"rows": 2} },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["generate"], "resource": ["image"]}}, options: [
      { displayName: "Number of Images", name: "n", type: "number", default: 1, displayOptions: {"show": {"/model": ["dall-e-2"]}}, typeOptions: {"minValue": 1, "maxValue": 10} },
      { displayName: "Quality", name: "dalleQuality", type: "options", default: "standard", displayOptions: {"show": {"/model": ["dall-e-3"]}}, options: [{ name: "HD", value: "hd" }, { name: "Standard", value: "standard" }] },
      { displayName: "Quality", name: "quality", type: "options", default: "medium", displayOptions: {"show": {"/model": ["gpt-image-1"]}}, options: [{ name: "High", value: "high" }, { name: "Medium", value: "medium" }, { name: "Low", value: "low" }] },
      { displayName: "Size", name: "size", type: "options", default: "1024x1024", displayOptions: {"show": {"/model": ["dall-e-2"]}}, options: [{ name: "256x256", value: "256x256" }, { name: "512x512", value: "512x512" }, { name: "1024x1024", value: "1024x1024" }] },
      { displayName: "Size", name: "size", type: "options", default: "1024x1024", displayOptions: {"show": {"/model": ["dall-e-3"]}}, options: [{ name: "1024x1024", value: "1024x1024" }, { name: "1792x1024", value: "1792x1024" }, { name: "1024x1792", value: "1024x1792" }] },
      { displayName: "Size", name: "size", type: "options", default: "1024x1024", displayOptions: {"show": {"/model": ["gpt-image-1"]}}, options: [{ name: "1024x1024", value: "1024x1024" }, { name: "1024x1536", value: "1024x1536" }, { name: "1536x1024", value: "1536x1024" }] },
      { displayName: "Style", name: "style", type: "options", default: "vivid", displayOptions: {"show": {"/model": ["dall-e-3"]}}, options: [{ name: "Natural", value: "natural" }, { name: "Vivid", value: "vivid" }] },
      { displayName: "Respond with Image URL(s)", name: "returnImageUrls", type: "boolean", default: false, displayOptions: {"hide": {"/model": ["gpt-image-1"]}} },
      { displayName: "Put Output in Field", name: "binaryPropertyOutput", type: "string", default: "data", displayOptions: {"show": {"returnImageUrls": [false]}} }
  ] },
];

/** Image > Analyze after its model, the same in both version families. */
export const imageAnalyzeProperties: INodeProperties[] = [
  { displayName: "Text Input", name: "text", type: "string", default: "What's in this image?", displayOptions: {"show": {"operation": ["analyze"], "resource": ["image"]}}, typeOptions: {"rows": 2} },
  { displayName: "Image Input Type", name: "inputType", type: "options", default: "url", displayOptions: {"show": {"operation": ["analyze"], "resource": ["image"]}}, options: [{ name: "Image URL(s)", value: "url" }, { name: "Binary File(s)", value: "base64" }] },
  { displayName: "URL(s)", name: "imageUrls", type: "string", default: "", displayOptions: {"show": {"inputType": ["url"], "operation": ["analyze"], "resource": ["image"]}} },
  { displayName: "Input Data Field Name", name: "binaryPropertyName", type: "string", default: "data", displayOptions: {"show": {"inputType": ["base64"], "operation": ["analyze"], "resource": ["image"]}} },
  { displayName: "Simplify Output", name: "simplify", type: "boolean", default: true, displayOptions: {"show": {"operation": ["analyze"], "resource": ["image"]}} },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["analyze"], "resource": ["image"]}}, options: [
      { displayName: "Detail", name: "detail", type: "options", default: "auto", options: [{ name: "Auto", value: "auto" }, { name: "Low", value: "low" }, { name: "High", value: "high" }] },
      { displayName: "Maximum Number of Tokens", name: "maxTokens", type: "number", default: 300, typeOptions: {"minValue": 1} }
  ] },
];
