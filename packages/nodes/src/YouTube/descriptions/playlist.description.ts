import type { INodeProperties } from '@weft/workflow';
import { contentOwner, contentOwnerChannel, languageField, ownerOptions, paging, partField, privacyField, show } from './shared.js';

const PARTS = ['contentDetails', 'id', 'localizations', 'player', 'snippet', 'status'];
const id = (operation: string): INodeProperties => ({ displayName: 'Playlist ID', name: 'playlistId', type: 'string', required: true, default: '', displayOptions: show('playlist', operation) });
const title = (operation: string): INodeProperties => ({ displayName: 'Title', name: 'title', type: 'string', required: true, default: '', displayOptions: show('playlist', operation), description: "The playlist's title" });
const description: INodeProperties = { displayName: 'Description', name: 'description', type: 'string', default: '', description: "The playlist's description" };
const tags: INodeProperties = { displayName: 'Tags', name: 'tags', type: 'string', default: '', description: 'Keyword tags, comma-separated' };

/** Playlist > Create, Delete, Get, Get Many, Update. */
export const playlistProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'getAll', displayOptions: { show: { resource: ['playlist'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Create a playlist', action: 'Create a playlist' },
      { name: 'Delete', value: 'delete', description: 'Delete a playlist', action: 'Delete a playlist' },
      { name: 'Get', value: 'get', description: 'Get a playlist', action: 'Get a playlist' },
      { name: 'Get Many', value: 'getAll', description: 'Get many playlists', action: 'Get many playlists' },
      { name: 'Update', value: 'update', description: 'Update a playlist', action: 'Update a playlist' },
    ],
  },
  title('create'),
  ownerOptions('playlist', 'create', description, privacyField(), tags, languageField('defaultLanguage', 'Default Language Name or ID'), contentOwnerChannel, contentOwner),
  id('get'),
  partField('playlist', 'get', PARTS),
  ownerOptions('playlist', 'get', contentOwner, contentOwnerChannel),
  id('delete'),
  ownerOptions('playlist', 'delete'),
  partField('playlist', 'getAll', PARTS),
  ...paging('playlist'),
  {
    displayName: 'Filters', name: 'filters', type: 'collection', placeholder: 'Add filter', default: {}, displayOptions: show('playlist', 'getAll'),
    options: [
      { displayName: 'Channel ID', name: 'channelId', type: 'string', default: '', description: "The channel's playlists" },
      { displayName: 'IDs', name: 'id', type: 'string', default: '', description: 'Comma-separated playlist IDs' },
    ],
  },
  ownerOptions('playlist', 'getAll', contentOwnerChannel, contentOwner),
  id('update'),
  title('update'),
  {
    displayName: 'Update Fields', name: 'updateFields', type: 'collection', placeholder: 'Add field', default: {}, displayOptions: show('playlist', 'update'),
    options: [languageField('defaultLanguage', 'Default Language Name or ID'), description, contentOwner, privacyField(), tags],
  },
];
