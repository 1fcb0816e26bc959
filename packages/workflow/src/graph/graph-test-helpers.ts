import type { IConnections, INode } from '../model/index.js';

/** A node for tests: only its name (and optionally type and settings) matter to the graph. */
export function testNode(name: string, extra: Partial<INode> = {}): INode {
  return { id: `id-${name}`, name, type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [0, 0], parameters: {}, ...extra };
}

/** Connections from `source->target` strings; `source:1->target:2` picks output 1 and input 2. */
export function testConnections(...links: string[]): IConnections {
  const connections: IConnections = {};
  for (const link of links) {
    const [from = '', to = ''] = link.split('->');
    const [source = '', output = '0'] = from.split(':');
    const [target = '', input = '0'] = to.split(':');
    const outputs = ((connections[source] ??= {}).main ??= []);
    while (outputs.length <= Number(output)) outputs.push([]);
    outputs[Number(output)]?.push({ node: target, type: 'main', index: Number(input) });
  }
  return connections;
}
