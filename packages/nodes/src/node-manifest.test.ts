import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isVersionedNodeType, nodeKind } from '@weft/workflow';
import type { INodeType, IVersionedNodeType } from '@weft/workflow';
import { buildNodeManifest } from './build-node-manifest.js';
import { builtinNodes } from './builtin-node-types.js';
import { coreNodeModules, subNodeModules } from './builtin-node-modules.js';
import { describeNodeType, NODE_MANIFEST_FILE, nodeManifestText, parseNodeManifest, readNodeManifest } from './node-manifest.js';

const STALE = 'the node manifest is out of date: run `npm run build` (it writes packages/nodes/src/node-manifest.json)';

/** Every built-in node type's live implementation, by folder (this loads every node module). */
async function liveNodeTypes(): Promise<Map<string, INodeType | IVersionedNodeType>> {
  const modules = [...coreNodeModules, ...subNodeModules];
  return new Map(await Promise.all(modules.map(async ({ folder, load }) => [folder, await load()] as const)));
}

function kinds(nodeType: INodeType | IVersionedNodeType): Record<string, string> {
  const versions = isVersionedNodeType(nodeType) ? Object.entries(nodeType.nodeVersions) : [['-', nodeType] as const];
  return Object.fromEntries(versions.map(([version, implementation]) => [version, nodeKind(implementation.description, implementation)]));
}

describe('the node manifest', () => {
  it('holds what each node\'s code describes, written as the build writes it', { timeout: 120_000 }, async () => {
    const built = await buildNodeManifest();
    const written = readNodeManifest();
    expect(written.map((entry) => entry.folder), STALE).toEqual(built.map((entry) => entry.folder));
    // Through the file's text, as the registry reads it.
    for (const entry of parseNodeManifest(nodeManifestText(built))) {
      expect(written.find((candidate) => candidate.folder === entry.folder), `${entry.folder}: ${STALE}`).toEqual(entry);
    }
    expect(readFileSync(new URL(`./${NODE_MANIFEST_FILE}`, import.meta.url), 'utf8'), STALE).toBe(nodeManifestText(built));
  });

  it('gives the registry node types with the code\'s descriptions, versions, functions and kinds', { timeout: 120_000 }, async () => {
    const live = await liveNodeTypes();
    for (const [folder, real] of live) {
      // A folder also holds its node's tool variant (another name).
      const lazy = builtinNodes.find((entry) => entry.folder === folder && entry.nodeType.description.name === real.description.name)?.nodeType;
      expect(lazy, folder).toBeDefined();
      if (!lazy) continue;
      expect(describeNodeType(folder, lazy), folder).toEqual(describeNodeType(folder, real));
      expect(kinds(lazy), folder).toEqual(kinds(real));
      if (isVersionedNodeType(real) && isVersionedNodeType(lazy)) {
        expect(lazy.currentVersion, folder).toBe(real.currentVersion);
        expect(lazy.getNodeType()?.description, folder).toEqual(real.getNodeType()?.description);
      }
    }
  });

  it('keeps a regular expression of a description (a locator mode\'s extractValue), and refuses a function', () => {
    const description = {
      displayName: 'Echo', name: 'test.echo', group: ['transform'], version: 1, description: '', defaults: { name: 'Echo' },
      inputs: ['main'], outputs: ['main'],
      properties: [{
        displayName: 'Channel', name: 'channel', type: 'resourceLocator', default: { mode: 'url', value: '' },
        modes: [{ displayName: 'By URL', name: 'url', type: 'string', extractValue: { type: 'regex', regex: /\/archives\/([A-Z0-9]+)/i } }],
      }],
    } as INodeType['description'];
    const [entry] = parseNodeManifest(nodeManifestText([describeNodeType('Echo', { description })]));
    const mode = entry?.kind === 'node' ? entry.description.properties[0]?.modes?.[0] : undefined;
    const regex = mode?.extractValue?.type === 'regex' ? mode.extractValue.regex : undefined;
    expect(regex).toBeInstanceOf(RegExp);
    expect(new RegExp(regex ?? '').exec('https://x.slack.com/archives/C0123')?.[1]).toBe('C0123');
    const withFunction = { ...description, defaults: { name: 'Echo', color: (() => '#fff') as unknown as string } };
    expect(() => nodeManifestText([describeNodeType('Echo', { description: withFunction })])).toThrow('holds a function at "color"');
  });
});
