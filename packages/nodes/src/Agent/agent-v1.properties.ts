import type { INodeProperties } from '@weft/workflow';

/** The parameters of AI Agent versions 1 to 1.9 (n8n's names, defaults and display rules per agent type). */
export const agentV1Properties: INodeProperties[] = [
  { displayName: "Tip: Get a feel for agents with our quick tutorial", name: "aiAgentStarterCallout", type: "callout", default: "", displayOptions: {"show": {"agent": ["conversationalAgent", "toolsAgent"]}} },
  { displayName: "Tip: Check out some pre-built agent examples", name: "preBuiltAgentsCallout", type: "callout", default: "" },
  { displayName: "This agent type is deprecated: new workflows should use the Tools Agent", name: "deprecated", type: "notice", default: "", displayOptions: {"show": {"agent": ["conversationalAgent", "openAiFunctionsAgent", "planAndExecuteAgent", "reActAgent", "sqlAgent"]}} },
  { displayName: "Agent", name: "agent", type: "options", default: "conversationalAgent", noDataExpression: true, displayOptions: {"show": {"@version": [{"_cnd": {"lte": 1.5}}]}}, options: [
      { name: "Conversational Agent", value: "conversationalAgent", description: "Describes tools in the system prompt and parses JSON responses for tool calls" },
      { name: "OpenAI Functions Agent", value: "openAiFunctionsAgent", description: "Uses the model's function (tool) calling to pick tools and their arguments" },
      { name: "Plan and Execute Agent", value: "planAndExecuteAgent", description: "Plans the steps of a task first, then carries them out one by one" },
      { name: "ReAct Agent", value: "reActAgent", description: "Reasons about the task and acts with tools, step by step, in text" },
      { name: "SQL Agent", value: "sqlAgent", description: "Answers questions about data in an SQL database" }
    ] },
  { displayName: "Agent", name: "agent", type: "options", default: "toolsAgent", noDataExpression: true, displayOptions: {"show": {"@version": [{"_cnd": {"between": {"from": 1.6, "to": 1.7}}}]}}, options: [
      { name: "Tools Agent", value: "toolsAgent", description: "Uses the model's tool calling to choose tools and their arguments; the recommended type" },
      { name: "Conversational Agent", value: "conversationalAgent", description: "Describes tools in the system prompt and parses JSON responses for tool calls" },
      { name: "OpenAI Functions Agent", value: "openAiFunctionsAgent", description: "Uses the model's function (tool) calling to pick tools and their arguments" },
      { name: "Plan and Execute Agent", value: "planAndExecuteAgent", description: "Plans the steps of a task first, then carries them out one by one" },
      { name: "ReAct Agent", value: "reActAgent", description: "Reasons about the task and acts with tools, step by step, in text" },
      { name: "SQL Agent", value: "sqlAgent", description: "Answers questions about data in an SQL database" }
    ] },
  { displayName: "Agent", name: "agent", type: "hidden", default: "toolsAgent", noDataExpression: true, displayOptions: {"show": {"@version": [{"_cnd": {"gte": 1.8}}]}} },
  { displayName: "Source for Prompt (User Message)", name: "promptType", type: "options", default: "auto", displayOptions: {"hide": {"@version": [{"_cnd": {"lte": 1.2}}], "agent": ["sqlAgent"]}}, options: [
      { name: "Connected Chat Trigger Node", value: "auto" },
      { name: "Connected Guardrails Node", value: "guardrails" },
      { name: "Define Below", value: "define" }
    ] },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.guardrailsInput }}", required: true, displayOptions: {"show": {"promptType": ["guardrails"], "@version": [{"_cnd": {"gte": 1.7}}]}}, typeOptions: {"rows": 2} },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.chatInput }}", required: true, displayOptions: {"show": {"promptType": ["auto"], "@version": [{"_cnd": {"gte": 1.7}}]}, "hide": {"agent": ["sqlAgent"]}}, typeOptions: {"rows": 2} },
  { displayName: "Text", name: "text", type: "string", default: "", required: true, displayOptions: {"show": {"promptType": ["define"]}, "hide": {"agent": ["sqlAgent"]}}, typeOptions: {"rows": 2} },
  { displayName: "Connect an output parser on the canvas to specify the output format you require", name: "notice", type: "notice", default: "", displayOptions: {"show": {"hasOutputParser": [true], "agent": ["conversationalAgent", "reActAgent", "planAndExecuteAgent", "openAiFunctionsAgent"]}} },
  { displayName: "Require Specific Output Format", name: "hasOutputParser", type: "boolean", default: false, noDataExpression: true, displayOptions: {"hide": {"@version": [{"_cnd": {"lte": 1.2}}], "agent": ["sqlAgent"]}} },
  { displayName: "Connect an output parser on the canvas to specify the output format you require", name: "notice", type: "notice", default: "", displayOptions: {"show": {"hasOutputParser": [true], "agent": ["toolsAgent"]}} },
  { displayName: "Options", name: "options", type: "collection", default: {}, placeholder: "Add Option", displayOptions: {"show": {"agent": ["toolsAgent"]}}, options: [
      { displayName: "System Message", name: "systemMessage", type: "string", default: "You are a helpful assistant", typeOptions: {"rows": 6} },
      { displayName: "Max Iterations", name: "maxIterations", type: "number", default: 10, description: "The maximum number of iterations the agent will run before stopping" },
      { displayName: "Return Intermediate Steps", name: "returnIntermediateSteps", type: "boolean", default: false, description: "Whether or not the output should include intermediate steps the agent took" },
      { displayName: "Automatically Passthrough Binary Images", name: "passthroughBinaryImages", type: "boolean", default: true, description: "Whether or not binary images should be automatically passed through to the agent as image type messages" }
    ] },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.input }}", required: true, displayOptions: {"show": {"agent": ["conversationalAgent"], "@version": [1]}} },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.chat_input }}", required: true, displayOptions: {"show": {"agent": ["conversationalAgent"], "@version": [1.1]}} },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.chatInput }}", required: true, displayOptions: {"show": {"agent": ["conversationalAgent"], "@version": [1.2]}} },
  { displayName: "Options", name: "options", type: "collection", default: {}, placeholder: "Add Option", displayOptions: {"show": {"agent": ["conversationalAgent"]}}, options: [
      { displayName: "Human Message", name: "humanMessage", type: "string", default: "TOOLS\n------\nAssistant can ask the user to use tools to look up information that may be helpful in answering the users original question. The tools the human can use are:\n\n{tools}\n\n{format_instructions}\n\nUSER'S INPUT\n--------------------\nHere is the user's input (remember to respond with a markdown code snippet of a json blob with a single action, and NOTHING else):\n\n{{input}}", typeOptions: {"rows": 6} },
      { displayName: "System Message", name: "systemMessage", type: "string", default: "Assistant is a large language model trained by OpenAI.\n\nAssistant is designed to be able to assist with a wide range of tasks, from answering simple questions to providing in-depth explanations and discussions on a wide range of topics. As a language model, Assistant is able to generate human-like text based on the input it receives, allowing it to engage in natural-sounding conversations and provide responses that are coherent and relevant to the topic at hand.\n\nAssistant is constantly learning and improving, and its capabilities are constantly evolving. It is able to process and understand large amounts of text, and can use this knowledge to provide accurate and informative responses to a wide range of questions. Additionally, Assistant is able to generate its own text based on the input it receives, allowing it to engage in discussions and provide explanations and descriptions on a wide range of topics.\n\nOverall, Assistant is a powerful system that can help with a wide range of tasks and provide valuable insights and information on a wide range of topics. Whether you need help with a specific question or just want to have a conversation about a particular topic, Assistant is here to assist.", typeOptions: {"rows": 6} },
      { displayName: "Max Iterations", name: "maxIterations", type: "number", default: 10, description: "The maximum number of iterations the agent will run before stopping" },
      { displayName: "Return Intermediate Steps", name: "returnIntermediateSteps", type: "boolean", default: false, description: "Whether or not the output should include intermediate steps the agent took" }
    ] },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.input }}", required: true, displayOptions: {"show": {"agent": ["openAiFunctionsAgent"], "@version": [1]}} },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.chat_input }}", required: true, displayOptions: {"show": {"agent": ["openAiFunctionsAgent"], "@version": [1.1]}} },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.chatInput }}", required: true, displayOptions: {"show": {"agent": ["openAiFunctionsAgent"], "@version": [1.2]}} },
  { displayName: "Options", name: "options", type: "collection", default: {}, placeholder: "Add Option", displayOptions: {"show": {"agent": ["openAiFunctionsAgent"]}}, options: [
      { displayName: "System Message", name: "systemMessage", type: "string", default: "You are a helpful AI assistant.", typeOptions: {"rows": 6} },
      { displayName: "Max Iterations", name: "maxIterations", type: "number", default: 10, description: "The maximum number of iterations the agent will run before stopping" },
      { displayName: "Return Intermediate Steps", name: "returnIntermediateSteps", type: "boolean", default: false, description: "Whether or not the output should include intermediate steps the agent took" }
    ] },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.input }}", required: true, displayOptions: {"show": {"agent": ["reActAgent"], "@version": [1]}} },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.chat_input }}", required: true, displayOptions: {"show": {"agent": ["reActAgent"], "@version": [1.1]}} },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.chatInput }}", required: true, displayOptions: {"show": {"agent": ["reActAgent"], "@version": [1.2]}} },
  { displayName: "Options", name: "options", type: "collection", default: {}, placeholder: "Add Option", displayOptions: {"show": {"agent": ["reActAgent"]}}, options: [
      { displayName: "Human Message Template", name: "humanMessageTemplate", type: "string", default: "{input}\n\n{agent_scratchpad}", typeOptions: {"rows": 6} },
      { displayName: "Prefix Message", name: "prefix", type: "string", default: "Answer the following questions as best you can. You have access to the following tools:", typeOptions: {"rows": 6} },
      { displayName: "Suffix Message for Chat Model", name: "suffixChat", type: "string", default: "Begin! Reminder to always use the exact characters `Final Answer` when responding.", typeOptions: {"rows": 6} },
      { displayName: "Suffix Message for Regular Model", name: "suffix", type: "string", default: "Begin!\n\n\tQuestion: {input}\n\tThought:{agent_scratchpad}", typeOptions: {"rows": 6} },
      { displayName: "Max Iterations", name: "maxIterations", type: "number", default: 10, description: "The maximum number of iterations the agent will run before stopping" },
      { displayName: "Return Intermediate Steps", name: "returnIntermediateSteps", type: "boolean", default: false, description: "Whether or not the output should include intermediate steps the agent took" }
    ] },
  { displayName: "Data Source", name: "dataSource", type: "options", default: "sqlite", displayOptions: {"show": {"agent": ["sqlAgent"], "@version": [{"_cnd": {"lt": 1.4}}]}}, options: [
      { name: "MySQL", value: "mysql" },
      { name: "Postgres", value: "postgres" },
      { name: "SQLite", value: "sqlite" }
    ] },
  { displayName: "Data Source", name: "dataSource", type: "options", default: "postgres", displayOptions: {"show": {"agent": ["sqlAgent"], "@version": [{"_cnd": {"gte": 1.4}}]}}, options: [
      { name: "MySQL", value: "mysql" },
      { name: "Postgres", value: "postgres" },
      { name: "SQLite", value: "sqlite" }
    ] },
  { displayName: "Credentials", name: "credentials", type: "credentials", default: "" },
  { displayName: "Pass the SQLite database into this node as binary data, e.g. by inserting a 'Read/Write Files from Disk' node beforehand", name: "sqLiteFileNotice", type: "notice", default: "", displayOptions: {"show": {"agent": ["sqlAgent"], "dataSource": ["sqlite"]}} },
  { displayName: "Input Binary Field", name: "binaryPropertyName", type: "string", default: "data", required: true, description: "The name of the input binary field containing the SQLite file", displayOptions: {"show": {"agent": ["sqlAgent"], "dataSource": ["sqlite"]}} },
  { displayName: "Prompt", name: "input", type: "string", default: "", required: true, description: "The question to answer about the database", displayOptions: {"show": {"agent": ["sqlAgent"], "@version": [{"_cnd": {"lte": 1.2}}]}}, typeOptions: {"rows": 5} },
  { displayName: "Source for Prompt (User Message)", name: "promptType", type: "options", default: "auto", displayOptions: {"hide": {"@version": [{"_cnd": {"lte": 1.2}}]}, "show": {"agent": ["sqlAgent"]}}, options: [
      { name: "Connected Chat Trigger Node", value: "auto" },
      { name: "Connected Guardrails Node", value: "guardrails" },
      { name: "Define Below", value: "define" }
    ] },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.guardrailsInput }}", required: true, displayOptions: {"show": {"promptType": ["guardrails"], "@version": [{"_cnd": {"gte": 1.7}}], "agent": ["sqlAgent"]}}, typeOptions: {"rows": 2} },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.chatInput }}", required: true, displayOptions: {"show": {"promptType": ["auto"], "@version": [{"_cnd": {"gte": 1.7}}], "agent": ["sqlAgent"]}}, typeOptions: {"rows": 2} },
  { displayName: "Text", name: "text", type: "string", default: "", required: true, displayOptions: {"show": {"promptType": ["define"], "agent": ["sqlAgent"]}}, typeOptions: {"rows": 2} },
  { displayName: "Options", name: "options", type: "collection", default: {}, placeholder: "Add Option", displayOptions: {"show": {"agent": ["sqlAgent"]}}, options: [
      { displayName: "Ignored Tables", name: "ignoredTables", type: "string", default: "", description: "Comma-separated list of tables to ignore from the database. If empty, no tables are ignored." },
      { displayName: "Number of Sample Rows", name: "includedSampleRows", type: "number", default: 3, description: "Number of sample rows to include in the prompt to the agent. It helps the agent to understand the schema of the database but it also increases the amount of tokens used." },
      { displayName: "Included Tables", name: "includedTables", type: "string", default: "", description: "Comma-separated list of tables to include in the database. If empty, all tables are included." },
      { displayName: "Prefix Prompt", name: "prefixPrompt", type: "string", default: "You are an agent designed to interact with an SQL database.\nGiven an input question, create a syntactically correct {dialect} query to run, then look at the results of the query and return the answer.\nUnless the user specifies a specific number of examples they wish to obtain, always limit your query to at most {top_k} results using the LIMIT clause.\nYou can order the results by a relevant column to return the most interesting examples in the database.\nNever query for all the columns from a specific table, only ask for a the few relevant columns given the question.\nYou have access to tools for interacting with the database.\nOnly use the below tools. Only use the information returned by the below tools to construct your final answer.\nYou MUST double check your query before executing it. If you get an error while executing a query, rewrite the query and try again.\n\nDO NOT make any DML statements (INSERT, UPDATE, DELETE, DROP etc.) to the database.\n\nIf the question does not seem related to the database, just return \"I don't know\" as the answer.", typeOptions: {"rows": 10} },
      { displayName: "Suffix Prompt", name: "suffixPrompt", type: "string", default: "Begin!\nChat History:\n{chatHistory}\n\nQuestion: {input}\nThought: I should look at the tables in the database to see what I can query.\n{agent_scratchpad}", typeOptions: {"rows": 4} },
      { displayName: "Limit", name: "topK", type: "number", default: 10, description: "The maximum number of results to return" }
    ] },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.input }}", required: true, displayOptions: {"show": {"agent": ["planAndExecuteAgent"], "@version": [1]}} },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.chat_input }}", required: true, displayOptions: {"show": {"agent": ["planAndExecuteAgent"], "@version": [1.1]}} },
  { displayName: "Text", name: "text", type: "string", default: "={{ $json.chatInput }}", required: true, displayOptions: {"show": {"agent": ["planAndExecuteAgent"], "@version": [1.2]}} },
  { displayName: "Options", name: "options", type: "collection", default: {}, placeholder: "Add Option", displayOptions: {"show": {"agent": ["planAndExecuteAgent"]}}, options: [
      { displayName: "Human Message Template", name: "humanMessageTemplate", type: "string", default: "Previous steps: {previous_steps}\n\nCurrent objective: {current_step}\n\n{agent_scratchpad}\n\nYou may extract and combine relevant data from your previous steps when responding to me.", typeOptions: {"rows": 6} }
    ] }
];
