import type { INodeType, INodeTypeDescription, IVersionedNodeType } from '@weft/workflow';
import { NodeTypeRegistry } from '@weft/workflow';
import { Code } from './Code/Code.node.js';
import { Cron } from './Cron/Cron.node.js';
import { EmailSend } from './EmailSend/EmailSend.node.js';
import { Slack } from './Slack/Slack.node.js';
import { SlackTrigger } from './SlackTrigger/SlackTrigger.node.js';
import { ErrorTrigger } from './ErrorTrigger/ErrorTrigger.node.js';
import { ExecuteWorkflow } from './ExecuteWorkflow/ExecuteWorkflow.node.js';
import { ExecuteWorkflowTrigger } from './ExecuteWorkflowTrigger/ExecuteWorkflowTrigger.node.js';
import { Form } from './Form/Form.node.js';
import { FormTrigger } from './FormTrigger/FormTrigger.node.js';
import { FunctionNode } from './Function/Function.node.js';
import { FunctionItem } from './FunctionItem/FunctionItem.node.js';
import { HttpRequest } from './HttpRequest/HttpRequest.node.js';
import { If } from './If/If.node.js';
import { ConvertToFile } from './ConvertToFile/ConvertToFile.node.js';
import { ExtractFromFile } from './ExtractFromFile/ExtractFromFile.node.js';
import { ReadWriteFile } from './ReadWriteFile/ReadWriteFile.node.js';
import { SpreadsheetFile } from './SpreadsheetFile/SpreadsheetFile.node.js';
import { Interval } from './Interval/Interval.node.js';
import { ManualTrigger } from './ManualTrigger/ManualTrigger.node.js';
import { Merge } from './Merge/Merge.node.js';
import { NoOp } from './NoOp/NoOp.node.js';
import { RespondToWebhook } from './RespondToWebhook/RespondToWebhook.node.js';
import { RssFeedRead } from './RssFeedRead/RssFeedRead.node.js';
import { ScheduleTrigger } from './ScheduleTrigger/ScheduleTrigger.node.js';
import { Set as SetNode } from './Set/Set.node.js';
import { SplitInBatches } from './SplitInBatches/SplitInBatches.node.js';
import { Start } from './Start/Start.node.js';
import { StickyNote } from './StickyNote/StickyNote.node.js';
import { Wait } from './Wait/Wait.node.js';
import { Airtable } from './Airtable/Airtable.node.js';
import { AirtableTrigger } from './AirtableTrigger/AirtableTrigger.node.js';
import { Notion } from './Notion/Notion.node.js';
import { NotionTrigger } from './NotionTrigger/NotionTrigger.node.js';
import { Webhook } from './Webhook/Webhook.node.js';
import { Telegram } from './Telegram/Telegram.node.js';
import { TelegramTrigger } from './TelegramTrigger/TelegramTrigger.node.js';
import { CryptoNode } from './Crypto/Crypto.node.js';
import { Filter } from './Filter/Filter.node.js';
import { Switch } from './Switch/Switch.node.js';
import { StopAndError } from './StopAndError/StopAndError.node.js';
import { RenameKeys } from './RenameKeys/RenameKeys.node.js';
import { ExecutionData } from './ExecutionData/ExecutionData.node.js';
import { CompareDatasets } from './CompareDatasets/CompareDatasets.node.js';
import { DebugHelper } from './DebugHelper/DebugHelper.node.js';
import { Xml } from './Xml/Xml.node.js';
import { Markdown } from './Markdown/Markdown.node.js';
import { SplitOut } from './SplitOut/SplitOut.node.js';
import { Aggregate } from './Aggregate/Aggregate.node.js';
import { Limit } from './Limit/Limit.node.js';
import { Sort } from './Sort/Sort.node.js';
import { RemoveDuplicates } from './RemoveDuplicates/RemoveDuplicates.node.js';
import { Summarize } from './Summarize/Summarize.node.js';
import { ItemLists } from './ItemLists/ItemLists.node.js';
import { DateTimeNode } from './DateTime/DateTime.node.js';
import { Html } from './Html/Html.node.js';
import { Agent } from './Agent/Agent.node.js';
import { ToolCalculator } from './ToolCalculator/ToolCalculator.node.js';
import { ToolWorkflow } from './ToolWorkflow/ToolWorkflow.node.js';
import { ToolHttpRequest } from './ToolHttpRequest/ToolHttpRequest.node.js';
import { ToolCode } from './ToolCode/ToolCode.node.js';
import { ToolThink } from './ToolThink/ToolThink.node.js';
import { ToolWikipedia } from './ToolWikipedia/ToolWikipedia.node.js';
import { ToolSerpApi } from './ToolSerpApi/ToolSerpApi.node.js';
import { McpClientTool } from './McpClientTool/McpClientTool.node.js';
import { McpTrigger } from './McpTrigger/McpTrigger.node.js';
import { MemoryBufferWindow } from './MemoryBufferWindow/MemoryBufferWindow.node.js';
import { ChainLlm } from './ChainLlm/ChainLlm.node.js';
import { TextClassifier } from './TextClassifier/TextClassifier.node.js';
import { SentimentAnalysis } from './SentimentAnalysis/SentimentAnalysis.node.js';
import { InformationExtractor } from './InformationExtractor/InformationExtractor.node.js';
import { ChainSummarization } from './ChainSummarization/ChainSummarization.node.js';
import { MemoryPostgresChat } from './MemoryPostgresChat/MemoryPostgresChat.node.js';
import { MemoryRedisChat } from './MemoryRedisChat/MemoryRedisChat.node.js';
import { MemoryManager } from './MemoryManager/MemoryManager.node.js';
import { OutputParserStructured } from './OutputParserStructured/OutputParserStructured.node.js';
import { OutputParserItemList } from './OutputParserItemList/OutputParserItemList.node.js';
import { OutputParserAutofixing } from './OutputParserAutofixing/OutputParserAutofixing.node.js';
import { LmChatOpenAi } from './LmChatOpenAi/LmChatOpenAi.node.js';
import { DocumentDefaultDataLoader } from './DocumentDefaultDataLoader/DocumentDefaultDataLoader.node.js';
import { TextSplitterRecursiveCharacterTextSplitter } from './TextSplitterRecursiveCharacterTextSplitter/TextSplitterRecursiveCharacterTextSplitter.node.js';
import { TextSplitterCharacterTextSplitter } from './TextSplitterCharacterTextSplitter/TextSplitterCharacterTextSplitter.node.js';
import { TextSplitterTokenSplitter } from './TextSplitterTokenSplitter/TextSplitterTokenSplitter.node.js';
import { EmbeddingsOpenAi } from './EmbeddingsOpenAi/EmbeddingsOpenAi.node.js';
import { VectorStoreInMemory } from './VectorStoreInMemory/VectorStoreInMemory.node.js';
import { VectorStorePGVector } from './VectorStorePGVector/VectorStorePGVector.node.js';
import { VectorStoreQdrant } from './VectorStoreQdrant/VectorStoreQdrant.node.js';
import { VectorStorePinecone } from './VectorStorePinecone/VectorStorePinecone.node.js';
import { VectorStoreSupabase } from './VectorStoreSupabase/VectorStoreSupabase.node.js';
import { RetrieverVectorStore } from './RetrieverVectorStore/RetrieverVectorStore.node.js';
import { ToolVectorStore } from './ToolVectorStore/ToolVectorStore.node.js';
import { ChainRetrievalQa } from './ChainRetrievalQa/ChainRetrievalQa.node.js';
import { toolVariantOf } from './ai/tool-variant.js';
import { ChatTrigger } from './ChatTrigger/ChatTrigger.node.js';
import { ManualChatTrigger } from './ManualChatTrigger/ManualChatTrigger.node.js';
import { OpenAi } from './OpenAi/OpenAi.node.js';
import { aiModelNodes } from './ai-model-nodes.js';
import { GoogleSheets } from './GoogleSheets/GoogleSheets.node.js';
import { GoogleSheetsTrigger } from './GoogleSheetsTrigger/GoogleSheetsTrigger.node.js';

