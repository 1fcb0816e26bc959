import type { INodeProperties } from '@weft/workflow';

/** The conversation operations of versions 2 and 2.1. */
export const conversationPropertiesV2: INodeProperties[] = [
  { displayName: "Operation", name: "operation", type: "options", default: "create", noDataExpression: true, displayOptions: {"show": {"resource": ["conversation"]}}, options: [{ name: "Create", value: "create" }, { name: "Get", value: "get" }, { name: "Remove", value: "remove" }, { name: "Update", value: "update" }] },
  { displayName: "Messages", name: "messages", type: "fixedCollection", default: {"values": [{"type": "text"}]}, displayOptions: {"show": {"operation": ["create"], "resource": ["conversation"]}}, typeOptions: {"sortable": true, "multipleValues": true}, options: [
      { displayName: "Values", name: "values", values: [
        { displayName: "Role", name: "role", type: "options", default: "user", options: [{ name: "User", value: "user" }, { name: "Assistant", value: "assistant" }, { name: "System", value: "system" }] },
        { displayName: "Content", name: "content", type: "string", default: "", displayOptions: {}, typeOptions: {"rows": 2} }
      ] }
  ] },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["create"], "resource": ["conversation"]}}, options: [
      { displayName: "Metadata", name: "metadata", type: "json", default: "{}" }
  ] },
  { displayName: "Conversation ID", name: "conversationId", type: "string", default: "", required: true, displayOptions: {"show": {"operation": ["remove"], "resource": ["conversation"]}} },
  { displayName: "Conversation ID", name: "conversationId", type: "string", default: "", required: true, displayOptions: {"show": {"operation": ["update"], "resource": ["conversation"]}} },
  { displayName: "Metadata", name: "metadata", type: "json", default: "{}", required: true, displayOptions: {"show": {"operation": ["update"], "resource": ["conversation"]}} },
  { displayName: "Conversation ID", name: "conversationId", type: "string", default: "", required: true, displayOptions: {"show": {"operation": ["get"], "resource": ["conversation"]}} },
];
