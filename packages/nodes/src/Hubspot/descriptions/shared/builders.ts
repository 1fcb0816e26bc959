import type { PropertySpec } from '../spec.js';

export const text = (name: string): PropertySpec => ({ name, type: 'string', default: '' });
export const date = (name: string): PropertySpec => ({ name, type: 'dateTime', default: '' });
export const count = (name: string): PropertySpec => ({ name, type: 'number', default: 0, typeOptions: { minValue: 0 } });
export const picker = (name: string, loadOptionsMethod: string): PropertySpec => ({
  name, type: 'options', default: '', typeOptions: { loadOptionsMethod },
});

/** `displayOptions` showing a parameter for one resource and some of its operations. */
export function shown(resource: string, operation: string[], extra: Record<string, unknown[]> = {}): PropertySpec['displayOptions'] {
  return { show: { resource: [resource], operation, ...extra } };
}

/** A `returnAll` switch and the `limit` it hides, as every list operation asks them. */
export function paging(resource: string, operation: string[]): PropertySpec[] {
  return [
    { name: 'returnAll', type: 'boolean', default: false, displayOptions: shown(resource, operation) },
    {
      name: 'limit', type: 'number', default: 100,
      displayOptions: shown(resource, operation, { returnAll: [false] }),
      typeOptions: { minValue: 1, maxValue: 250 },
    },
  ];
}

/**
 * The custom-properties pair editor. The defaults and `required` differ between versions and even between
 * create and update of one version, so they are parameters rather than fixed.
 */
export function customProperties(
  loadOptionsMethod: string,
  { propertyDefault = '' as unknown, valueRequired = false } = {},
): PropertySpec {
  return {
    name: 'customPropertiesUi', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
    options: [
      {
        name: 'customPropertiesValues',
        values: [
          { name: 'property', type: 'options', default: propertyDefault, typeOptions: { loadOptionsMethod } },
          { name: 'value', type: 'string', default: '', ...(valueRequired ? { required: true } : {}) },
        ],
      },
    ],
  };
}

/**
 * The record a v1 operation names by a plain id string and a v2 operation picks with a resource locator
 * (from a list or by id), for one operation of one resource.
 */
export function recordId(name: string, resource: string, operation: string, locator: boolean): PropertySpec {
  return locator
    ? {
      name, type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
      displayOptions: shown(resource, [operation]), modes: ['list', 'id'],
    }
    : { name, type: 'string', default: '', required: true, displayOptions: shown(resource, [operation]) };
}

/** The v2 choice of properties to return and whether with their history; `at` places it on some versions only. */
export function propertiesCollection(
  propertiesTypeOptions: Record<string, unknown>,
  at: Pick<PropertySpec, 'displayOptions'> = {},
): PropertySpec {
  return {
    name: 'propertiesCollection', type: 'fixedCollection', default: {}, ...at,
    options: [
      {
        name: 'propertiesValues',
        values: [
          { name: 'properties', type: 'multiOptions', default: [], typeOptions: propertiesTypeOptions },
          { name: 'propertyMode', type: 'options', default: 'valueAndHistory', options: ['valueAndHistory', 'valueOnly'] },
        ],
      },
    ],
  };
}