/** Each built-in node type with the folder holding its files (icons are served from there). */
const coreNodes: Array<{ folder: string; nodeType: INodeType | IVersionedNodeType }> = [
  { folder: 'ManualTrigger', nodeType: new ManualTrigger() },
  { folder: 'Start', nodeType: new Start() },
  { folder: 'NoOp', nodeType: new NoOp() },
  { folder: 'Set', nodeType: new SetNode() },
  { folder: 'If', nodeType: new If() },
  { folder: 'HttpRequest', nodeType: new HttpRequest() },
  { folder: 'SplitInBatches', nodeType: new SplitInBatches() },
  { folder: 'Merge', nodeType: new Merge() },
  { folder: 'StickyNote', nodeType: new StickyNote() },
  { folder: 'ExecuteWorkflow', nodeType: new ExecuteWorkflow() },
  { folder: 'ExecuteWorkflowTrigger', nodeType: new ExecuteWorkflowTrigger() },
  { folder: 'ErrorTrigger', nodeType: new ErrorTrigger() },
  { folder: 'ScheduleTrigger', nodeType: new ScheduleTrigger() },
  { folder: 'Webhook', nodeType: new Webhook() },
  { folder: 'Code', nodeType: new Code() },
  { folder: 'Function', nodeType: new FunctionNode() },
  { folder: 'FunctionItem', nodeType: new FunctionItem() },
  { folder: 'RespondToWebhook', nodeType: new RespondToWebhook() },
  { folder: 'Wait', nodeType: new Wait() },
  { folder: 'Airtable', nodeType: new Airtable() },
  { folder: 'AirtableTrigger', nodeType: new AirtableTrigger() },
  { folder: 'Notion', nodeType: new Notion() },
  { folder: 'NotionTrigger', nodeType: new NotionTrigger() },
  { folder: 'ConvertToFile', nodeType: new ConvertToFile() },
  { folder: 'ExtractFromFile', nodeType: new ExtractFromFile() },
  { folder: 'ReadWriteFile', nodeType: new ReadWriteFile() },
  { folder: 'SpreadsheetFile', nodeType: new SpreadsheetFile() },
  { folder: 'Cron', nodeType: new Cron() },
  { folder: 'Interval', nodeType: new Interval() },
  { folder: 'FormTrigger', nodeType: new FormTrigger() },
  { folder: 'Form', nodeType: new Form() },
  { folder: 'Crypto', nodeType: new CryptoNode() },
  { folder: 'Switch', nodeType: new Switch() },
  { folder: 'Filter', nodeType: new Filter() },
  { folder: 'StopAndError', nodeType: new StopAndError() },
  { folder: 'RenameKeys', nodeType: new RenameKeys() },
  { folder: 'ExecutionData', nodeType: new ExecutionData() },
  { folder: 'CompareDatasets', nodeType: new CompareDatasets() },
  { folder: 'DebugHelper', nodeType: new DebugHelper() },
  { folder: 'Xml', nodeType: new Xml() },
  { folder: 'RssFeedRead', nodeType: new RssFeedRead() },
  { folder: 'EmailSend', nodeType: new EmailSend() },
  { folder: 'Slack', nodeType: new Slack() },
  { folder: 'SlackTrigger', nodeType: new SlackTrigger() },
  { folder: 'Markdown', nodeType: new Markdown() },
  { folder: 'SplitOut', nodeType: new SplitOut() },
  { folder: 'Aggregate', nodeType: new Aggregate() },
  { folder: 'Limit', nodeType: new Limit() },
  { folder: 'Sort', nodeType: new Sort() },
  { folder: 'RemoveDuplicates', nodeType: new RemoveDuplicates() },
  { folder: 'Summarize', nodeType: new Summarize() },
  { folder: 'ItemLists', nodeType: new ItemLists() },
  { folder: 'DateTime', nodeType: new DateTimeNode() },
  { folder: 'Html', nodeType: new Html() },
  { folder: 'ChainLlm', nodeType: new ChainLlm() },
  { folder: 'TextClassifier', nodeType: new TextClassifier() },
  { folder: 'SentimentAnalysis', nodeType: new SentimentAnalysis() },
  { folder: 'InformationExtractor', nodeType: new InformationExtractor() },
  { folder: 'ChainSummarization', nodeType: new ChainSummarization() },
  { folder: 'LmChatOpenAi', nodeType: new LmChatOpenAi() },
  { folder: 'OpenAi', nodeType: new OpenAi() },
  { folder: 'Agent', nodeType: new Agent() },
  { folder: 'ToolCalculator', nodeType: new ToolCalculator() },
  { folder: 'ToolWorkflow', nodeType: new ToolWorkflow() },
  { folder: 'ToolHttpRequest', nodeType: new ToolHttpRequest() },
  { folder: 'ToolCode', nodeType: new ToolCode() },
  { folder: 'ToolThink', nodeType: new ToolThink() },
  { folder: 'ToolWikipedia', nodeType: new ToolWikipedia() },
  { folder: 'ToolSerpApi', nodeType: new ToolSerpApi() },
  { folder: 'McpClientTool', nodeType: new McpClientTool() },
  { folder: 'McpTrigger', nodeType: new McpTrigger() },
  { folder: 'MemoryBufferWindow', nodeType: new MemoryBufferWindow() },
  { folder: 'DocumentDefaultDataLoader', nodeType: new DocumentDefaultDataLoader() },
  { folder: 'TextSplitterRecursiveCharacterTextSplitter', nodeType: new TextSplitterRecursiveCharacterTextSplitter() },
  { folder: 'TextSplitterCharacterTextSplitter', nodeType: new TextSplitterCharacterTextSplitter() },
  { folder: 'TextSplitterTokenSplitter', nodeType: new TextSplitterTokenSplitter() },
  { folder: 'EmbeddingsOpenAi', nodeType: new EmbeddingsOpenAi() },
  { folder: 'VectorStoreInMemory', nodeType: new VectorStoreInMemory() },
  { folder: 'VectorStorePGVector', nodeType: new VectorStorePGVector() },
  { folder: 'VectorStoreQdrant', nodeType: new VectorStoreQdrant() },
  { folder: 'VectorStorePinecone', nodeType: new VectorStorePinecone() },
  { folder: 'VectorStoreSupabase', nodeType: new VectorStoreSupabase() },
  { folder: 'RetrieverVectorStore', nodeType: new RetrieverVectorStore() },
  { folder: 'ToolVectorStore', nodeType: new ToolVectorStore() },
  { folder: 'ChainRetrievalQa', nodeType: new ChainRetrievalQa() },
  { folder: 'ChatTrigger', nodeType: new ChatTrigger() },
  { folder: 'ManualChatTrigger', nodeType: new ManualChatTrigger() },
  ...aiModelNodes,
  { folder: 'GoogleSheets', nodeType: new GoogleSheets() },
  { folder: 'GoogleSheetsTrigger', nodeType: new GoogleSheetsTrigger() },
  { folder: 'Telegram', nodeType: new Telegram() },
  { folder: 'TelegramTrigger', nodeType: new TelegramTrigger() },
];

