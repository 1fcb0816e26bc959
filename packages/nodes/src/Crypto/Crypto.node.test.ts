import { createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jsonOf, loadFixture, outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

const CRYPTO = 'n8n-nodes-base.crypto';

function errorOf(run: Awaited<ReturnType<typeof runFixture>>, node = 'Node') {
  return run.data.resultData.runData[node]?.[0]?.error;
}

describe('Crypto v1', () => {
  it('hashes, computes HMACs and generates values into the named fields', async () => {
    const run = await runFixture(loadFixture('./test/crypto-v1-actions.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    expect(jsonOf(run, 'MD5')).toEqual([
      { word: 'hello', hashes: { kept: true }, md5: '5d41402abc4b2a76b9719d911017c592' },
      { word: '', md5: 'd41d8cd98f00b204e9800998ecf8427e' },
    ]);
    expect(jsonOf(run, 'SHA256')[0]).toEqual({ word: 'hello', hashes: { kept: true }, 'hashes.sha256': 'LPJNul+wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ=' });
    expect(jsonOf(run, 'HMAC')[0]?.signature).toBe('9307b3b915efb5171ff14d8cb55fbcc798c6c0ef1456d66ded1a6aa723a58b7b');
    const ids = jsonOf(run, 'UUID').map((json) => json.id);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(jsonOf(run, 'Hex').map((json) => json.token)).toEqual([expect.stringMatching(/^[0-9a-f]{10}$/), expect.stringMatching(/^[0-9a-f]{10}$/)]);
    expect(outputOf(run, 'MD5').map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
    // The input item is not changed.
    expect(run.data.resultData.runData.Start?.[0]?.data?.main?.[0]?.[0]?.json).toEqual({ word: 'hello', hashes: { kept: true } });
  });

  it('hashes a binary file and keeps the file on the item', async () => {
    const run = await runFixture(loadFixture('./test/crypto-v1-binary.workflow.json', import.meta.url));
    expect(run.status).toBe('success');
    const [item] = outputOf(run, 'Checksum');
    expect(item?.json).toEqual({ name: 'hello.txt', checksum: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824' });
    expect(item?.binary?.file?.fileName).toBe('hello.txt');
  });

  it('fails clearly when the binary field is missing', async () => {
    const workflow = loadFixture('./test/crypto-v1-binary.workflow.json', import.meta.url);
    const node = workflow.nodes.find((n) => n.name === 'Checksum');
    if (node) node.parameters.binaryPropertyName = 'attachment';
    const run = await runFixture(workflow);
    expect(run.status).toBe('error');
    expect(errorOf(run, 'Checksum')?.message).toBe('The input item has no binary field "attachment"');
  });

  it('signs a value with a private key', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const run = await runFixture(singleNodeWorkflow({
      type: CRYPTO, typeVersion: 1,
      parameters: { action: 'sign', value: '={{ $json.text }}', dataPropertyName: 'sig', algorithm: 'RSA-SHA256', encoding: 'base64', privateKey: pem },
    }, [{ json: { text: 'pay 10' } }]));
    const signature = jsonOf(run, 'Node')[0]?.sig as string;
    expect(createVerify('RSA-SHA256').update('pay 10').verify(publicKey, signature, 'base64')).toBe(true);
  });

  it('explains a private key that cannot sign', async () => {
    const run = await runFixture(singleNodeWorkflow({
      type: CRYPTO, typeVersion: 1,
      parameters: { action: 'sign', value: 'x', algorithm: 'RSA-SHA256', privateKey: 'not a key' },
    }));
    expect(errorOf(run)?.message).toBe('The value could not be signed with this private key and algorithm');
    expect(errorOf(run)?.description).toContain('PEM');
  });

  it('refuses a value that is not text, or with continue on fail puts the error on the item', async () => {
    const workflow = singleNodeWorkflow({ type: CRYPTO, typeVersion: 1, parameters: { value: '={{ $json.data }}' } },
      [{ json: { data: { a: 1 } } }, { json: { data: 'ok' } }]);
    const run = await runFixture(workflow);
    expect(errorOf(run)?.message).toBe("'Value' must be text, but it is an object");
    const node = workflow.nodes.find((n) => n.name === 'Node');
    if (node) node.onError = 'continueRegularOutput';
    const continued = await runFixture(workflow);
    expect(jsonOf(continued, 'Node')).toEqual([
      { error: "'Value' must be text, but it is an object" },
      { data: '444bcb3a3fcf8389296c49467f27e1d6' },
    ]);
  });

  it('outputs nothing for no input items', async () => {
    const run = await runFixture(singleNodeWorkflow({ type: CRYPTO, typeVersion: 1, parameters: { value: 'x' } }, []));
    expect(jsonOf(run, 'Node')).toEqual([]);
  });

  it('refuses a number or null value with the words of Node\'s crypto, as n8n does', async () => {
    const run = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.crypto', typeVersion: 1, parameters: { value: '={{ $json.v }}' }, name: 'Hash' }, [{ json: { v: 1 } }]));
    expect(run.data.resultData.runData.Hash?.[0]?.error?.message).toBe('The "data" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received type number (1)');
    const empty = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.crypto', typeVersion: 1, parameters: { value: '={{ $json.v }}' }, name: 'Hash' }, [{ json: { v: null } }]));
    expect(empty.data.resultData.runData.Hash?.[0]?.error?.message).toMatch(/Received null$/);
  });
});
