import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeApiError, NodeOperationError } from '@weft/workflow';
import { channelProperties } from './descriptions/channel.description.js';
import { playlistProperties } from './descriptions/playlist.description.js';
import { playlistItemProperties } from './descriptions/playlist-item.description.js';
import { videoProperties } from './descriptions/video.description.js';
import { videoCategoryProperties } from './descriptions/video-category.description.js';
import { loadOptions } from './methods.js';
import { channelOperations } from './operations/channel.js';
import type { Operation } from './operations/common.js';
import { playlistItemOperations, playlistOperations } from './operations/playlist.js';
import { videoCategoryOperations, videoOperations } from './operations/video.js';

const operations: Record<string, Record<string, Operation>> = {
  channel: channelOperations, playlist: playlistOperations, playlistItem: playlistItemOperations, video: videoOperations, videoCategory: videoCategoryOperations,
};
const DEFAULT_OPERATION: Record<string, string> = { channel: 'getAll', playlist: 'getAll', playlistItem: 'add', video: 'getAll', videoCategory: 'getAll' };

/** YouTube 1: channels, playlists and their items, videos (with upload) and video categories, through the YouTube Data API v3. */
export class YouTube implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'YouTube',
    name: 'n8n-nodes-base.youTube',
    icon: 'file:youTube.svg',
    group: ['input'],
    version: 1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Works with YouTube channels, playlists and videos',
    defaults: { name: 'YouTube' },
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'youTubeOAuth2Api', required: true }],
    properties: [
      {
        displayName: 'Resource', name: 'resource', type: 'options', noDataExpression: true, default: 'channel',
        options: [
          { name: 'Channel', value: 'channel' }, { name: 'Playlist', value: 'playlist' }, { name: 'Playlist Item', value: 'playlistItem' },
          { name: 'Video', value: 'video' }, { name: 'Video Category', value: 'videoCategory' },
        ],
      },
      ...channelProperties,
      ...playlistProperties,
      ...playlistItemProperties,
      ...videoProperties,
      ...videoCategoryProperties,
    ],
  } as INodeTypeDescription;

  methods = { loadOptions };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const resource = String(this.getNodeParameter('resource', 0, 'channel'));
    const operation = String(this.getNodeParameter('operation', 0, DEFAULT_OPERATION[resource] ?? 'getAll'));
    const run = operations[resource]?.[operation];
    if (!run) throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not known for ${resource}`);
    const output: INodeExecutionData[] = [];
    const count = this.getInputData().length;
    for (let index = 0; index < count; index++) {
      try {
        const result = await run.call(this, index);
        output.push(...[result].flat().map((json: IDataObject) => ({ json, pairedItem: { item: index } })));
      } catch (error) {
        if (this.continueOnFail()) {
          output.push({ json: { error: (error as Error).message }, pairedItem: { item: index } });
          continue;
        }
        if (error instanceof NodeApiError || error instanceof NodeOperationError) {
          error.context.itemIndex ??= index;
          throw error;
        }
        throw new NodeOperationError(this.getNode(), error as Error, { itemIndex: index });
      }
    }
    return [output];
  }
}
