import type { INodeProperties, INodeTypeDescription } from '@weft/workflow';

/** The signing algorithms n8n's saved format lists (names as Node's crypto knows them). */
const SIGN_ALGORITHMS: string[] = ["RSA-MD5", "RSA-RIPEMD160", "RSA-SHA1", "RSA-SHA1-2", "RSA-SHA224", "RSA-SHA256", "RSA-SHA3-224", "RSA-SHA3-256", "RSA-SHA3-384", "RSA-SHA3-512", "RSA-SHA384", "RSA-SHA512", "RSA-SHA512/224", "RSA-SHA512/256", "RSA-SM3", "blake2b512", "blake2s256", "id-rsassa-pkcs1-v1_5-with-sha3-224", "id-rsassa-pkcs1-v1_5-with-sha3-256", "id-rsassa-pkcs1-v1_5-with-sha3-384", "id-rsassa-pkcs1-v1_5-with-sha3-512", "md5", "md5-sha1", "md5WithRSAEncryption", "ripemd", "ripemd160", "ripemd160WithRSA", "rmd160", "sha1", "sha1WithRSAEncryption", "sha224", "sha224WithRSAEncryption", "sha256", "sha256WithRSAEncryption", "sha3-224", "sha3-256", "sha3-384", "sha3-512", "sha384", "sha384WithRSAEncryption", "sha512", "sha512-224", "sha512-224WithRSAEncryption", "sha512-256", "sha512-256WithRSAEncryption", "sha512WithRSAEncryption", "shake128", "shake256", "sm3", "sm3WithRSAEncryption", "ssl3-md5", "ssl3-sha1"];

const HASH_TYPES = ['MD5', 'SHA256', 'SHA3-256', 'SHA3-384', 'SHA3-512', 'SHA384', 'SHA512'];

const show = (action: string, extra: Record<string, unknown[]> = {}) => ({ show: { action: [action], ...extra } });

function typeProperty(action: string): INodeProperties {
  return {
    displayName: 'Type', name: 'type', type: 'options', default: 'MD5', required: true,
    displayOptions: show(action), description: 'The hash function to use',
    options: HASH_TYPES.map((value) => ({ name: value, value })),
  };
}

function valueProperty(action: string, extra: Record<string, unknown[]>): INodeProperties {
  return {
    displayName: 'Value', name: 'value', type: 'string', default: '', required: true,
    displayOptions: show(action, extra), description: 'The text to work on',
  };
}

function propertyNameProperty(action: string, description: string): INodeProperties {
  return {
    displayName: 'Property Name', name: 'dataPropertyName', type: 'string', default: 'data', required: true,
    displayOptions: show(action), description, placeholder: 'e.g. data or result.hash',
  };
}

function encodingProperty(action: string): INodeProperties {
  return {
    displayName: 'Encoding', name: 'encoding', type: 'options', default: 'hex', required: true,
    displayOptions: show(action), options: [{ name: 'BASE64', value: 'base64' }, { name: 'HEX', value: 'hex' }],
  };
}

const WRITE_TO = 'The output field to write the result to (dots reach into nested fields)';

export const cryptoDescription: INodeTypeDescription = {
  displayName: 'Crypto',
  name: 'n8n-nodes-base.crypto',
  icon: 'file:crypto.svg',
  group: ['transform'],
  version: 1,
  subtitle: '={{$parameter["action"]}}',
  description: 'Hashes, signs, or generates random values',
  defaults: { name: 'Crypto', color: '#4a5b6e' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['hash', 'hmac', 'sha', 'md5', 'sign', 'signature', 'uuid', 'random', 'encrypt'],
  },
  properties: [
    {
      displayName: 'Action', name: 'action', type: 'options', default: 'hash',
      options: [
        { name: 'Generate', value: 'generate', description: 'Make a random string', action: 'Generate a random string' },
        { name: 'Hash', value: 'hash', description: 'Hash a text or a file', action: 'Hash a text or file' },
        { name: 'Hmac', value: 'hmac', description: 'Compute an HMAC of a text or a file', action: 'HMAC a text or file' },
        { name: 'Sign', value: 'sign', description: 'Sign a text with a private key', action: 'Sign a string with a private key' },
      ],
    },
    typeProperty('hash'),
    {
      displayName: 'Binary File', name: 'binaryData', type: 'boolean', default: false, required: true,
      displayOptions: { show: { action: ['hash', 'hmac'] } }, description: 'Whether to work on a file of the input item instead of a text',
    },
    {
      displayName: 'Binary Property Name', name: 'binaryPropertyName', type: 'string', default: 'data', required: true,
      displayOptions: { show: { action: ['hash', 'hmac'], binaryData: [true] } },
      description: 'The binary field of the input item holding the file',
    },
    valueProperty('hash', { binaryData: [false] }),
    propertyNameProperty('hash', WRITE_TO),
    encodingProperty('hash'),
    typeProperty('hmac'),
    valueProperty('hmac', { binaryData: [false] }),
    propertyNameProperty('hmac', WRITE_TO),
    {
      displayName: 'Secret', name: 'secret', type: 'string', default: '', required: true,
      displayOptions: show('hmac'), typeOptions: { password: true }, description: 'The key of the HMAC',
    },
    encodingProperty('hmac'),
    valueProperty('sign', {}),
    propertyNameProperty('sign', WRITE_TO),
    {
      displayName: 'Algorithm Name or ID', name: 'algorithm', type: 'options', default: '', required: true,
      displayOptions: show('sign'), description: 'The signing algorithm',
      options: SIGN_ALGORITHMS.map((value) => ({ name: value, value })),
    },
    encodingProperty('sign'),
    {
      displayName: 'Private Key', name: 'privateKey', type: 'string', default: '', required: true,
      displayOptions: show('sign'), typeOptions: { password: true, rows: 4 },
      description: 'The private key in PEM format',
      placeholder: '-----BEGIN PRIVATE KEY-----',
    },
    propertyNameProperty('generate', WRITE_TO),
    {
      displayName: 'Type', name: 'encodingType', type: 'options', default: 'uuid', required: true,
      displayOptions: show('generate'), description: 'What kind of random string to make',
      options: [
        { name: 'ASCII', value: 'ascii', description: 'Letters and digits' },
        { name: 'BASE64', value: 'base64' },
        { name: 'HEX', value: 'hex' },
        { name: 'UUID', value: 'uuid', description: 'A random version 4 UUID' },
      ],
    },
    {
      displayName: 'Length', name: 'stringLength', type: 'number', default: 32, typeOptions: { minValue: 1 },
      displayOptions: show('generate', { encodingType: ['ascii', 'base64', 'hex'] }),
      description: 'How many characters the string has',
    },
  ],
};
