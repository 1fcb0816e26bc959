import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../harness/api.js';
import { screenshot, useBrowser } from '../harness/browser.js';
import { eventually } from '../harness/eventually.js';
import { sharedBaseUrl } from '../harness/shared-server.js';

interface Saved {
  id: string;
  nodes: Array<{ name: string; retryOnFail?: boolean; notes?: string; notesInFlow?: boolean }>;
  pinData: Record<string, Array<{ json: Record<string, unknown> }>>;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Manual Trigger -> Code (30 items) -> Edit Fields greeting each item by name. */
function threeNodes(name: string) {
  return {
    name,
    nodes: [
      { id: 't1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
      {
        id: 'c1', name: 'Code', type: 'n8n-nodes-base.code', typeVersion: 2, position: [300, 0],
        parameters: { jsCode: 'return Array.from({ length: 30 }, (_, i) => ({ json: { name: `Person ${i + 1}` } }));' },
      },
      {
        id: 's1', name: 'Edit Fields', type: 'n8n-nodes-base.set', typeVersion: 3.4, position: [600, 0],
        parameters: { assignments: { assignments: [{ id: 'g', name: 'greeting', value: '={{ "Hi " + $json.name }}', type: 'string' }] } },
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Code', type: 'main', index: 0 }]] },
      Code: { main: [[{ node: 'Edit Fields', type: 'main', index: 0 }]] },
    },
  };
}

const canvasNode = (page: Page, name: string) => page.locator(`[data-testid="canvas-node"][data-node-name="${name}"]`);
const saveState = (page: Page, state: 'saved' | 'dirty') =>
  page.locator(`[data-testid="workflow-save-button"][data-state="${state}"]`).waitFor();

async function openWorkflow(page: Page, baseUrl: string, label: string): Promise<Saved> {
  const created = await api<Saved>(baseUrl, 'POST', '/workflows', threeNodes(`Pin ${label} ${unique()}`));
  await page.goto(`${baseUrl}/workflow/${created.id}`);
  await canvasNode(page, 'Code').waitFor();
  await saveState(page, 'saved');
  return created;
}

async function openNode(page: Page, name: string): Promise<void> {
  await canvasNode(page, name).dblclick({ position: { x: 30, y: 40 } });
  await page.getByTestId('ndv').waitFor();
}

async function closeNode(page: Page): Promise<void> {
  await page.getByTestId('ndv-back').click();
  await page.getByTestId('ndv').waitFor({ state: 'detached' });
}

/** Replaces the pin data editor's text, typed as a user would (the editor has no auto-closing brackets). */
async function typeIntoEditor(page: Page, text: string): Promise<void> {
  const content = page.locator('[data-testid="pin-data-code"] .cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

async function editorProblem(page: Page): Promise<string> {
  return (await page.getByTestId('pin-data-error').textContent()) ?? '';
}

describe('pin data', () => {
  const baseUrl = sharedBaseUrl();
  const browser = useBrowser();

  it('pins typed items on Code, saves them with the workflow, and they are still pinned after a reload', async () => {
    const { page } = browser();
    const created = await openWorkflow(page, baseUrl, 'save');
    await openNode(page, 'Code');
    await page.getByTestId('pin-data-edit').click();
    // Without a run the editor opens on an example of the expected shape.
    await expect.poll(() => page.locator('[data-testid="pin-data-code"] .cm-content').textContent()).toContain('First item');
    await typeIntoEditor(page, '[\n{"name": "Ada"},\n{"name": "Lin"}\n]');
    await screenshot(page, 'pin-data-editing');
    await page.getByTestId('pin-data-save').click();

    await page.getByTestId('pinned-banner').waitFor();
    await expect.poll(() => page.getByTestId('ndv-output-data').textContent()).toContain('Lin');
    await screenshot(page, 'pin-data-pinned');
    await closeNode(page);
    await page.locator('[data-testid="canvas-node"][data-node-name="Code"][data-pinned="true"]').waitFor();
    await saveState(page, 'dirty');
    await page.getByTestId('workflow-save-button').click();
    await saveState(page, 'saved');

    const stored = await api<Saved>(baseUrl, 'GET', `/workflows/${created.id}`);
    expect(stored.pinData).toEqual({ Code: [{ json: { name: 'Ada' } }, { json: { name: 'Lin' } }] });

    await page.reload();
    await canvasNode(page, 'Code').waitFor();
    await openNode(page, 'Code');
    await page.getByTestId('pinned-banner').waitFor();
    await expect.poll(() => page.getByTestId('ndv-output-data').textContent()).toContain('Ada');

    // Unpinning from the banner is one undoable edit.
    await page.getByTestId('pinned-banner-unpin').click();
    await page.getByTestId('pinned-banner').waitFor({ state: 'detached' });
    await closeNode(page);
    await saveState(page, 'dirty');
  });

  it('explains invalid JSON with its position and line, single quotes with the hint, and too much data with the 12 MB message', async () => {
    const { page, context } = browser();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await openWorkflow(page, baseUrl, 'invalid');
    await openNode(page, 'Code');
    await page.getByTestId('pin-data-edit').click();

    await typeIntoEditor(page, '[\n  {"a": 1,}\n]');
    await page.getByTestId('pin-data-save').click();
    await eventually(async () => expect(await editorProblem(page)).toContain("Unexpected token '}' at position 12 (line 2 column 11)"));

    await typeIntoEditor(page, "[{'name': 'Ada'}]");
    await page.getByTestId('pin-data-save').click();
    await page.getByTestId('pin-data-hint').waitFor();
    await eventually(async () => expect(await page.getByTestId('pin-data-hint').textContent()).toBe('Use double quotes " instead of single quotes \''));
    await eventually(async () => expect(await editorProblem(page)).toContain('at position 2 (line 1 column 3)'));
    await screenshot(page, 'pin-data-single-quotes');

    const large = JSON.stringify([{ text: 'x'.repeat(13 * 1024 * 1024) }]);
    await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(large)})`);
    await page.locator('[data-testid="pin-data-code"] .cm-content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('ControlOrMeta+v');
    await page.getByTestId('pin-data-save').click();
    await expect.poll(() => editorProblem(page), { timeout: 20_000 })
      .toContain('Output data is too large to pin: at most 12MB of output per workflow');
    await screenshot(page, 'pin-data-too-large');

    // Nothing was pinned by the refused saves.
    await page.getByTestId('pin-data-cancel').click();
    await eventually(async () => expect(await page.getByTestId('pinned-banner').count()).toBe(0));
    await saveState(page, 'saved');
  });

  it('asks before closing the view with changed text: keep editing stays, discard closes', async () => {
    const { page } = browser();
    await openWorkflow(page, baseUrl, 'close');
    await openNode(page, 'Code');
    await page.getByTestId('pin-data-edit').click();
    await typeIntoEditor(page, '[{"changed": true}]');

    await page.getByTestId('ndv-back').click();
    await page.getByTestId('pin-data-discard-confirm').waitFor();
    await screenshot(page, 'pin-data-close-confirm');
    await page.getByTestId('pin-data-keep-editing').click();
    await page.getByTestId('pin-data-discard-confirm').waitFor({ state: 'detached' });
    await eventually(async () => expect(await page.getByTestId('pin-data-editor').isVisible()).toBe(true));

    await page.getByTestId('ndv-back').click();
    await page.getByTestId('pin-data-discard').click();
    await page.getByTestId('ndv').waitFor({ state: 'detached' });
    await saveState(page, 'saved');
  });

  it('settings tab: retry on fail shows its tries and wait, notes show in the flow, Ctrl+Z undoes', async () => {
    const { page } = browser();
    const created = await openWorkflow(page, baseUrl, 'settings');
    await openNode(page, 'Code');
    await page.getByTestId('ndv-tab-settings').click();
    await eventually(async () => expect(await page.getByTestId('node-settings-retry').count()).toBe(0));
    await page.getByTestId('node-setting-retryOnFail').click();
    await page.getByTestId('node-settings-retry').waitFor();
    await eventually(async () => expect(await page.getByTestId('node-setting-maxTries').inputValue()).toBe('3'));
    await eventually(async () => expect(await page.getByTestId('node-setting-waitBetweenTries').inputValue()).toBe('1000'));

    // Typed key by key: the whole text is still one undo step.
    await page.getByTestId('node-setting-notes').pressSequentially('Makes 30 people');
    await page.getByTestId('node-setting-notesInFlow').click();
    await screenshot(page, 'node-settings-tab');
    await closeNode(page);
    await expect.poll(() => canvasNode(page, 'Code').getByTestId('node-notes').textContent()).toBe('Makes 30 people');
    await screenshot(page, 'node-notes-in-flow');

    await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
    await page.keyboard.press('ControlOrMeta+z'); // notesInFlow
    await page.keyboard.press('ControlOrMeta+z'); // the notes, one step for the whole text
    await page.keyboard.press('ControlOrMeta+z'); // retryOnFail
    await saveState(page, 'saved');
    await openNode(page, 'Code');
    await page.getByTestId('ndv-tab-settings').click();
    await eventually(async () => expect(await page.getByTestId('node-settings-retry').count()).toBe(0));
    await eventually(async () => expect(await page.getByTestId('node-setting-notes').inputValue()).toBe(''));

    await page.getByTestId('node-setting-retryOnFail').click();
    await page.getByTestId('node-setting-maxTries').fill('5');
    await closeNode(page);
    await page.getByTestId('workflow-save-button').click();
    await saveState(page, 'saved');
    const stored = await api<Saved & { nodes: Array<{ name: string; maxTries?: number }> }>(baseUrl, 'GET', `/workflows/${created.id}`);
    expect(stored.nodes.find((n) => n.name === 'Code')).toMatchObject({ retryOnFail: true, maxTries: 5 });
  });

  it('pins the output of a run, edits it, and the next run uses the pinned items downstream', async () => {
    const { page } = browser();
    const created = await openWorkflow(page, baseUrl, 'run');
    await page.getByTestId('execute-workflow-button').click();
    await page.locator('[data-testid="canvas-node"][data-node-name="Edit Fields"][data-run="success"]').waitFor({ timeout: 20_000 });

    await openNode(page, 'Code');
    await expect.poll(() => page.getByTestId('ndv-output-item-count').textContent()).toContain('30');
    await page.getByTestId('pin-data-toggle').click();
    await page.getByTestId('pinned-banner').waitFor();
    await saveState(page, 'dirty');
    await page.getByTestId('pin-data-edit').click();
    // The editor opens on the pinned output: the 30 generated people.
    await expect.poll(() => page.locator('[data-testid="pin-data-code"] .cm-content').textContent()).toContain('Person 1');
    await typeIntoEditor(page, '[{"name": "Ada"}, {"name": "Lin"}]');
    await page.getByTestId('pin-data-save').click();
    await page.getByTestId('pinned-banner').waitFor();
    await closeNode(page);

    await page.getByTestId('execute-workflow-button').click();
    await page.locator('[data-testid="execute-workflow-button"][data-running="false"]').waitFor({ timeout: 20_000 });
    await openNode(page, 'Edit Fields');
    await expect.poll(() => page.getByTestId('ndv-output-data').textContent()).toContain('Hi Lin');
    const output = (await page.getByTestId('ndv-output-data').textContent()) ?? '';
    expect(output).toContain('Hi Ada');
    expect(output).not.toContain('Person');
    await screenshot(page, 'pin-data-used-by-run');

    await closeNode(page);
    await page.getByTestId('workflow-save-button').click();
    await saveState(page, 'saved');
    const stored = await api<Saved>(baseUrl, 'GET', `/workflows/${created.id}`);
    expect(stored.pinData.Code).toHaveLength(2);
  });

  it('a past execution shows pinned output read-only: the banner without unpin, no pin or edit buttons, settings disabled', async () => {
    const { page } = browser();
    const workflow = { ...threeNodes(`Pin read-only ${unique()}`), pinData: { Code: [{ json: { name: 'Ada' } }] } };
    const saved = await api<Saved>(baseUrl, 'POST', '/workflows', workflow);
    const { executionId } = await api<{ executionId: string }>(baseUrl, 'POST', '/workflows/run', {
      workflowData: { ...workflow, id: saved.id },
    });
    await expect.poll(async () => (await api<{ finished: boolean }>(baseUrl, 'GET', `/executions/${executionId}`)).finished,
      { timeout: 20_000 }).toBe(true);

    await page.goto(`${baseUrl}/execution/${executionId}`);
    await canvasNode(page, 'Code').waitFor();
    await openNode(page, 'Code');
    await page.getByTestId('pinned-banner').waitFor();
    await eventually(async () => expect(await page.getByTestId('pinned-banner-unpin').count()).toBe(0));
    await eventually(async () => expect(await page.getByTestId('pin-data-toggle').count()).toBe(0));
    await eventually(async () => expect(await page.getByTestId('pin-data-edit').count()).toBe(0));
    await page.getByTestId('ndv-tab-settings').click();
    await eventually(async () => expect(await page.locator('[data-testid="node-setting-notes"]').isDisabled()).toBe(true));
    await eventually(async () => expect(await page.locator('[data-testid="node-setting-retryOnFail"]').isDisabled()).toBe(true));
    await screenshot(page, 'pin-data-read-only');
  });

  it('does not pin output holding binary data, and says why', async () => {
    const { page } = browser();
    const workflow = threeNodes(`Pin binary ${unique()}`);
    const code = workflow.nodes[1] as { parameters: Record<string, unknown> };
    code.parameters = {
      jsCode: "return [{ json: { file: 'note' }, binary: { data: { data: 'aGVsbG8=', mimeType: 'text/plain', fileName: 'note.txt' } } }];",
    };
    const created = await api<Saved>(baseUrl, 'POST', '/workflows', workflow);
    await page.goto(`${baseUrl}/workflow/${created.id}`);
    await canvasNode(page, 'Code').waitFor();
    await page.getByTestId('execute-workflow-button').click();
    await page.locator('[data-testid="canvas-node"][data-node-name="Code"][data-run="success"]').waitFor({ timeout: 20_000 });
    await openNode(page, 'Code');

    const toggle = page.getByTestId('pin-data-toggle');
    await expect.poll(() => toggle.getAttribute('aria-disabled')).toBe('true');
    // A user's click on it does nothing (Playwright would wait for it to be enabled: forced).
    await toggle.click({ force: true });
    await toggle.hover({ force: true });
    await page.getByText('Output with binary data cannot be pinned: pinned data holds JSON only.').waitFor();
    await screenshot(page, 'pin-data-binary');
    await eventually(async () => expect(await page.getByTestId('pinned-banner').count()).toBe(0));
    await closeNode(page);
    await saveState(page, 'saved');
  });
});
