import type { ICredentialType } from '@weft/workflow';
import { CredentialTypeRegistry } from '@weft/workflow';
import { httpBasicAuth } from './HttpBasicAuth.credentials.js';
import { httpBearerAuth } from './HttpBearerAuth.credentials.js';
import { httpCustomAuth } from './HttpCustomAuth.credentials.js';
import { httpDigestAuth } from './HttpDigestAuth.credentials.js';
import { httpHeaderAuth } from './HttpHeaderAuth.credentials.js';
import { httpQueryAuth } from './HttpQueryAuth.credentials.js';
import { oAuth1Api } from './OAuth1Api.credentials.js';
import { oAuth2Api } from './OAuth2Api.credentials.js';
import { smtp } from './Smtp.credentials.js';
import { openAiApi } from './OpenAiApi.credentials.js';
import { pineconeApi } from './PineconeApi.credentials.js';
import { postgres } from './Postgres.credentials.js';
import { serpApi } from './SerpApi.credentials.js';
import { httpMultipleHeadersAuth } from './HttpMultipleHeadersAuth.credentials.js';
import { mcpOAuth2Api } from './McpOAuth2Api.credentials.js';
import { qdrantApi } from './QdrantApi.credentials.js';
import { supabaseApi } from './SupabaseApi.credentials.js';
import { anthropicApi } from './AnthropicApi.credentials.js';
import { azureOpenAiApi } from './AzureOpenAiApi.credentials.js';
import { azureEntraCognitiveServicesOAuth2Api } from './AzureEntraCognitiveServicesOAuth2Api.credentials.js';
import { deepSeekApi, googlePalmApi, groqApi, mistralCloudApi, ollamaApi, openRouterApi } from './ai-model-credentials.js';
import { redis } from './Redis.credentials.js';
import { rabbitmq } from './RabbitMq.credentials.js';
import { mqtt } from './Mqtt.credentials.js';
import { kafka } from './Kafka.credentials.js';
import { mySql } from './MySql.credentials.js';
import { mongoDb } from './MongoDb.credentials.js';
import { microsoftSql } from './MicrosoftSql.credentials.js';
import { imap } from './Imap.credentials.js';
import { sshPassword, sshPrivateKey } from './Ssh.credentials.js';
import { airtableApi } from './AirtableApi.credentials.js';
import { airtableOAuth2Api } from './AirtableOAuth2Api.credentials.js';
import { airtableTokenApi } from './AirtableTokenApi.credentials.js';
import { hubspotApi } from './HubspotApi.credentials.js';
import { hubspotAppToken } from './HubspotAppToken.credentials.js';
import { hubspotDeveloperApi } from './HubspotDeveloperApi.credentials.js';
import { hubspotOAuth2Api } from './HubspotOAuth2Api.credentials.js';
import { notionApi } from './NotionApi.credentials.js';
import { pipedriveApi } from './PipedriveApi.credentials.js';
import { pipedriveOAuth2Api } from './PipedriveOAuth2Api.credentials.js';
import { zendeskApi } from './ZendeskApi.credentials.js';
import { zendeskOAuth2Api } from './ZendeskOAuth2Api.credentials.js';
import { googleApi } from './GoogleApi.credentials.js';
import { googleOAuth2Api } from './GoogleOAuth2Api.credentials.js';
import { googleSheetsOAuth2Api, googleSheetsTriggerOAuth2Api } from './GoogleSheetsOAuth2Api.credentials.js';
import { googleDriveOAuth2Api } from './GoogleDriveOAuth2Api.credentials.js';
import { slackApi } from './SlackApi.credentials.js';
import { slackOAuth2Api } from './SlackOAuth2Api.credentials.js';
import { telegramApi } from './TelegramApi.credentials.js';
import { gmailOAuth2 } from './GmailOAuth2.credentials.js';
import { twilioApi } from './TwilioApi.credentials.js';
import { mattermostApi } from './MattermostApi.credentials.js';
import { githubApi } from './GithubApi.credentials.js';
import { githubOAuth2Api } from './GithubOAuth2Api.credentials.js';
import { discordBotApi, discordOAuth2Api, discordWebhookApi } from './DiscordApi.credentials.js';
import { openWeatherMapApi } from './OpenWeatherMapApi.credentials.js';
import { wordpressApi } from './WordpressApi.credentials.js';
import { typeformApi, typeformOAuth2Api } from './TypeformApi.credentials.js';
import { twitterOAuth1Api, twitterOAuth2Api } from './TwitterApi.credentials.js';
import { linkedInCommunityManagementOAuth2Api, linkedInOAuth2Api } from './LinkedInOAuth2Api.credentials.js';
import { whatsAppApi, whatsAppTriggerApi } from './WhatsAppApi.credentials.js';
import { googleCalendarOAuth2Api, googleDocsOAuth2Api, youTubeOAuth2Api } from './GoogleWorkspaceOAuth2Api.credentials.js';
import { jiraSoftwareCloudApi, jiraSoftwareServerApi, jiraSoftwareServerPatApi } from './JiraSoftwareApis.credentials.js';
import { microsoftOAuth2Api } from './MicrosoftOAuth2Api.credentials.js';
import { microsoftOutlookOAuth2Api } from './MicrosoftOutlookOAuth2Api.credentials.js';
import { n8nApi } from './N8nApi.credentials.js';
import { ftp } from './Ftp.credentials.js';
import { sftp } from './Sftp.credentials.js';

