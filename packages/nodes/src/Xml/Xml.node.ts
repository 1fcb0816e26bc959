import type {
  IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription,
} from '@weft/workflow';
import { NodeOperationError, getPath } from '@weft/workflow';
import type { Builder, Parser } from 'xml2js';
import { xmlDescription } from './xml.description.js';
import { mapEachItem } from '../shared/item-loop.helper.js';
import { ParameterReader } from '../shared/parameter-reader.helper.js';
import { valueKind } from '../shared/value-kind.helper.js';

/** The parser settings: n8n's defaults (attributes merged, single children not in arrays) under the options. */
export function parserOptions(options: IDataObject): IDataObject {
  return { mergeAttrs: true, explicitArray: false, ...options };
}

async function xmlToJson(this: IExecuteFunctions, item: INodeExecutionData, field: string, parser: Parser, itemIndex: number): Promise<IDataObject> {
  const value = field in item.json ? item.json[field] : getPath(item.json, field);
  const node = this.getNode();
  if (value === undefined) {
    throw new NodeOperationError(node, `Item has no JSON property called "${field}"`, {
      itemIndex, description: "Set 'Property Name' to the field that holds the XML text.",
    });
  }
  if (typeof value !== 'string') {
    throw new NodeOperationError(node, `The field "${field}" holds ${valueKind(value)}, not XML text`, { itemIndex });
  }
  let parsed: unknown;
  try {
    parsed = await parser.parseStringPromise(value);
  } catch (error) {
    const reason = (error as Error).message.split('\n').join(', ').replace(/, Char: .*$/s, '');
    throw new NodeOperationError(node, `The XML in field "${field}" could not be parsed`, { itemIndex, description: reason });
  }
  if (parsed === null || typeof parsed !== 'object') {
    throw new NodeOperationError(node, `The field "${field}" holds no XML element`, { itemIndex, description: 'The text is empty or holds only a declaration or comments.' });
  }
  return parsed as IDataObject;
}

/** `n8n-nodes-base.xml` v1: parses XML text of a field into JSON, or turns each item into XML text. */
export class Xml implements INodeType {
  description: INodeTypeDescription = xmlDescription;

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    // xml2js is loaded when the node runs, not when the node library is imported (server start).
    const xml2js = await import('xml2js');
    const reader = new ParameterReader(this, ['mode']);
    let tools: { options: IDataObject; parser?: Parser; builder?: Builder } | undefined;
    return [await mapEachItem(this, this.getInputData(), async (item, itemIndex) => {
      const mode = reader.get<string>('mode', itemIndex);
      const field = reader.get<string>('dataPropertyName', itemIndex);
      const options = reader.get<IDataObject>('options', itemIndex, {});
      // A parser or builder is made once, and again only when the options differ for this item.
      if (tools?.options !== options) tools = { options };
      if (mode === 'xmlToJson') {
        // xml2js keeps state between parses of one instance; reset() makes it reusable.
        tools.parser ??= new xml2js.Parser(parserOptions(options));
        tools.parser.reset();
        return { json: await xmlToJson.call(this, item, field, tools.parser, itemIndex), pairedItem: { item: itemIndex } };
      }
      if (mode === 'jsonToxml') {
        tools.builder ??= new xml2js.Builder(options);
        let xml: string;
        try {
          xml = tools.builder.buildObject(item.json);
        } catch (error) {
          throw new NodeOperationError(this.getNode(), 'The item could not be turned into XML', {
            itemIndex, description: `${(error as Error).message}. Field names must be valid XML element names (for example, they cannot start with a digit).`,
          });
        }
        return { json: { [field]: xml }, pairedItem: { item: itemIndex } };
      }
      throw new NodeOperationError(this.getNode(), `The mode "${mode}" is not known`, { itemIndex, description: 'Choose JSON to XML or XML to JSON.' });
    })];
  }
}
