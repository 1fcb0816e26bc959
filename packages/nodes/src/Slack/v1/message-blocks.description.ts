import type { INodeProperties } from '@weft/workflow';

/** Slack 1's block builder: section and action blocks with their elements, fields and accessory. */
export const blocksUiV1: INodeProperties = {
  displayName: 'Blocks',
  name: 'blocksUi',
  type: 'fixedCollection',
  typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Block' },
  displayOptions: { show: { operation: ['post'], resource: ['message'], jsonParameters: [false] } },
  default: {},
  options: [
    {
      name: 'blocksValues',
      displayName: 'Block',
      values: [
        {
          displayName: 'Type',
          name: 'type',
          type: 'options',
          default: 'actions',
          options: [{ name: 'Actions', value: 'actions' }, { name: 'Section', value: 'section' }],
        },
        { displayName: 'Block ID', name: 'blockId', type: 'string', displayOptions: { show: { type: ['actions'] } }, default: '' },
        {
          displayName: 'Elements',
          name: 'elementsUi',
          type: 'fixedCollection',
          typeOptions: { multipleValues: true },
          displayOptions: { show: { type: ['actions'] } },
          default: {},
          options: [
            {
              name: 'elementsValues',
              displayName: 'Element',
              values: [
                { displayName: 'Type', name: 'type', type: 'options', default: 'button', options: [{ name: 'Button', value: 'button' }] },
                { displayName: 'Text', name: 'text', type: 'string', displayOptions: { show: { type: ['button'] } }, default: '' },
                { displayName: 'Emoji', name: 'emoji', type: 'boolean', displayOptions: { show: { type: ['button'] } }, default: false },
                { displayName: 'Action ID', name: 'actionId', type: 'string', displayOptions: { show: { type: ['button'] } }, default: '' },
                { displayName: 'URL', name: 'url', type: 'string', displayOptions: { show: { type: ['button'] } }, default: '' },
                { displayName: 'Value', name: 'value', type: 'string', displayOptions: { show: { type: ['button'] } }, default: '' },
                {
                  displayName: 'Style',
                  name: 'style',
                  type: 'options',
                  displayOptions: { show: { type: ['button'] } },
                  default: 'default',
                  options: [{ name: 'Danger', value: 'danger' }, { name: 'Default', value: 'default' }, { name: 'Primary', value: 'primary' }],
                },
                {
                  displayName: 'Confirm',
                  name: 'confirmUi',
                  type: 'fixedCollection',
                  typeOptions: { multipleValues: false },
                  default: {},
                  options: [
                    {
                      name: 'confirmValue',
                      displayName: 'Confirm Value',
                      values: [
                        {
                          displayName: 'Title',
                          name: 'titleUi',
                          type: 'fixedCollection',
                          typeOptions: { multipleValues: false },
                          default: {},
                          options: [
                            {
                              name: 'titleValue',
                              displayName: 'Title Value',
                              values: [
                                { displayName: 'Text', name: 'text', type: 'string', default: '' },
                                { displayName: 'Emoji', name: 'emoji', type: 'boolean', default: false },
                              ],
                            },
                          ],
                        },
                        {
                          displayName: 'Text',
                          name: 'textUi',
                          type: 'fixedCollection',
                          typeOptions: { multipleValues: false },
                          default: {},
                          options: [
                            {
                              name: 'textValue',
                              displayName: 'Text Value',
                              values: [
                                { displayName: 'Text', name: 'text', type: 'string', default: '' },
                                { displayName: 'Emoji', name: 'emoji', type: 'boolean', default: false },
                              ],
                            },
                          ],
                        },
                        {
                          displayName: 'Confirm Text',
                          name: 'confirmTextUi',
                          type: 'fixedCollection',
                          typeOptions: { multipleValues: false },
                          default: {},
                          options: [
                            {
                              name: 'confirmValue',
                              displayName: 'Confirm Value',
                              values: [
                                { displayName: 'Text', name: 'text', type: 'string', default: '' },
                                { displayName: 'Emoji', name: 'emoji', type: 'boolean', default: false },
                              ],
                            },
                          ],
                        },
                        {
                          displayName: 'Deny',
                          name: 'denyUi',
                          type: 'fixedCollection',
                          typeOptions: { multipleValues: false },
                          default: {},
                          options: [
                            {
                              name: 'denyValue',
                              displayName: 'Deny Value',
                              values: [
                                { displayName: 'Text', name: 'text', type: 'string', default: '' },
                                { displayName: 'Emoji', name: 'emoji', type: 'boolean', default: false },
                              ],
                            },
                          ],
                        },
                        {
                          displayName: 'Style',
                          name: 'style',
                          type: 'options',
                          default: 'default',
                          options: [{ name: 'Danger', value: 'danger' }, { name: 'Default', value: 'default' }, { name: 'Primary', value: 'primary' }],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        { displayName: 'Block ID', name: 'blockId', type: 'string', displayOptions: { show: { type: ['section'] } }, default: '' },
        {
          displayName: 'Text',
          name: 'textUi',
          type: 'fixedCollection',
          typeOptions: { multipleValues: false },
          displayOptions: { show: { type: ['section'] } },
          default: {},
          options: [
            {
              name: 'textValue',
              displayName: 'Text Value',
              values: [
                {
                  displayName: 'Type',
                  name: 'type',
                  type: 'options',
                  default: 'mrkwdn',
                  options: [{ name: 'Mrkwdn', value: 'mrkwdn' }, { name: 'Plain Text', value: 'plainText' }],
                },
                { displayName: 'Text', name: 'text', type: 'string', default: '' },
                { displayName: 'Emoji', name: 'emoji', type: 'boolean', displayOptions: { show: { type: ['plainText'] } }, default: false },
                { displayName: 'Verbatim', name: 'verbatim', type: 'boolean', displayOptions: { show: { type: ['mrkwdn'] } }, default: false },
              ],
            },
          ],
        },
        {
          displayName: 'Fields',
          name: 'fieldsUi',
          type: 'fixedCollection',
          typeOptions: { multipleValues: true },
          displayOptions: { show: { type: ['section'] } },
          default: {},
          options: [
            {
              name: 'fieldsValues',
              displayName: 'Field',
              values: [
                {
                  displayName: 'Type',
                  name: 'type',
                  type: 'options',
                  default: 'mrkwdn',
                  options: [{ name: 'Mrkwdn', value: 'mrkwdn' }, { name: 'Plain Text', value: 'plainText' }],
                },
                { displayName: 'Text', name: 'text', type: 'string', default: '' },
                { displayName: 'Emoji', name: 'emoji', type: 'boolean', displayOptions: { show: { type: ['plainText'] } }, default: false },
                { displayName: 'Verbatim', name: 'verbatim', type: 'boolean', displayOptions: { show: { type: ['mrkwdn'] } }, default: false },
              ],
            },
          ],
        },
        {
          displayName: 'Accessory',
          name: 'accessoryUi',
          type: 'fixedCollection',
          typeOptions: { multipleValues: false },
          displayOptions: { show: { type: ['section'] } },
          default: {},
          options: [
            {
              name: 'accessoriesValues',
              displayName: 'Accessory',
              values: [
                { displayName: 'Type', name: 'type', type: 'options', default: 'button', options: [{ name: 'Button', value: 'button' }] },
                { displayName: 'Text', name: 'text', type: 'string', displayOptions: { show: { type: ['button'] } }, default: '' },
                { displayName: 'Emoji', name: 'emoji', type: 'boolean', displayOptions: { show: { type: ['button'] } }, default: false },
                { displayName: 'Action ID', name: 'actionId', type: 'string', displayOptions: { show: { type: ['button'] } }, default: '' },
                { displayName: 'URL', name: 'url', type: 'string', displayOptions: { show: { type: ['button'] } }, default: '' },
                { displayName: 'Value', name: 'value', type: 'string', displayOptions: { show: { type: ['button'] } }, default: '' },
                {
                  displayName: 'Style',
                  name: 'style',
                  type: 'options',
                  displayOptions: { show: { type: ['button'] } },
                  default: 'default',
                  options: [{ name: 'Danger', value: 'danger' }, { name: 'Default', value: 'default' }, { name: 'Primary', value: 'primary' }],
                },
                {
                  displayName: 'Confirm',
                  name: 'confirmUi',
                  type: 'fixedCollection',
                  typeOptions: { multipleValues: false },
                  displayOptions: { show: { type: ['button'] } },
                  default: {},
                  options: [
                    {
                      name: 'confirmValue',
                      displayName: 'Confirm Value',
                      values: [
                        {
                          displayName: 'Title',
                          name: 'titleUi',
                          type: 'fixedCollection',
                          typeOptions: { multipleValues: false },
                          default: {},
                          options: [
                            {
                              name: 'titleValue',
                              displayName: 'Title Value',
                              values: [
                                { displayName: 'Text', name: 'text', type: 'string', default: '' },
                                { displayName: 'Emoji', name: 'emoji', type: 'boolean', default: false },
                              ],
                            },
                          ],
                        },
                        {
                          displayName: 'Text',
                          name: 'textUi',
                          type: 'fixedCollection',
                          typeOptions: { multipleValues: false },
                          default: {},
                          options: [
                            {
                              name: 'textValue',
                              displayName: 'Text Value',
                              values: [
                                { displayName: 'Text', name: 'text', type: 'string', default: '' },
                                { displayName: 'Emoji', name: 'emoji', type: 'boolean', default: false },
                              ],
                            },
                          ],
                        },
                        {
                          displayName: 'Confirm Text',
                          name: 'confirmTextUi',
                          type: 'fixedCollection',
                          typeOptions: { multipleValues: false },
                          default: {},
                          options: [
                            {
                              name: 'confirmValue',
                              displayName: 'Confirm Value',
                              values: [
                                { displayName: 'Text', name: 'text', type: 'string', default: '' },
                                { displayName: 'Emoji', name: 'emoji', type: 'boolean', default: false },
                              ],
                            },
                          ],
                        },
                        {
                          displayName: 'Deny',
                          name: 'denyUi',
                          type: 'fixedCollection',
                          typeOptions: { multipleValues: false },
                          default: {},
                          options: [
                            {
                              name: 'denyValue',
                              displayName: 'Deny Value',
                              values: [
                                { displayName: 'Text', name: 'text', type: 'string', default: '' },
                                { displayName: 'Emoji', name: 'emoji', type: 'boolean', default: false },
                              ],
                            },
                          ],
                        },
                        {
                          displayName: 'Style',
                          name: 'style',
                          type: 'options',
                          default: 'default',
                          options: [{ name: 'Danger', value: 'danger' }, { name: 'Default', value: 'default' }, { name: 'Primary', value: 'primary' }],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