/** The generic credential types every installation has (n8n's names and fields). */
export const builtinCredentialTypeList: ICredentialType[] = [
  httpBasicAuth, httpBearerAuth, httpDigestAuth, httpHeaderAuth, httpQueryAuth, httpCustomAuth, oAuth1Api, oAuth2Api, smtp, openAiApi,
  postgres, qdrantApi, pineconeApi, supabaseApi,
  serpApi, httpMultipleHeadersAuth, mcpOAuth2Api,
  // The model providers' credentials (AI chat models and embeddings).
  anthropicApi, azureOpenAiApi, azureEntraCognitiveServicesOAuth2Api, deepSeekApi, googlePalmApi, groqApi, mistralCloudApi, ollamaApi, openRouterApi,
  redis, mySql, mongoDb, rabbitmq, mqtt, kafka, sshPassword, sshPrivateKey, microsoftSql,
  // Service nodes (issue 28).
  airtableTokenApi, airtableOAuth2Api, airtableApi, notionApi,
  zendeskApi, zendeskOAuth2Api, pipedriveApi, pipedriveOAuth2Api,
  hubspotApi, hubspotAppToken, hubspotOAuth2Api, hubspotDeveloperApi,
  // Google: the service account, the OAuth2 base and each service's scopes.
  googleApi, googleOAuth2Api, googleSheetsOAuth2Api, googleSheetsTriggerOAuth2Api, gmailOAuth2, googleDriveOAuth2Api,
  googleCalendarOAuth2Api, googleDocsOAuth2Api, youTubeOAuth2Api,
  slackApi, slackOAuth2Api,
  // Microsoft: the identity platform's OAuth2 and Outlook's scopes (with a shared mailbox).
  microsoftOAuth2Api, microsoftOutlookOAuth2Api,
  // Telegram: the bot's token.
  telegramApi,
  // Messaging: Twilio, Mattermost, Discord.
  twilioApi, mattermostApi, discordBotApi, discordOAuth2Api, discordWebhookApi, whatsAppApi, whatsAppTriggerApi,
  // GitHub: a personal access token or an OAuth App.
  githubApi, githubOAuth2Api,
  // OpenWeatherMap, WordPress, Typeform, X (Twitter), LinkedIn.
  openWeatherMapApi, wordpressApi, typeformApi, typeformOAuth2Api, twitterOAuth1Api, twitterOAuth2Api,
  linkedInOAuth2Api, linkedInCommunityManagementOAuth2Api,
  // Jira: Cloud (email and API token), Server (password or personal access token).
  jiraSoftwareCloudApi, jiraSoftwareServerApi, jiraSoftwareServerPatApi,
  // n8n: an instance's public API (the n8n node).
  n8nApi,
  // Mail servers read by the Email Trigger (IMAP).
  imap,
  // File servers of the FTP node.
  ftp, sftp,
];

export const builtinCredentialTypes = new CredentialTypeRegistry(builtinCredentialTypeList);
