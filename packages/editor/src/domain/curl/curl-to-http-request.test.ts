import { describe, expect, it } from 'vitest';
import { CurlParseError, curlToHttpRequest } from './curl-to-http-request';

const params = (command: string, version = 4.2) => curlToHttpRequest(command, version).parameters;

describe('curlToHttpRequest', () => {
  it('takes -X, -H and a JSON -d as method, headers and a JSON body (the node sets the content type itself)', () => {
    expect(params(`curl -X PUT https://api.example.com/items/7 -H 'Content-Type: application/json' -H "Authorization: Bearer abc" -d '{"name":"Lamp","tags":["a"]}'`)).toEqual({
      method: 'PUT', url: 'https://api.example.com/items/7',
      sendHeaders: true, specifyHeaders: 'keypair', headerParameters: { parameters: [{ name: 'Authorization', value: 'Bearer abc' }] },
      sendBody: true, contentType: 'json', specifyBody: 'json', jsonBody: '{\n  "name": "Lamp",\n  "tags": [\n    "a"\n  ]\n}',
      options: {},
    });
  });

  it('moves the query string into query parameters, decoded and in order, duplicates kept', () => {
    expect(params('curl "https://x.io/search?q=red%20shoes&page=2&tag=a&tag=b#top"')).toMatchObject({
      method: 'GET', url: 'https://x.io/search', sendQuery: true, specifyQuery: 'keypair',
      queryParameters: { parameters: [{ name: 'q', value: 'red shoes' }, { name: 'page', value: '2' }, { name: 'tag', value: 'a' }, { name: 'tag', value: 'b' }] },
    });
  });

  it('reads -d pairs without a content type as a form-urlencoded body and defaults the method to POST', () => {
    expect(params('curl https://x.io/login -d user=ann -d "pass=s3cr%26t"')).toMatchObject({
      method: 'POST', sendBody: true, contentType: 'form-urlencoded', specifyBody: 'keypair',
      bodyParameters: { parameters: [{ name: 'user', value: 'ann' }, { name: 'pass', value: 's3cr&t' }] },
    });
  });

  it('encodes --data-urlencode values as curl does', () => {
    expect(params(`curl https://x.io/c --data-urlencode 'comment=hello world & more' --data-urlencode '=just text'`).bodyParameters)
      .toBeUndefined();
    expect(params(`curl https://x.io/c --data-urlencode 'comment=hello world & more' --data-urlencode 'lang=en'`)).toMatchObject({
      contentType: 'form-urlencoded', bodyParameters: { parameters: [{ name: 'comment', value: 'hello world & more' }, { name: 'lang', value: 'en' }] },
    });
  });

  it('sends -G data as query parameters with GET', () => {
    expect(params(`curl -G https://x.io/s --data-urlencode 'q=hello world' -d page=2`)).toEqual({
      method: 'GET', url: 'https://x.io/s', sendQuery: true, specifyQuery: 'keypair',
      queryParameters: { parameters: [{ name: 'q', value: 'hello world' }, { name: 'page', value: '2' }] }, options: {},
    });
  });

  it('reads --json as a JSON body with curl\'s accept header', () => {
    expect(params(`curl --json '{"x":2}' https://x.io/j`)).toMatchObject({
      method: 'POST', contentType: 'json', specifyBody: 'json', jsonBody: '{\n  "x": 2\n}',
      headerParameters: { parameters: [{ name: 'Accept', value: 'application/json' }] },
    });
  });

  it('makes -F fields a multipart body, a file field an input binary property', () => {
    const result = curlToHttpRequest(`curl -F 'photo=@/tmp/cat.png;type=image/png' -F name=Tom -F "note=a b" https://x.io/up`, 4.2);
    expect(result.parameters).toMatchObject({
      method: 'POST', contentType: 'multipart-form-data',
      bodyParameters: { parameters: [
        { parameterType: 'formBinaryData', name: 'photo', inputDataFieldName: 'photo' },
        { parameterType: 'formData', name: 'name', value: 'Tom' },
        { parameterType: 'formData', name: 'note', value: 'a b' },
      ] },
    });
    expect(result.notes).toEqual([expect.stringContaining('binary property "photo"')]);
  });

  it('turns -u into a basic Authorization header', () => {
    expect(params('curl -u ann:pä55 https://x.io/me').headerParameters).toEqual({ parameters: [{ name: 'Authorization', value: 'Basic YW5uOnDDpDU1' }] });
    expect(params('curl --user ann https://x.io/me').headerParameters).toEqual({ parameters: [{ name: 'Authorization', value: 'Basic YW5uOg==' }] });
  });

  it('reads a multi-line command copied from browser dev tools (backslash continuations, --data-raw, --compressed)', () => {
    const command = [
      "curl 'https://shop.example.com/api/cart' \\",
      "  -H 'accept: */*' \\",
      "  -H 'content-type: text/plain;charset=UTF-8' \\",
      "  -b 'session=abc; theme=dark' \\",
      "  --data-raw 'add item 42' \\",
      '  --compressed',
    ].join('\n');
    expect(params(command)).toEqual({
      method: 'POST', url: 'https://shop.example.com/api/cart',
      sendHeaders: true, specifyHeaders: 'keypair', headerParameters: { parameters: [
        { name: 'accept', value: '*/*' }, { name: 'content-type', value: 'text/plain;charset=UTF-8' }, { name: 'Cookie', value: 'session=abc; theme=dark' },
      ] },
      sendBody: true, contentType: 'raw', rawContentType: 'text/plain;charset=UTF-8', body: 'add item 42', options: {},
    });
  });

  it('reads grouped short flags, a value glued to its letter, -I, -k, -m and --url', () => {
    expect(params('curl -sSL -XDELETE -k -m 2.5 --url https://x.io/a')).toEqual({
      method: 'DELETE', url: 'https://x.io/a', options: { allowUnauthorizedCerts: true, timeout: 2500 },
    });
    expect(params('curl -I x.io/health').method).toBe('HEAD');
    expect(params('curl -I x.io/health').url).toBe('http://x.io/health');
  });

  it('keeps a JSON body sent without a content type as JSON, and other text as raw', () => {
    expect(params(`curl https://x.io -d '[1,2]'`)).toMatchObject({ contentType: 'json', jsonBody: '[\n  1,\n  2\n]' });
    expect(params(`curl https://x.io -d 'plain words'`)).toMatchObject({ contentType: 'raw', rawContentType: 'application/x-www-form-urlencoded', body: 'plain words' });
    expect(params(`curl https://x.io -H 'Content-Type: application/xml' -d '<a>1</a>'`)).toMatchObject({ contentType: 'raw', rawContentType: 'application/xml', body: '<a>1</a>' });
  });

  it('keeps shell variables as written, and stops at a pipe', () => {
    expect(params('curl -H "Authorization: Bearer $TOKEN" https://x.io/a | jq .')).toMatchObject({
      url: 'https://x.io/a', headerParameters: { parameters: [{ name: 'Authorization', value: 'Bearer $TOKEN' }] },
    });
  });

  it('explains what is not a curl command or cannot be read', () => {
    expect(() => params('wget https://x.io')).toThrow(new CurlParseError('This is not a curl command: it must start with "curl".'));
    expect(() => params('')).toThrow('This is not a curl command');
    expect(() => params('curl -X POST')).toThrow('The command has no URL.');
    expect(() => params('curl https://x.io -H')).toThrow('-H needs a value.');
    expect(() => params('curl https://x.io -F nothing')).toThrow('-F "nothing" is not of the form name=value.');
    expect(() => params('curl https://x.io', 2)).toThrow('Version 2 of the HTTP Request node cannot import cURL');
  });

  it('notes a file curl would read', () => {
    expect(curlToHttpRequest('curl https://x.io -d @body.json', 4).notes).toEqual([expect.stringContaining('@body.json')]);
  });
});
