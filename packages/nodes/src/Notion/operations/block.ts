import type { IDataObject, IExecuteFunctions, INodeExecutionData } from '@weft/workflow';
import { formatBlocks } from '../build-body.js';
import { blockIdOf } from '../ids.js';
import { simplifyBlocks } from '../simplify.js';
import { notionRequest, notionRequestAll, segment } from '../transport.js';
import { perItem } from './run-per-item.js';

/** Append blocks after a page's or block's last child; output the appended blocks. */
export async function appendBlocks(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  return await perItem(this, async (index) => {
    const blockId = blockIdOf(this, index);
    const blocks = this.getNodeParameter('blockUi.blockValues', index, []) as IDataObject[];
    const answer = await notionRequest(this, 'PATCH', `/blocks/${segment(blockId)}/children`, { children: formatBlocks(blocks) });
    return answer.results as IDataObject[];
  });
}

/** Children of children, depth first, after their parent (child pages are not entered). */
async function withNested(context: IExecuteFunctions, blocks: IDataObject[], limit: number): Promise<IDataObject[]> {
  const all: IDataObject[] = [];
  for (const block of blocks) {
    all.push(block);
    if (all.length >= limit) break;
    if (block.type !== 'child_page' && block.has_children === true) {
      const children = (await notionRequestAll(context, 'GET', `/blocks/${segment(String(block.id))}/children`)).map((child) => ({ object: child.object, parent_id: block.id, ...child }));
      all.push(...await withNested(context, children, limit - all.length));
    }
  }
  return all.slice(0, limit);
}

/** A page's or block's child blocks; "simplify" (from 2.1) gives each its text as `content`. */
export async function getChildBlocks(this: IExecuteFunctions): Promise<INodeExecutionData[]> {
  return await perItem(this, async (index) => {
    const blockId = blockIdOf(this, index);
    const returnAll = this.getNodeParameter('returnAll', index) as boolean;
    const limit = returnAll ? Infinity : this.getNodeParameter('limit', index) as number;
    const path = `/blocks/${segment(blockId)}/children`;
    let blocks = returnAll
      ? await notionRequestAll(this, 'GET', path)
      : (await notionRequest(this, 'GET', path, undefined, { page_size: limit })).results as IDataObject[];
    if (this.getNodeParameter('fetchNestedBlocks', index)) blocks = await withNested(this, blocks, limit);
    blocks = blocks.map((block) => ({ object: block.object, parent_id: block.parent_id ?? blockId, ...block }));
    if (this.getNode().typeVersion > 2 && this.getNodeParameter('simplifyOutput', index, true)) blocks = simplifyBlocks(blocks, blockId);
    return blocks;
  });
}
