import type { INodeTypeBaseDescription } from '@weft/workflow';

export const agentBaseDescription: INodeTypeBaseDescription = {
  displayName: 'AI Agent',
  name: '@n8n/n8n-nodes-langchain.agent',
  icon: 'file:agent.svg',
  group: ['transform'],
  description: 'Generates an action plan and executes it. Can use external tools.',
  defaultVersion: 3,
  codex: { categories: ['AI'], subcategories: { AI: ['Agents', 'Root Nodes'] }, alias: ['LangChain', 'Chat', 'Conversational', 'Plan and Execute', 'ReAct', 'Tools'] },
};
