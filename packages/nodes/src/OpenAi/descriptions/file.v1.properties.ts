import type { INodeProperties } from '@weft/workflow';

/** The file operations of versions 1 to 1.8. */
export const filePropertiesV1: INodeProperties[] = [
  { displayName: "Operation", name: "operation", type: "options", default: "upload", noDataExpression: true, displayOptions: {"show": {"resource": ["file"]}}, options: [{ name: "Delete a File", value: "deleteFile" }, { name: "List", value: "list" }, { name: "Upload a File", value: "upload" }] },
  { displayName: "Input Data Field Name", name: "binaryPropertyName", type: "string", default: "data", displayOptions: {"show": {"operation": ["upload"], "resource": ["file"]}} },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["upload"], "resource": ["file"]}}, options: [
      { displayName: "Purpose", name: "purpose", type: "options", default: "assistants", options: [{ name: "Assistants", value: "assistants" }, { name: "Fine-Tune", value: "fine-tune" }] }
  ] },
  { displayName: "File", name: "fileId", type: "resourceLocator", default: {"mode": "list", "value": ""}, required: true, displayOptions: {"show": {"operation": ["deleteFile"], "resource": ["file"]}}, modes: [{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: 'fileSearch', searchable: true } }, { displayName: 'ID', name: 'id', type: 'string' }] },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["list"], "resource": ["file"]}}, options: [
      { displayName: "Purpose", name: "purpose", type: "options", default: "any", options: [{ name: "Any", value: "any" }, { name: "Assistants", value: "assistants" }, { name: "Fine-Tune", value: "fine-tune" }] }
  ] },
];
