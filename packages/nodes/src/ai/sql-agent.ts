import { AgentExecutor, ZeroShotAgent } from '@langchain/classic/agents';
import { LLMChain } from '@langchain/classic/chains';
import type { BaseLanguageModel } from '@langchain/core/language_models/base';
import { DynamicTool } from '@langchain/core/tools';
import type { LegacyAgentResult } from './legacy-agents.js';
import type { SqlDatabase } from './sql-database.js';

export interface SqlAgentRequest {
  model: BaseLanguageModel;
  database: SqlDatabase;
  input: string;
  chatHistory: string;
  prefixPrompt: string;
  suffixPrompt: string;
  topK: number;
  sampleRows: number;
  /** Tables the agent may see; empty: all but `ignoredTables`. */
  includedTables: string[];
  ignoredTables: string[];
  signal?: AbortSignal;
}

/** The tools an SQL agent reads the database with (LangChain's SQL toolkit's names). */
function sqlTools(database: SqlDatabase, visible: () => Promise<string[]>, sampleRows: number): DynamicTool[] {
  return [
    new DynamicTool({
      name: 'list-tables-sql',
      description: 'Input is an empty string, output is a comma-separated list of the tables in the database.',
      func: async () => (await visible()).join(', '),
    }),
    new DynamicTool({
      name: 'info-sql',
      description: 'Input is a comma-separated list of tables, output is the schema and sample rows of those tables. Call list-tables-sql first to be sure the tables exist.',
      func: async (input) => {
        const allowed = await visible();
        const asked = input.split(',').map((name) => name.trim()).filter(Boolean);
        const unknown = asked.filter((name) => !allowed.includes(name));
        if (unknown.length > 0) return `Error: unknown tables: ${unknown.join(', ')}`;
        try {
          return await database.describe(asked, sampleRows);
        } catch (error) {
          return `Error: ${(error as Error).message}`;
        }
      },
    }),
    new DynamicTool({
      name: 'query-sql',
      description: 'Input is a correct SQL query, output is its result as JSON. If the query is not correct, an error message is returned: rewrite the query, check it, and try again.',
      func: async (input) => {
        try {
          return JSON.stringify(await database.query(input.trim().replace(/^```(?:sql)?\s*|```$/g, '')));
        } catch (error) {
          return `Error: ${(error as Error).message}`;
        }
      },
    }),
  ];
}

/** The SQL agent: a ReAct (zero-shot) agent with the database tools and the node's prefix and suffix prompts. */
export async function runSqlAgent(request: SqlAgentRequest): Promise<LegacyAgentResult> {
  const { database } = request;
  const visible = async () => {
    const all = await database.listTables();
    if (request.includedTables.length > 0) return all.filter((table) => request.includedTables.includes(table));
    return all.filter((table) => !request.ignoredTables.includes(table));
  };
  const tools = sqlTools(database, visible, request.sampleRows);
  const prefix = request.prefixPrompt.replaceAll('{dialect}', database.dialect).replaceAll('{top_k}', String(request.topK));
  const prompt = ZeroShotAgent.createPrompt(tools, { prefix, suffix: request.suffixPrompt, inputVariables: ['input', 'agent_scratchpad', 'chatHistory'] });
  const agent = new ZeroShotAgent({ llmChain: new LLMChain({ llm: request.model, prompt }), allowedTools: tools.map((tool) => tool.name) });
  const executor = AgentExecutor.fromAgentAndTools({ agent, tools, returnIntermediateSteps: true });
  const result = await executor.invoke({ input: request.input, chatHistory: request.chatHistory }, request.signal ? { signal: request.signal } : {});
  return { output: String(result.output ?? ''), intermediateSteps: result.intermediateSteps ?? [] };
}
