import type { INodeProperties } from '@weft/workflow';

/** Sampling options of Text → Complete / Edit and Chat → Complete, with the body field each one sets. */
export const SAMPLING_FIELDS: Record<string, string> = {
  echo: 'echo', frequency_penalty: 'frequency_penalty', maxTokens: 'max_tokens', n: 'n',
  presence_penalty: 'presence_penalty', temperature: 'temperature', topP: 'top_p',
};

export function samplingOptions(show: Record<string, string[]>): INodeProperties {
  return {
    displayName: 'Options', name: 'options', placeholder: 'Add option', type: 'collection', default: {},
    description: 'More settings of the request',
    displayOptions: { show },
    options: [
      {
        displayName: 'Echo Prompt', name: 'echo', type: 'boolean', default: false,
        description: 'Whether the prompt is repeated before the completion', displayOptions: { show: { '/operation': ['complete'] } },
      },
      {
        displayName: 'Frequency Penalty', name: 'frequency_penalty', type: 'number', default: 0,
        typeOptions: { maxValue: 2, minValue: -2, numberPrecision: 1 },
        description: 'Positive values make repeating the same words less likely',
      },
      {
        displayName: 'Maximum Number of Tokens', name: 'maxTokens', type: 'number', default: 16,
        typeOptions: { maxValue: 32768 }, displayOptions: { show: { '/operation': ['complete'] } },
        description: 'The most tokens the completion may hold',
      },
      { displayName: 'Number of Completions', name: 'n', type: 'number', default: 1, description: 'How many completions to make for the prompt' },
      {
        displayName: 'Presence Penalty', name: 'presence_penalty', type: 'number', default: 0,
        typeOptions: { maxValue: 2, minValue: -2, numberPrecision: 1 },
        description: 'Positive values make bringing up new topics more likely',
      },
      {
        displayName: 'Sampling Temperature', name: 'temperature', type: 'number', default: 1,
        typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
        description: 'Higher values give more varied answers, lower ones more predictable answers',
      },
      {
        displayName: 'Top P', name: 'topP', type: 'number', default: 1,
        typeOptions: { maxValue: 1, minValue: 0, numberPrecision: 1 },
        description: 'Only the tokens within this share of probability are considered',
      },
    ],
  };
}
