import type { INodeProperties } from '@weft/workflow';
import { contentOwner, paging, partField, show } from './shared.js';

const PARTS = ['brandingSettings', 'contentDetails', 'contentOwnerDetails', 'id', 'localizations', 'snippet', 'statistics', 'status', 'topicDetails'];
const text = (name: string, displayName: string, extra: Partial<INodeProperties> = {}): INodeProperties => ({ displayName, name, type: 'string', default: '', ...extra } as INodeProperties);
const flag = (name: string, displayName: string): INodeProperties => ({ displayName, name, type: 'boolean', default: false });
const one = (displayName: string, name: string, options: INodeProperties[]): INodeProperties => ({
  displayName, name, type: 'collection', placeholder: 'Add field', default: {}, typeOptions: { multipleValues: false }, options,
});

/** Channel > Get, Get Many, Update (branding, images, status) and Upload Banner. */
export const channelProperties: INodeProperties[] = [
  {
    displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'getAll', displayOptions: { show: { resource: ['channel'] } },
    options: [
      { name: 'Get', value: 'get', description: 'Retrieve a channel', action: 'Get a channel' },
      { name: 'Get Many', value: 'getAll', description: 'Retrieve many channels', action: 'Get many channels' },
      { name: 'Update', value: 'update', description: 'Update a channel', action: 'Update a channel' },
      { name: 'Upload Banner', value: 'uploadBanner', description: 'Upload a channel banner', action: 'Upload a channel banner' },
    ],
  },
  partField('channel', 'getAll', PARTS),
  ...paging('channel'),
  {
    displayName: 'Filters', name: 'filters', type: 'collection', placeholder: 'Add filter', default: {}, displayOptions: show('channel', 'getAll'),
    options: [
      text('categoryId', 'Category ID', { description: 'The channels of a YouTube guide category' }),
      text('forUsername', 'From Username', { description: 'The channel of a YouTube username' }),
      text('id', 'ID', { description: 'Comma-separated channel IDs' }),
      { ...flag('managedByMe', 'Managed By Me'), description: 'Whether to return only the channels the content owner manages' },
    ],
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions: show('channel', 'getAll'),
    options: [
      { displayName: 'Language Code Name or ID', name: 'h1', type: 'options', default: '', typeOptions: { loadOptionsMethod: 'getLanguages' }, description: 'The language of the localized texts' },
      contentOwner,
    ],
  },
  text('channelId', 'Channel ID', { required: true, displayOptions: show('channel', 'get') }),
  partField('channel', 'get', PARTS),
  text('channelId', 'Channel ID', { required: true, displayOptions: show('channel', 'update') }),
  {
    displayName: 'Update Fields', name: 'updateFields', type: 'collection', placeholder: 'Add field', default: {}, displayOptions: show('channel', 'update'),
    options: [
      {
        displayName: 'Branding Settings', name: 'brandingSettingsUi', type: 'fixedCollection', placeholder: 'Add branding settings', default: {}, typeOptions: { multipleValues: false },
        options: [
          {
            name: 'channelSettingsValues', displayName: 'Channel Settings',
            values: [one('Channel', 'channel', [
              text('country', 'Country'), text('description', 'Description'), text('defaultLanguage', 'Default Language'),
              text('defaultTab', 'Default Tab', { default: 'The content tab that users should display by default when viewers arrive at your channel page.' }),
              text('featuredChannelsTitle', 'Featured Channels Title'),
              { displayName: 'Featured Channels Urls', name: 'featuredChannelsUrls', type: 'string', default: [], typeOptions: { multipleValues: true } } as unknown as INodeProperties,
              text('keywords', 'Keywords'), flag('moderateComments', 'Moderate Comments'), text('profileColor', 'Profile Color'),
              flag('showRelatedChannels', 'Show Related Channels'), flag('showBrowseView', 'Show Browse View'),
              text('trackingAnalyticsAccountId', 'Tracking Analytics Account ID'), text('unsubscribedTrailer', 'Unsubscribed Trailer'),
            ])],
          },
          {
            name: 'imageSettingsValues', displayName: 'Image Settings',
            values: [one('Image', 'image', [text('bannerExternalUrl', 'Banner External URL'), text('trackingImageUrl', 'Tracking Image URL'), text('watchIconImageUrl', 'Watch Icon Image URL')])],
          },
          { name: 'statusValue', displayName: 'Status', values: [one('Status', 'status', [flag('selfDeclaredMadeForKids', 'Self Declared Made For Kids')])] },
        ],
      },
      contentOwner,
    ],
  },
  text('channelId', 'Channel ID', { required: true, displayOptions: show('channel', 'uploadBanner') }),
  text('binaryProperty', 'Input Binary Field', { default: 'data', required: true, displayOptions: show('channel', 'uploadBanner'), hint: 'The name of the input binary field holding the banner image' }),
];
