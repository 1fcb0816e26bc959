import type { INodeProperties } from '@weft/workflow';
import { locatorModes } from '../locator-modes.js';

/** A postal address. The misspelt `sity` key in the default stays: fixing it would change the published description. */
function address(displayName: string, name: string): INodeProperties {
  return {
    displayName, name, type: 'fixedCollection', default: { values: { sity: '', street: '', postalCode: '', countryOrRegion: '', state: '' } },
    options: [
      {
        name: 'values', displayName: 'Values',
        values: [
          { displayName: 'City', name: 'city', type: 'string', default: '' },
          { displayName: 'Country Or Region', name: 'countryOrRegion', type: 'string', default: '' },
          { displayName: 'Postal Code', name: 'postalCode', type: 'string', default: '' },
          { displayName: 'State', name: 'state', type: 'string', default: '' },
          { displayName: 'Street', name: 'street', type: 'string', default: '' },
        ],
      },
    ],
  };
}

/** The contact fields create and update both offer; the first name shows here on update only (create asks it apart). */
function contactFields(): INodeProperties[] {
  return [
    { displayName: 'Assistant Name', name: 'assistantName', type: 'string', default: '' },
    { displayName: 'Birthday', name: 'birthday', type: 'dateTime', default: '' },
    address('Business Address', 'businessAddress'),
    { displayName: 'Business Home Page', name: 'businessHomePage', type: 'string', default: '' },
    { displayName: 'Business Phones', name: 'businessPhones', type: 'string', default: '' },
    { displayName: 'Categories', name: 'categories', type: 'string', default: '' },
    { displayName: 'Children', name: 'children', type: 'string', default: '' },
    { displayName: 'Company Name', name: 'companyName', type: 'string', default: '' },
    { displayName: 'Department', name: 'department', type: 'string', default: '' },
    { displayName: 'Name', name: 'displayName', type: 'string', default: '' },
    {
      displayName: 'Email Addresses', name: 'emailAddresses', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true },
      options: [
        {
          name: 'values', displayName: 'Values',
          values: [
            { displayName: 'Name', name: 'name', type: 'string', default: '' },
            { displayName: 'Address', name: 'address', type: 'string', default: '' },
          ],
        },
      ],
    },
    { displayName: 'File As', name: 'fileAs', type: 'string', default: '' },
    address('Home Address', 'homeAddress'),
    { displayName: 'Home Phones', name: 'homePhones', type: 'string', default: '' },
    { displayName: 'Im Addresses', name: 'imAddresses', type: 'string', default: '' },
    { displayName: 'Initials', name: 'initials', type: 'string', default: '' },
    { displayName: 'Job Title', name: 'jobTitle', type: 'string', default: '' },
    { displayName: 'Manager', name: 'manager', type: 'string', default: '' },
    { displayName: 'Middle Name', name: 'middleName', type: 'string', default: '' },
    { displayName: 'Mobile Phone', name: 'mobilePhone', type: 'string', default: '' },
    { displayName: 'First Name', name: 'givenName', type: 'string', default: '', displayOptions: { show: { '/operation': ['update'] } } },
    { displayName: 'Nick Name', name: 'nickName', type: 'string', default: '' },
    { displayName: 'Office Location', name: 'officeLocation', type: 'string', default: '' },
    address('Other Address', 'otherAddress'),
    { displayName: 'Personal Notes', name: 'personalNotes', type: 'string', default: '' },
    { displayName: 'Profession', name: 'profession', type: 'string', default: '' },
    { displayName: 'Spouse Name', name: 'spouseName', type: 'string', default: '' },
    { displayName: 'Last Name', name: 'surname', type: 'string', default: '' },
    { displayName: 'Title', name: 'title', type: 'string', default: '' },
  ];
}

const contactId = (operation: string): INodeProperties => ({
  displayName: 'Contact', name: 'contactId', type: 'resourceLocator', default: { mode: 'list', value: '' }, required: true,
  displayOptions: { show: { resource: ['contact'], operation: [operation] } }, modes: locatorModes('contact', ['list', 'id']),
});

