import type { IDataObject } from '@weft/workflow';

/*
 * What the model reads of a SerpApi Google search (https://serpapi.com/search-api): the direct answer
 * when Google gives one, else the knowledge graph's description and the best organic results.
 */

type Result = IDataObject & { title?: string; link?: string; snippet?: string };

function directAnswer(results: IDataObject): string | undefined {
  const box = (Array.isArray(results.answer_box_list) ? results.answer_box_list[0] : results.answer_box) as IDataObject | undefined;
  if (!box) return undefined;
  for (const key of ['answer', 'result', 'snippet'] as const) {
    if (typeof box[key] === 'string' && box[key] !== '') return box[key] as string;
  }
  if (Array.isArray(box.snippet_highlighted_words)) return box.snippet_highlighted_words.join(', ');
  return undefined;
}

export function serpResultsText(results: IDataObject): string {
  const answer = directAnswer(results);
  if (answer) return answer;
  const lines: string[] = [];
  const graph = results.knowledge_graph as IDataObject | undefined;
  if (graph && typeof graph.description === 'string') lines.push(`${typeof graph.title === 'string' ? `${graph.title}: ` : ''}${graph.description}`);
  for (const result of ((results.organic_results ?? []) as Result[]).slice(0, 3)) {
    const text = result.snippet ?? (Array.isArray(result.snippet_highlighted_words) ? result.snippet_highlighted_words.join(', ') : undefined);
    lines.push([result.title, text, result.link].filter((part) => typeof part === 'string' && part !== '').join('\n'));
  }
  const found = lines.filter((line) => line !== '');
  return found.length > 0 ? found.join('\n\n') : 'No good search result found';
}
