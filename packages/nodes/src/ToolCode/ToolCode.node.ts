import type {
  IDataObject, INodeProperties, INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData, ToolCallFunctions,
} from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { codeGlobals, codeRunnerOf, settleCodeRun, sharedRunRequest } from '../Code/run-code.js';
import { pythonGlobals } from '../Code/run-python-code.js';
import { inputSchemaProperties } from '../ToolWorkflow/tool-workflow.descriptions.js';
import { callContextOf, nodeTool, requireToolDescription, toolNameOf, toolNodeDescription } from '../ai/node-tool.js';
import { specifiedInputSchema } from '../ai/tool-input-schema.js';

const toolName = (version: number): INodeProperties => ({
  displayName: 'Name', name: 'name', type: 'string', default: '', placeholder: 'My_Color_Tool', displayOptions: { show: { '@version': [version] } },
});

/*
 * The user's code is the body of a function whose answer is the tool's answer; it runs in the Code
 * node's sandboxes (isolated-vm for JavaScript, Pyodide for Python) with `query` (`_query`) set to
 * what the model sent: its text, or with an input schema the object of its arguments.
 */
const RESULT = '__weftToolResult';
const wrapJavaScript = (code: string) =>
  `const query = $input.first().json.query;\nconst ${RESULT} = await (async () => {\n${code}\n})();\nreturn [{ json: { ${RESULT} } }];`;
const wrapPython = (code: string) =>
  `_query = _input.first().json['query']\ndef _weft_tool():\n${code.split('\n').map((line) => `    ${line}`).join('\n')}\n    return None\nreturn [{'json': {'${RESULT}': _weft_tool()}}]`;

async function runToolCode(context: ToolCallFunctions, query: unknown, itemIndex: number): Promise<string> {
  const language = context.getNodeParameter('language', itemIndex, 'javaScript');
  const runner = codeRunnerOf(context);
  const request = { ...sharedRunRequest(context, false), items: [{ json: { query } as IDataObject }] };
  const items = language === 'python'
    ? await settleCodeRun(context, false, () => runner.runPythonCode({
      ...request, mode: 'runOnceForAllItems', code: wrapPython(String(context.getNodeParameter('pythonCode', itemIndex, '', { rawExpressions: true }))),
      globals: pythonGlobals(context), signal: context.getExecutionCancelSignal(),
    }))
    : await settleCodeRun(context, false, () => runner.runCode({
      ...request, mode: 'runOnceForAllItems', code: wrapJavaScript(String(context.getNodeParameter('jsCode', itemIndex, '', { rawExpressions: true }))),
      globals: codeGlobals(context),
    }));
  const answer = items[0]?.json[RESULT];
  if (typeof answer === 'number') return String(answer);
  if (typeof answer !== 'string') {
    throw new NodeOperationError(context.getNode(), 'The code must return a string', {
      itemIndex, description: `It returned ${answer === null || answer === undefined ? 'nothing' : `a value of type ${Array.isArray(answer) ? 'array' : typeof answer}`}.`,
    });
  }
  return answer;
}

/** Code Tool: the agent calls a piece of JavaScript or Python with its query and reads what it returns. */
export class ToolCode implements INodeType {
  description: INodeTypeDescription = toolNodeDescription({
    displayName: 'Code Tool',
    name: '@n8n/n8n-nodes-langchain.toolCode',
    icon: 'file:tool-code.svg',
    version: [1, 1.1, 1.2, 1.3],
    description: 'Lets an AI agent run a piece of code you write',
    defaults: { name: 'Code Tool' },
    properties: [
      { displayName: 'See an example of a conversational agent with a custom tool written in JavaScript', name: 'noticeTemplateExample', type: 'notice', default: '' },
      toolName(1),
      toolName(1.1),
      {
        displayName: 'Description', name: 'description', type: 'string', default: '', typeOptions: { rows: 3 },
        placeholder: 'Call this tool to get a random color. The input is a comma-separated list of colors to leave out.',
      },
      {
        displayName: 'Language', name: 'language', type: 'options', default: 'javaScript', noDataExpression: true,
        options: [{ name: 'JavaScript', value: 'javaScript' }, { name: 'Python (Beta)', value: 'python' }],
      },
      {
        displayName: 'JavaScript', name: 'jsCode', type: 'string', noDataExpression: true, typeOptions: { editor: 'jsEditor' },
        default: '// Example: convert the incoming query to uppercase and return it\nreturn query.toUpperCase()',
        hint: 'The model\'s input is in `query`; return a string', displayOptions: { show: { language: ['javaScript'] } },
      },
      {
        displayName: 'Python', name: 'pythonCode', type: 'string', noDataExpression: true, typeOptions: { editor: 'codeNodeEditor', editorLanguage: 'python' },
        default: '# Example: convert the incoming query to uppercase and return it\nreturn _query.upper()',
        hint: 'The model\'s input is in `_query`; return a string', displayOptions: { show: { language: ['python'] } },
      },
      ...inputSchemaProperties(true),
    ],
  }, 'Recommended Tools');

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const node = this.getNode();
    const given = node.typeVersion <= 1.1 ? String(this.getNodeParameter('name', itemIndex, '') ?? '').trim() : '';
    const schema = specifiedInputSchema(this, itemIndex);
    const tool = nodeTool({
      name: given !== '' ? given : toolNameOf(node.name),
      description: requireToolDescription(this, 'description', itemIndex),
      schema,
      context: this,
      run: (args) => runToolCode(callContextOf(this, args, itemIndex), schema ? args : args.query, itemIndex),
    });
    return { response: tool };
  }
}
