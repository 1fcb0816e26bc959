import type { INodeProperties } from '@weft/workflow';

export const renameKeysProperties: INodeProperties[] = [
  {
    displayName: 'Keys',
    name: 'keys',
    placeholder: 'Add new key',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true, sortable: true },
    default: {},
    description: 'The keys to rename',
    options: [{
      displayName: 'Key',
      name: 'key',
      values: [
        {
          displayName: 'Current Key Name', name: 'currentKey', type: 'string', default: '', placeholder: 'e.g. address.street',
          description: 'The key to rename; use dots for nested keys',
        },
        {
          displayName: 'New Key Name', name: 'newKey', type: 'string', default: '', placeholder: 'e.g. street',
          description: 'The key\'s new name; use dots to move it into a nested object',
        },
      ],
    }],
  },
  {
    displayName: 'Additional Options',
    name: 'additionalOptions',
    type: 'collection',
    default: {},
    placeholder: 'Add option',
    options: [{
      displayName: 'Regex',
      name: 'regexReplacement',
      placeholder: 'Add new regular expression',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true, sortable: true },
      default: {},
      description: 'Rename every key matching a regular expression',
      options: [{
        displayName: 'Replacement',
        name: 'replacements',
        values: [
          {
            displayName: 'Each matching key is renamed, which may replace a key of the same name already there.',
            name: 'regExNotice', type: 'notice', default: '',
          },
          {
            displayName: 'Regular Expression', name: 'searchRegex', type: 'string', default: '', placeholder: 'e.g. ^old_(.*)',
            description: 'The pattern keys are matched against, without slashes',
          },
          {
            displayName: 'Replace With', name: 'replaceRegex', type: 'string', default: '', placeholder: 'e.g. new_$1',
            description: 'The new key; $1, $2 ... insert the groups the pattern captured',
          },
          {
            displayName: 'Options',
            name: 'options',
            type: 'collection',
            placeholder: 'Add regex option',
            default: {},
            options: [
              { displayName: 'Case Insensitive', name: 'caseInsensitive', type: 'boolean', default: false, description: 'Whether upper and lower case match each other' },
              {
                displayName: 'Max Depth', name: 'depth', type: 'number', default: -1,
                description: 'How deep nested keys are renamed: -1 every level, 0 only the top level',
              },
            ],
          },
        ],
      }],
    }],
  },
];
