import { googleServiceOAuth2 } from './google-service-oauth2.js';

/* Calendar, Docs and YouTube: Google's OAuth2 with each API's scopes, as n8n's types save them. */

const AUTH = 'https://www.googleapis.com/auth/';

export const googleCalendarOAuth2Api = googleServiceOAuth2(
  'googleCalendarOAuth2Api', 'Google Calendar OAuth2 API', [`${AUTH}calendar`, `${AUTH}calendar.events`], 'file:googleCalendar.svg', { notice: false },
);

export const googleDocsOAuth2Api = googleServiceOAuth2(
  'googleDocsOAuth2Api', 'Google Docs OAuth2 API', [`${AUTH}documents`, `${AUTH}drive`, `${AUTH}drive.file`], 'file:googleDocs.svg', { notice: false },
);

export const youTubeOAuth2Api = googleServiceOAuth2(
  'youTubeOAuth2Api', 'YouTube OAuth2 API',
  [`${AUTH}youtube`, `${AUTH}youtubepartner`, `${AUTH}youtube.force-ssl`, `${AUTH}youtube.upload`, `${AUTH}youtubepartner-channel-audit`],
  'file:youTube.svg', { notice: false },
);
