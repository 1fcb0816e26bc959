import { describe, expect, it } from 'vitest';
import { api } from '../harness/api.js';
import { settledScreenshot, useBrowser } from '../harness/browser.js';
import { canvasNode, closeNode, openNode } from '../harness/node-parameters.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

/**
 * A sub-node is not executed by itself (issue 27): it only serves its root, so neither its node details
 * view nor its canvas toolbar offers a run, while its root keeps both.
 */
const PREFIX = '@n8n/n8n-nodes-langchain.';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const to = (node: string, type = 'main') => [[{ node, type, index: 0 }]];

describe('Sub-nodes in the node details view', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('offers no execute button for a chat model, memory, tool or parser; the agent keeps its own', async () => {
    const workflow = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Sub-node NDV ${unique()}`,
      nodes: [
        { id: 't', name: 'When clicking Test', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
        { id: 'a', name: 'AI Agent', type: `${PREFIX}agent`, typeVersion: 3, position: [240, 0], parameters: { promptType: 'define', text: 'Hi', hasOutputParser: true } },
        { id: 'm', name: 'OpenAI Chat Model', type: `${PREFIX}lmChatOpenAi`, typeVersion: 1.2, position: [120, 240], parameters: {} },
        { id: 'me', name: 'Simple Memory', type: `${PREFIX}memoryBufferWindow`, typeVersion: 1.3, position: [260, 240], parameters: {} },
        { id: 'ca', name: 'Calculator', type: `${PREFIX}toolCalculator`, typeVersion: 1, position: [400, 240], parameters: {} },
        { id: 'p', name: 'Structured Output Parser', type: `${PREFIX}outputParserStructured`, typeVersion: 1.2, position: [540, 240], parameters: {} },
      ],
      connections: {
        'When clicking Test': { main: to('AI Agent') },
        'OpenAI Chat Model': { ai_languageModel: to('AI Agent', 'ai_languageModel') },
        'Simple Memory': { ai_memory: to('AI Agent', 'ai_memory') },
        Calculator: { ai_tool: to('AI Agent', 'ai_tool') },
        'Structured Output Parser': { ai_outputParser: to('AI Agent', 'ai_outputParser') },
      },
    });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${workflow.id}`);
    await canvasNode(page, 'Calculator').waitFor();

    for (const name of ['OpenAI Chat Model', 'Simple Memory', 'Calculator', 'Structured Output Parser']) {
      await openNode(page, name);
      expect(await page.getByTestId('ndv-execute').count(), name).toBe(0);
      expect(await page.getByTestId('ndv-output-empty').textContent(), name).toBe("Execute the workflow to see this sub-node's calls");
      if (name === 'Calculator') await settledScreenshot(page, 'ai-sub-node-ndv-no-execute');
      await closeNode(page);
    }

    await openNode(page, 'AI Agent');
    expect((await page.getByTestId('ndv-execute').textContent())?.trim()).toBe('Execute node');
    expect(await page.getByTestId('ndv-output-empty').textContent()).toBe('Execute this node to view data');
    await closeNode(page);

    // The canvas's hover toolbar follows the same rule.
    await canvasNode(page, 'Calculator').hover();
    await canvasNode(page, 'Calculator').getByTestId('node-toolbar').waitFor();
    expect(await canvasNode(page, 'Calculator').getByTestId('node-execute').count()).toBe(0);
    await canvasNode(page, 'AI Agent').hover();
    await canvasNode(page, 'AI Agent').getByTestId('node-execute').waitFor();
  });

  it("shows a sub-node's 'must be connected' notice only while it is connected to nothing", async () => {
    const workflow = await api<{ id: string }>(baseUrl, 'POST', '/workflows', {
      name: `Connection hint ${unique()}`,
      nodes: [
        { id: 'a', name: 'AI Agent', type: `${PREFIX}agent`, typeVersion: 3, position: [240, 0], parameters: { promptType: 'define', text: 'Hi' } },
        { id: 'c1', name: 'Connected Calculator', type: `${PREFIX}toolCalculator`, typeVersion: 1, position: [240, 240], parameters: {} },
        { id: 'c2', name: 'Lone Calculator', type: `${PREFIX}toolCalculator`, typeVersion: 1, position: [480, 240], parameters: {} },
      ],
      connections: { 'Connected Calculator': { ai_tool: to('AI Agent', 'ai_tool') } },
    });
    const { page } = browser();
    await page.goto(`${baseUrl}/workflow/${workflow.id}`);
    await canvasNode(page, 'Lone Calculator').waitFor();

    await openNode(page, 'Lone Calculator');
    expect(await page.getByTestId('parameter-notice-notice').textContent()).toContain('This node must be connected to an AI agent');
    await closeNode(page);

    await openNode(page, 'Connected Calculator');
    await page.getByTestId('ndv-output-empty').waitFor();
    expect(await page.getByTestId('parameter-notice-notice').count()).toBe(0);
    expect(await page.getByTestId('ndv-no-parameters').textContent()).toBe('This node has no parameters');
    await settledScreenshot(page, 'ai-sub-node-connected-no-hint');
    await closeNode(page);
  });
});
