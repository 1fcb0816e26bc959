import type { INodeProperties } from '@weft/workflow';
import { contentOwner, ownerOptions, paging, partField, show } from './shared.js';

const PARTS = ['contentDetails', 'id', 'snippet', 'status'];
const playlist = (operation: string): INodeProperties => ({
  displayName: 'Playlist Name or ID', name: 'playlistId', type: 'options', required: true, default: '', typeOptions: { loadOptionsMethod: 'getPlaylists' },
  displayOptions: show('playlistItem', operation), description: 'Choose from the list, or specify an ID using an expression',
});
const itemId = (operation: string): INodeProperties => ({ displayName: 'Playlist Item ID', name: 'playlistItemId', type: 'string', required: true, default: '', displayOptions: show('playlistItem', operation) });

/** Playlist Item > Add, Delete, Get, Get Many. */
export const playlistItemProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'add', displayOptions: { show: { resource: ['playlistItem'] } },
    options: [
      { name: 'Add', value: 'add', description: 'Add an item to a playlist', action: 'Add a playlist item' },
      { name: 'Delete', value: 'delete', description: 'Delete a item from a playlist', action: 'Delete a playlist item' },
      { name: 'Get', value: 'get', description: "Get a playlist's item", action: 'Get a playlist item' },
      { name: 'Get Many', value: 'getAll', description: 'Retrieve many playlist items', action: 'Get many playlist items' },
    ],
  },
  playlist('add'),
  { displayName: 'Video ID', name: 'videoId', type: 'string', required: true, default: '', displayOptions: show('playlistItem', 'add') },
  ownerOptions('playlistItem', 'add',
    { displayName: 'End At', name: 'endAt', type: 'dateTime', default: '', description: 'The time the video should stop playing' },
    { displayName: 'Note', name: 'note', type: 'string', default: '', description: "A user-generated note for this item; at most 280 characters" },
    contentOwner,
    { displayName: 'Position', name: 'position', type: 'number', typeOptions: { minValue: 0 }, default: '', description: "The item's place in the playlist, from 0" } as unknown as INodeProperties,
    { displayName: 'Start At', name: 'startAt', type: 'dateTime', default: '', description: 'The time the video should start playing' }),
  itemId('get'),
  partField('playlistItem', 'get', PARTS),
  ownerOptions('playlistItem', 'get'),
  itemId('delete'),
  ownerOptions('playlistItem', 'delete'),
  playlist('getAll'),
  partField('playlistItem', 'getAll', PARTS),
  ...paging('playlistItem'),
  ownerOptions('playlistItem', 'getAll'),
];
