import type { StructuredToolInterface } from '@langchain/core/tools';
import { convertToOpenAITool } from '@langchain/core/utils/function_calling';
import type { IDataObject, IExecuteFunctions } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** A resource locator's value (`{ __rl, mode, value }`) or a plain string parameter. */
export function locatorValue(context: IExecuteFunctions, name: string, itemIndex: number): string {
  return String(context.getNodeParameter(name, itemIndex, '', { extractValue: true }) ?? '');
}

/** The item's binary property as a Blob with its file name, for a multipart field. */
export async function binaryBlob(context: IExecuteFunctions, itemIndex: number, property: string): Promise<{ blob: Blob; fileName: string; mimeType: string }> {
  const binary = context.helpers.assertBinaryData(itemIndex, property);
  const bytes = await context.helpers.getBinaryDataBuffer(itemIndex, property);
  const mimeType = binary.mimeType || 'application/octet-stream';
  const extension = binary.fileExtension ?? mimeType.split('/')[1] ?? 'bin';
  return { blob: new Blob([bytes], { type: mimeType }), fileName: binary.fileName ?? `data.${extension}`, mimeType };
}

/** The item's binary property as a `data:` URL (how OpenAI takes inline images and files). */
export async function binaryDataUrl(context: IExecuteFunctions, itemIndex: number, property: string): Promise<{ url: string; fileName: string }> {
  const binary = context.helpers.assertBinaryData(itemIndex, property);
  const bytes = await context.helpers.getBinaryDataBuffer(itemIndex, property);
  return { url: `data:${binary.mimeType || 'application/octet-stream'};base64,${Buffer.from(bytes).toString('base64')}`, fileName: binary.fileName ?? 'data' };
}

/** The tools connected to the node's Tools input (none when the inputs do not offer it). */
export async function connectedTools(context: IExecuteFunctions, itemIndex: number): Promise<StructuredToolInterface[]> {
  const tools = await context.getInputConnectionData('ai_tool', itemIndex);
  return Array.isArray(tools) ? tools as StructuredToolInterface[] : [];
}

/** A tool as OpenAI's function definition: `{ name, description, parameters }`. */
export function functionDefinition(tool: StructuredToolInterface): { name: string; description?: string; parameters?: Record<string, unknown> } {
  return convertToOpenAITool(tool).function as { name: string; description?: string; parameters?: Record<string, unknown> };
}

/** Runs the tool the model asked for; its answer (or why it failed) goes back to the model as text. */
export async function callTool(tools: StructuredToolInterface[], name: string, argumentsJson: string): Promise<string> {
  const tool = tools.find((candidate) => candidate.name === name);
  if (!tool) return `${name} is not a valid tool, try another one.`;
  let args: unknown;
  try {
    args = JSON.parse(argumentsJson || '{}');
  } catch {
    return `The arguments for ${name} were not valid JSON: ${argumentsJson}`;
  }
  try {
    const result: unknown = await tool.invoke(args as Record<string, unknown>);
    return typeof result === 'string' ? result : JSON.stringify(result);
  } catch (error) {
    return `There was an error: "${(error as Error).message}"`;
  }
}

/** A JSON parameter given as text or as an object. */
export function jsonParameter(context: IExecuteFunctions, value: unknown, name: string, itemIndex: number): IDataObject {
  if (typeof value !== 'string') return (value ?? {}) as IDataObject;
  if (value.trim() === '') return {};
  try {
    return JSON.parse(value) as IDataObject;
  } catch {
    throw new NodeOperationError(context.getNode(), `'${name}' is not valid JSON`, { itemIndex });
  }
}

/** File extension of a MIME type, for output file names. */
export function extensionOf(mimeType: string): string {
  const subtype = mimeType.split('/')[1] ?? 'bin';
  return subtype === 'mpeg' ? 'mp3' : subtype === 'jpeg' ? 'jpg' : subtype;
}