/** Each built-in node type with its folder, then the `<type>Tool` variants of those usable as AI tools (beside their node's files). */
export const builtinNodes: Array<{ folder: string; nodeType: INodeType | IVersionedNodeType }> = [
  ...coreNodes,
  ...coreNodes.flatMap(({ folder, nodeType }) => {
    const variant = toolVariantOf(nodeType);
    return variant ? [{ folder, nodeType: variant }] : [];
  }),
  { folder: 'MemoryPostgresChat', nodeType: new MemoryPostgresChat() },
  { folder: 'MemoryRedisChat', nodeType: new MemoryRedisChat() },
  { folder: 'MemoryManager', nodeType: new MemoryManager() },
  { folder: 'OutputParserStructured', nodeType: new OutputParserStructured() },
  { folder: 'OutputParserItemList', nodeType: new OutputParserItemList() },
  { folder: 'OutputParserAutofixing', nodeType: new OutputParserAutofixing() },
];

/** The built-in node types, by type name and version (without a version: the default one). */
export const builtinNodeTypes = new NodeTypeRegistry(builtinNodes.map(({ nodeType }) => nodeType));

/**
 * What `GET /rest/node-types` answers for the built-in nodes: one description per implementation
 * (a versioned node lists each group of versions, with its `version` list), or with `onlyLatest` only
 * the default version of each node.
 */
export function listNodeTypeDescriptions(options: { onlyLatest?: boolean } = {}): INodeTypeDescription[] {
  return builtinNodeTypes.getDescriptions(options);
}
