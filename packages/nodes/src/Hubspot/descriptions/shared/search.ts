import { shown } from './builders.js';
import type { PropertySpec } from '../spec.js';

const ALL_OPERATORS = ['CONTAINS_TOKEN', 'EQ', 'GT', 'GTE', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY', 'LT', 'LTE', 'NEQ'];

/**
 * v2 reads each property's type from the picked value (`name|type`) so that ordering operators are offered for
 * numbers only; v1 offers them all. v2 also requires the compared value.
 */
function filterValues(propertyNameMethod: string, typed: boolean): PropertySpec[] {
  const propertyName: PropertySpec = {
    name: 'propertyName', type: 'options', default: '', typeOptions: { loadOptionsMethod: propertyNameMethod },
  };
  const value: PropertySpec = {
    name: 'value', type: 'string', default: '', ...(typed ? { required: true } : {}),
    displayOptions: { hide: { operator: ['HAS_PROPERTY', 'NOT_HAS_PROPERTY'] } },
  };
  if (!typed) return [propertyName, { name: 'operator', type: 'options', default: 'EQ', options: ALL_OPERATORS }, value];
  return [
    propertyName,
    { name: 'type', type: 'hidden', default: '={{$parameter["&propertyName"].split("|")[1]}}' },
    {
      name: 'operator', type: 'options', default: 'EQ', displayOptions: { hide: { type: ['number'] } },
      options: ['CONTAINS_TOKEN', 'EQ', 'HAS_PROPERTY', 'NOT_HAS_PROPERTY', 'NEQ'],
    },
    { name: 'operator', type: 'options', default: 'EQ', displayOptions: { show: { type: ['number'] } }, options: ALL_OPERATORS },
    value,
  ];
}

export interface SearchSpec {
  /** Fills the filter's property picker; v2 contacts use a method that appends each property's type. */
  propertyNameMethod: string;
  /** Fills the returned-properties and sort pickers. */
  propertiesMethod: string;
  propertiesDefault: string[];
  typed: boolean;
}

/** The filter groups and sort options of a resource's search operation. */
export function searchProperties(resource: string, spec: SearchSpec): PropertySpec[] {
  const loadOptionsMethod = spec.propertiesMethod;
  return [
    {
      name: 'filterGroupsUi', type: 'fixedCollection', default: {},
      displayOptions: shown(resource, ['search']), typeOptions: { multipleValues: true },
      options: [
        {
          name: 'filterGroupsValues',
          values: [
            {
              name: 'filtersUi', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
              options: [{ name: 'filterValues', values: filterValues(spec.propertyNameMethod, spec.typed) }],
            },
          ],
        },
      ],
    },
    {
      name: 'additionalFields', type: 'collection', default: {},
      displayOptions: shown(resource, ['search']),
      options: [
        { name: 'direction', type: 'options', default: 'DESCENDING', options: ['ASCENDING', 'DESCENDING'] },
        { name: 'properties', type: 'multiOptions', default: spec.propertiesDefault, typeOptions: { loadOptionsMethod } },
        { name: 'query', type: 'string', default: '' },
        { name: 'sortBy', type: 'options', default: 'createdate', typeOptions: { loadOptionsMethod } },
      ],
    },
  ];
}