/** How get and list answer: simplified, raw, or the picked fields. */
function output(operation: string): INodeProperties[] {
  return [
    {
      displayName: 'Output', name: 'output', type: 'options', default: 'simple', displayOptions: { show: { resource: ['contact'], operation: [operation] } },
      options: [{ name: 'Simplified', value: 'simple' }, { name: 'Raw', value: 'raw' }, { name: 'Selected Fields', value: 'fields' }],
    },
    {
      displayName: 'Fields', name: 'fields', type: 'multiOptions', default: [], displayOptions: { show: { output: ['fields'], resource: ['contact'], operation: [operation] } },
      options: [{ name: 'Created Date Time', value: 'createdDateTime' }, { name: 'Last Modified Date Time', value: 'lastModifiedDateTime' }, { name: 'Change Key', value: 'changeKey' }, { name: 'Categories', value: 'categories' }, { name: 'Parent Folder Id', value: 'parentFolderId' }, { name: 'Birthday', value: 'birthday' }, { name: 'File As', value: 'fileAs' }, { name: 'Name', value: 'displayName' }, { name: 'First Name', value: 'givenName' }, { name: 'Initials', value: 'initials' }, { name: 'Middle Name', value: 'middleName' }, { name: 'Nick Name', value: 'nickName' }, { name: 'Last Name', value: 'surname' }, { name: 'Title', value: 'title' }, { name: 'Yomi Given Name', value: 'yomiGivenName' }, { name: 'Yomi Surname', value: 'yomiSurname' }, { name: 'Yomi Company Name', value: 'yomiCompanyName' }, { name: 'Generation', value: 'generation' }, { name: 'Im Addresses', value: 'imAddresses' }, { name: 'Job Title', value: 'jobTitle' }, { name: 'Company Name', value: 'companyName' }, { name: 'Department', value: 'department' }, { name: 'Office Location', value: 'officeLocation' }, { name: 'Profession', value: 'profession' }, { name: 'Business Home Page', value: 'businessHomePage' }, { name: 'Assistant Name', value: 'assistantName' }, { name: 'Manager', value: 'manager' }, { name: 'Home Phones', value: 'homePhones' }, { name: 'Mobile Phone', value: 'mobilePhone' }, { name: 'Business Phones', value: 'businessPhones' }, { name: 'Spouse Name', value: 'spouseName' }, { name: 'Personal Notes', value: 'personalNotes' }, { name: 'Children', value: 'children' }, { name: 'Email Addresses', value: 'emailAddresses' }, { name: 'Home Address', value: 'homeAddress' }, { name: 'Business Address', value: 'businessAddress' }, { name: 'Other Address', value: 'otherAddress' }],
    },
  ];
}

/** Contacts: create, delete, get, list (by address or Graph filter), update. */
export const contactProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'getAll', noDataExpression: true, displayOptions: { show: { resource: ['contact'] } },
    options: [{ name: 'Create', value: 'create' }, { name: 'Delete', value: 'delete' }, { name: 'Get', value: 'get' }, { name: 'Get Many', value: 'getAll' }, { name: 'Update', value: 'update' }],
  },
  { displayName: 'First Name', name: 'givenName', type: 'string', default: '', required: true, displayOptions: { show: { resource: ['contact'], operation: ['create'] } } },
  { displayName: 'Last Name', name: 'surname', type: 'string', default: '', displayOptions: { show: { resource: ['contact'], operation: ['create'] } } },
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['contact'], operation: ['create'] } },
    options: contactFields(),
  },
  contactId('delete'),
  contactId('get'),
  ...output('get'),
  { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, displayOptions: { show: { resource: ['contact'], operation: ['getAll'] } } },
  { displayName: 'Limit', name: 'limit', type: 'number', default: 100, typeOptions: { minValue: 1 }, displayOptions: { show: { returnAll: [false], resource: ['contact'], operation: ['getAll'] } } },
  ...output('getAll'),
  {
    displayName: 'Filters', name: 'filters', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['contact'], operation: ['getAll'] } },
    options: [
      { displayName: 'Filter Query', name: 'custom', type: 'string', default: '' },
      { displayName: 'Email Address', name: 'emailAddress', type: 'string', default: '' },
    ],
  },
  contactId('update'),
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, placeholder: 'Add Field', displayOptions: { show: { resource: ['contact'], operation: ['update'] } },
    options: contactFields(),
  },
];
