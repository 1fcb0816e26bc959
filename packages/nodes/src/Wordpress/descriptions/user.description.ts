import type { INodeProperties } from '@weft/workflow';
import { contextField, operationField, orderField, returnAllAndLimit, show } from './shared.js';

/* User: create, get, get many, update (and n8n's hidden delete, which reassigns the user's posts). */

const text = (displayName: string, name: string, description: string): INodeProperties => ({ displayName, name, type: 'string', default: '', description });

const required = (field: INodeProperties): INodeProperties => ({ ...field, required: true, displayOptions: show('user', 'create') });

const usernameField = text('Username', 'username', 'Login name for the user');
const nameField = text('Name', 'name', 'Display name for the user');
const firstNameField = text('First Name', 'firstName', 'First name for the user');
const lastNameField = text('Last Name', 'lastName', 'Last name for the user');
const emailField: INodeProperties = { ...text('Email', 'email', 'The email address for the user'), placeholder: 'name@email.com' };
const passwordField: INodeProperties = { ...text('Password', 'password', 'Password for the user (never included)'), typeOptions: { password: true } };
const profileFields: INodeProperties[] = [
  text('URL', 'url', 'URL of the user'),
  text('Description', 'description', 'Description of the user'),
  text('Nickname', 'nickname', 'The nickname for the user'),
  text('Slug', 'slug', 'An alphanumeric identifier for the user'),
];

export const userProperties: INodeProperties[] = [
  operationField('user', 'user'),
  required(usernameField), required(nameField), required(firstNameField), required(lastNameField), required(emailField), required(passwordField),
  {
    displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: show('user', 'create'),
    options: profileFields,
  },
  { displayName: 'User ID', name: 'userId', type: 'string', required: true, default: '', description: 'Unique identifier for the user', displayOptions: show('user', 'update') },
  {
    displayName: 'Update Fields', name: 'updateFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: show('user', 'update'),
    options: [usernameField, nameField, firstNameField, lastNameField, emailField, passwordField, ...profileFields],
  },
  { displayName: 'User ID', name: 'userId', type: 'string', required: true, default: '', description: 'Unique identifier for the user', displayOptions: show('user', 'get') },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: show('user', 'get'),
    options: [contextField],
  },
  ...returnAllAndLimit('user'),
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: show('user', 'getAll'),
    options: [
      contextField,
      {
        displayName: 'Order By', name: 'orderBy', type: 'options', default: 'id', description: 'Sort collection by object attribute',
        options: ['email', 'id', 'include', 'include_slugs', 'name', 'registered_date', 'slug', 'url']
          .map((value) => ({ name: value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()), value })),
      },
      orderField,
      { displayName: 'Search', name: 'search', type: 'string', default: '', description: 'Limit results to those matching a string' },
      {
        displayName: 'Who', name: 'who', type: 'options', default: 'authors', description: 'Limit result set to users who are considered authors',
        options: [{ name: 'Authors', value: 'authors' }],
      },
    ],
  },
  {
    displayName: 'Reassign', name: 'reassign', type: 'string', required: true, default: '',
    description: 'Reassign the deleted user\'s posts and links to this user ID', displayOptions: show('user', 'delete'),
  },
];
