import { describe, expect, it } from 'vitest';
import { getNodeInputs, getNodeOutputs, isAiConnectionType } from '@weft/workflow';
import type { INodeTypeDescription } from '@weft/workflow';
import { listNodeTypeDescriptions } from '../builtin-node-types.js';

/*
 * The editor draws a node's inputs and outputs (the '+' under an AI root's Model input among them)
 * from the descriptions the server answers, as JSON, evaluated with getNodeInputs: the engine reads
 * a root's AI inputs the same way. A description whose endpoint expression does not evaluate for some
 * version loses its handles on the canvas and its sub-nodes in a run; these tests read them as served.
 */
const served = JSON.parse(JSON.stringify(listNodeTypeDescriptions())) as INodeTypeDescription[];
const versionsOf = (description: INodeTypeDescription) => [description.version].flat();
const node = (description: INodeTypeDescription, typeVersion: number, parameters = {}) => ({ name: description.displayName, typeVersion, parameters });

describe('endpoints of the served node descriptions', () => {
  const computed = served.filter((description) => typeof description.inputs === 'string' || typeof description.outputs === 'string');

  it('every computed list of inputs and outputs evaluates, for every version, with default parameters', () => {
    expect(computed.length).toBeGreaterThan(0);
    const unreadable = computed.flatMap((description) => versionsOf(description).flatMap((version) => [
      ...(getNodeInputs(description, node(description, version)) === null ? [`${description.name}@${version} inputs`] : []),
      ...(getNodeOutputs(description, node(description, version)) === null ? [`${description.name}@${version} outputs`] : []),
    ]));
    expect(unreadable).toEqual([]);
  });

  it('the Basic LLM Chain 1.7 as served asks for its one required Model, and an output parser only when switched on', () => {
    const chain = served.find((description) => description.name === '@n8n/n8n-nodes-langchain.chainLlm' && versionsOf(description).includes(1.7));
    if (!chain) throw new Error('The Basic LLM Chain 1.7 is not served');
    const aiInputs = (parameters: object) => getNodeInputs(chain, node(chain, 1.7, parameters))?.filter((input) => isAiConnectionType(input.type));
    expect(aiInputs({ promptType: 'define', text: 'Say hi' })).toEqual([{ type: 'ai_languageModel', displayName: 'Model', required: true, maxConnections: 1 }]);
    expect(aiInputs({ hasOutputParser: true, needsFallback: true })?.map((input) => input.displayName)).toEqual(['Model', 'Fallback Model', 'Output Parser']);
    // Versions before the switch existed always had the output parser input.
    expect(getNodeInputs(chain, node(chain, 1))?.filter((input) => isAiConnectionType(input.type)).map((input) => input.displayName)).toEqual(['Model', 'Output Parser']);
  });

  it('the AI Agent as served asks for a required Chat Model, Memory and Tools', () => {
    const agents = served.filter((description) => description.name === '@n8n/n8n-nodes-langchain.agent');
    expect(agents.length).toBeGreaterThan(0);
    for (const agent of agents) {
      for (const version of versionsOf(agent)) {
        const inputs = getNodeInputs(agent, node(agent, version))?.filter((input) => isAiConnectionType(input.type));
        expect(inputs?.slice(0, 3).map((input) => [input.displayName, input.required === true])).toEqual([['Chat Model', true], ['Memory', false], ['Tool', false]]);
      }
    }
  });
});
