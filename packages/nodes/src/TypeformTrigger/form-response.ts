import type { IDataObject } from '@weft/workflow';

/* A form_response event's answers, as the trigger outputs them. */

interface Answer extends IDataObject { type: string; field: { id: string } }

/** An answer's value: the field of its type; choices as their label(s), not the label object. */
function answerValue(answer: Answer): unknown {
  const value = answer[answer.type];
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as IDataObject;
    for (const key of ['label', 'labels']) if (object[key] !== undefined) return object[key];
  }
  return value;
}

/** Answers keyed by their question's title ("What is your name?": "Ada"). */
export function simplifiedAnswers(response: IDataObject): IDataObject {
  const fields = ((response.definition as IDataObject | undefined)?.fields ?? []) as Array<{ id: string; title: string }>;
  const titles = new Map(fields.map((field) => [field.id, field.title]));
  const simplified: IDataObject = {};
  for (const answer of (response.answers ?? []) as Answer[]) {
    simplified[titles.get(answer.field.id) ?? answer.field.id] = answerValue(answer) as IDataObject[keyof IDataObject];
  }
  return simplified;
}
