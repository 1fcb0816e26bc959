import type { INodeProperties } from '@weft/workflow';

/** The audio operations, the same in both version families. */
export const audioProperties: INodeProperties[] = [
  { displayName: "Operation", name: "operation", type: "options", default: "generate", noDataExpression: true, displayOptions: {"show": {"resource": ["audio"]}}, options: [{ name: "Generate", value: "generate" }, { name: "Transcribe a Recording", value: "transcribe" }, { name: "Translate a Recording", value: "translate" }] },
  { displayName: "OpenAI accepts audio files up to 25 MB", name: "fileSizeLimitNotice", type: "notice", default: " ", displayOptions: {"show": {"resource": ["audio"], "operation": ["translate", "transcribe"]}} },
  { displayName: "Model", name: "model", type: "options", default: "tts-1", displayOptions: {"show": {"operation": ["generate"], "resource": ["audio"]}}, options: [{ name: "TTS-1", value: "tts-1" }, { name: "TTS-1-HD", value: "tts-1-hd" }] },
  { displayName: "Text Input", name: "input", type: "string", default: "", displayOptions: {"show": {"operation": ["generate"], "resource": ["audio"]}}, typeOptions: {"rows": 2} },
  { displayName: "Voice", name: "voice", type: "options", default: "alloy", displayOptions: {"show": {"operation": ["generate"], "resource": ["audio"]}}, options: [{ name: "Alloy", value: "alloy" }, { name: "Echo", value: "echo" }, { name: "Fable", value: "fable" }, { name: "Nova", value: "nova" }, { name: "Onyx", value: "onyx" }, { name: "Shimmer", value: "shimmer" }] },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["generate"], "resource": ["audio"]}}, options: [
      { displayName: "Response Format", name: "response_format", type: "options", default: "mp3", options: [{ name: "MP3", value: "mp3" }, { name: "OPUS", value: "opus" }, { name: "AAC", value: "aac" }, { name: "FLAC", value: "flac" }] },
      { displayName: "Audio Speed", name: "speed", type: "number", default: 1, typeOptions: {"minValue": 0.25, "maxValue": 4, "numberPrecision": 1} },
      { displayName: "Put Output in Field", name: "binaryPropertyOutput", type: "string", default: "data" }
  ] },
  { displayName: "Input Data Field Name", name: "binaryPropertyName", type: "string", default: "data", displayOptions: {"show": {"operation": ["transcribe"], "resource": ["audio"]}} },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["transcribe"], "resource": ["audio"]}}, options: [
      { displayName: "Language of the Audio", name: "language", type: "string", default: "" },
      { displayName: "Output Randomness (Temperature)", name: "temperature", type: "number", default: 0, typeOptions: {"minValue": 0, "maxValue": 1, "numberPrecision": 1} }
  ] },
  { displayName: "Input Data Field Name", name: "binaryPropertyName", type: "string", default: "data", displayOptions: {"show": {"operation": ["translate"], "resource": ["audio"]}} },
  { displayName: "Options", name: "options", type: "collection", default: {}, displayOptions: {"show": {"operation": ["translate"], "resource": ["audio"]}}, options: [
      { displayName: "Output Randomness (Temperature)", name: "temperature", type: "number", default: 0, typeOptions: {"minValue": 0, "maxValue": 1, "numberPrecision": 1} }
  ] },
];
