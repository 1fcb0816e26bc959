import type { TextSplitter } from '@langchain/textsplitters';
import type { ISupplyDataFunctions } from '@weft/workflow';

/**
 * Records each text the splitter is asked to split, and the chunks it answered, as a run of the
 * text-splitter sub-node (what the NDV shows on the splitter).
 */
export function recordSplits<T extends TextSplitter>(splitter: T, context: ISupplyDataFunctions): T {
  const split = splitter.splitText.bind(splitter);
  splitter.splitText = async (text: string) => {
    const { index } = context.addInputData('ai_textSplitter', [[{ json: { textSplitter: text } }]]);
    const chunks = await split(text);
    context.addOutputData('ai_textSplitter', index, [[{ json: { response: chunks } }]]);
    return chunks;
  };
  return splitter;
}
