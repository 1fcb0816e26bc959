import type { IDataObject, IExecuteFunctions, ILoadOptionsFunctions, INodeExecutionData, INodePropertyOptions, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { mapEachItem } from '../shared/item-loop.helper.js';
import { linkedInProperties } from './linkedin.description.js';
import { linkedInRequest } from './transport.js';

/** LinkedIn's "little text" format: these characters must be escaped in a post's commentary. */
const escapeCommentary = (text: string) => text.replace(/[\\|{}@[\]()<>#*_~]/g, (char) => `\\${char}`);

/** Uploads an item's binary as a LinkedIn image (initializeUpload, then PUT to the upload URL); its image URN. */
async function uploadImage(context: IExecuteFunctions, i: number, author: string, field: string): Promise<string> {
  const binary = context.helpers.assertBinaryData(i, field);
  const bytes = await context.helpers.getBinaryDataBuffer(i, field);
  const init = await linkedInRequest(context, {
    method: 'POST', url: '/rest/images', qs: { action: 'initializeUpload' }, body: { initializeUploadRequest: { owner: author } },
  });
  const value = (init.body as IDataObject).value as IDataObject;
  await linkedInRequest(context, {
    method: 'PUT', url: String(value.uploadUrl), body: bytes, json: false, headers: { 'Content-Type': binary.mimeType || 'application/octet-stream' },
  });
  return String(value.image);
}

async function createPost(context: IExecuteFunctions, i: number): Promise<IDataObject> {
  const postAs = context.getNodeParameter('postAs', i) as string;
  const author = postAs === 'person'
    ? `urn:li:person:${String(context.getNodeParameter('person', i))}`
    : `urn:li:organization:${String(context.getNodeParameter('organization', i))}`;
  const text = context.getNodeParameter('text', i, '') as string;
  const category = context.getNodeParameter('shareMediaCategory', i) as string;
  const fields = context.getNodeParameter('additionalFields', i, {}) as IDataObject;
  const body: IDataObject = {
    author, commentary: escapeCommentary(text), visibility: postAs === 'person' ? String(fields.visibility ?? 'PUBLIC') : 'PUBLIC',
    distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
    lifecycleState: 'PUBLISHED', isReshareDisabledByAuthor: false,
  };
  if (category === 'IMAGE') {
    const image = await uploadImage(context, i, author, context.getNodeParameter('binaryPropertyName', i) as string);
    body.content = { media: { id: image, ...(fields.title ? { title: fields.title } : {}) } };
  } else if (category === 'ARTICLE') {
    if (!fields.originalUrl) throw new NodeOperationError(context.getNode(), 'An article post needs its Original URL', { itemIndex: i });
    const article: IDataObject = { source: fields.originalUrl, title: fields.title ?? '' };
    if (fields.description) article.description = fields.description;
    // The thumbnail is an image of the item's, when it has one under the field named.
    const thumbnailField = String(fields.thumbnailBinaryPropertyName ?? '');
    if (thumbnailField && context.getInputData()[i]?.binary?.[thumbnailField]) article.thumbnail = await uploadImage(context, i, author, thumbnailField);
    body.content = { article };
  }
  const response = await linkedInRequest(context, { method: 'POST', url: '/rest/posts', body });
  const urn = (response.headers as IDataObject)['x-restli-id'];
  return { urn, ...(typeof response.body === 'object' && response.body !== null ? response.body as IDataObject : {}) };
}

/** `n8n-nodes-base.linkedIn` 1: posts (text, article, image) as a member or an organization through the Posts API. */
export class LinkedIn implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'LinkedIn',
    name: 'n8n-nodes-base.linkedIn',
    icon: 'file:linkedin.svg',
    group: ['input'],
    version: 1,
    subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
    description: 'Consume LinkedIn API',
    defaults: { name: 'LinkedIn' },
    usableAsTool: true,
    inputs: ['main'],
    outputs: ['main'],
    credentials: [
      { name: 'linkedInOAuth2Api', required: true, displayOptions: { show: { authentication: ['standard'] } } },
      { name: 'linkedInCommunityManagementOAuth2Api', required: true, displayOptions: { show: { authentication: ['communityManagement'] } } },
    ],
    properties: linkedInProperties,
  };

  methods = {
    loadOptions: {
      /** The connected member: OpenID userinfo's `sub`, or the legacy profile's id. */
      async getPersonUrn(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
        const type = this.getNodeParameter('authentication', 'standard') === 'communityManagement' ? 'linkedInCommunityManagementOAuth2Api' : 'linkedInOAuth2Api';
        const credentials = await this.getCredentials(type);
        if (type === 'linkedInCommunityManagementOAuth2Api' || credentials.legacy === true) {
          const me = (await linkedInRequest(this, { method: 'GET', url: '/v2/me' })).body as IDataObject;
          return [{ name: `${String(me.localizedFirstName ?? '')} ${String(me.localizedLastName ?? '')}`.trim(), value: String(me.id) }];
        }
        const me = (await linkedInRequest(this, { method: 'GET', url: '/v2/userinfo' })).body as IDataObject;
        return [{ name: String(me.name ?? me.sub), value: String(me.sub) }];
      },
    },
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    return [await mapEachItem(this, this.getInputData(), async (_item, i) => {
      const operation = this.getNodeParameter('operation', i) as string;
      if (operation !== 'create') throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not supported`, { itemIndex: i });
      return { json: await createPost(this, i), pairedItem: { item: i } };
    })];
  }
}
