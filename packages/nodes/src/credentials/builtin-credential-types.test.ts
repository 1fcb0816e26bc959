import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { INodeProperties, INodePropertyOptions } from '@weft/workflow';
import { builtinCredentialTypes } from './builtin-credential-types.js';

interface ReferenceProperty {
  name: string; type: string; default: unknown; required?: boolean; displayOptions?: unknown;
  typeOptions?: Record<string, unknown>; options?: unknown[];
}
interface ReferenceType { name: string; properties: ReferenceProperty[]; authenticate?: unknown; test?: unknown }

const serviceFolder = new URL('../test-support/n8n-credentials/', import.meta.url);
/** The generic types, then the services' types (one file per service family, from integration-credentials.json). */
const reference = [
  ...JSON.parse(readFileSync(new URL('../test-support/n8n-credentials.json', import.meta.url), 'utf8')) as ReferenceType[],
  ...readdirSync(serviceFolder).filter((file) => file.endsWith('.json')).sort()
    .flatMap((file) => JSON.parse(readFileSync(new URL(file, serviceFolder), 'utf8')) as ReferenceType[]),
];

function saved(property: INodeProperties): ReferenceProperty {
  const shape: ReferenceProperty = { name: property.name, type: property.type, default: property.default };
  if (property.required) shape.required = true;
  if (property.displayOptions) shape.displayOptions = property.displayOptions;
  if (property.typeOptions) shape.typeOptions = property.typeOptions;
  if (property.options) {
    // A fixed collection's groups are compared field by field, like the type's own fields.
    shape.options = (property.options as Array<INodePropertyOptions | { name: string; values: INodeProperties[] }>)
      .map((option) => ('values' in option ? { name: option.name, values: option.values.map(saved) } : option.value));
  }
  return shape;
}

describe('built-in credential types', () => {
  it.each(reference.map((type) => [type.name, type] as const))('%s saves the fields n8n saves', (name, expected) => {
    const type = builtinCredentialTypes.getByName(name);
    expect(type, `${name} is registered`).toBeDefined();
    const actual = (type?.properties ?? []).map(saved);
    expect(actual.map((p) => p.name)).toEqual(expected.properties.map((p) => p.name));
    for (const [index, property] of expected.properties.entries()) {
      expect(actual[index]).toMatchObject({ name: property.name, type: property.type, default: property.default });
      if (property.displayOptions) expect(actual[index]?.displayOptions).toEqual(property.displayOptions);
      if (property.options) expect(actual[index]?.options).toEqual(property.options);
      if (property.typeOptions?.password) expect(actual[index]?.typeOptions?.password).toBe(true);
      expect(actual[index]?.required ?? false).toBe(property.required ?? false);
    }
    // A function (Google's service account) is recorded as {} in the reference.
    expect(typeof type?.authenticate === 'function' ? {} : type?.authenticate).toEqual(expected.authenticate);
    if (expected.test) expect(type?.test).toMatchObject(expected.test as object);
  });

  it('has a display name of its own for each type', () => {
    expect(builtinCredentialTypes.list().map((type) => type.displayName)).toEqual([
      'Basic Auth', 'Bearer Auth', 'Digest Auth', 'Header Auth', 'Query Auth', 'Custom Auth', 'OAuth1 API', 'OAuth2 API', 'SMTP', 'OpenAI', 'Postgres',
      'Qdrant API', 'Pinecone API', 'Supabase API',
      'SerpAPI', 'Multiple Headers Auth', 'MCP OAuth2 API',
      'Anthropic', 'Azure OpenAI', 'Azure Entra ID (Azure Active Directory) API', 'DeepSeek', 'Google Gemini (PaLM) API', 'Groq', 'Mistral Cloud', 'Ollama', 'OpenRouter',
      'Redis', 'MySQL', 'MongoDB', 'RabbitMQ', 'MQTT', 'Kafka', 'SSH Password', 'SSH Private Key', 'Microsoft SQL',
      'Airtable Personal Access Token API', 'Airtable OAuth2 API', 'Airtable API (API key, no longer accepted by Airtable)', 'Notion API',
      'Zendesk API', 'Zendesk OAuth2 API', 'Pipedrive API', 'Pipedrive OAuth2 API',
      'HubSpot API', 'HubSpot App Token', 'HubSpot OAuth2 API', 'HubSpot Developer API',
      'Google Service Account API', 'Google OAuth2 API', 'Google Sheets OAuth2 API', 'Google Sheets Trigger OAuth2 API', 'Gmail OAuth2 API', 'Google Drive OAuth2 API',
      'Google Calendar OAuth2 API', 'Google Docs OAuth2 API', 'YouTube OAuth2 API',
      'Slack API', 'Slack OAuth2 API',
      'Microsoft OAuth2 API', 'Microsoft Outlook OAuth2 API',
      'Telegram API',
      'Twilio API', 'Mattermost API', 'Discord Bot API', 'Discord OAuth2 API', 'Discord Webhook', 'WhatsApp API', 'WhatsApp OAuth API',
      'GitHub API', 'GitHub OAuth2 API',
      'OpenWeatherMap API', 'Wordpress API', 'Typeform API', 'Typeform OAuth2 API', 'X OAuth API', 'X OAuth2 API', 'LinkedIn OAuth2 API',
      'LinkedIn Community Management OAuth2 API',
      'Jira SW Cloud API', 'Jira SW Server API', 'Jira SW Server (PAT) API',
      'n8n API',
      'IMAP',
      'FTP', 'SFTP',
    ]);
  });
});
