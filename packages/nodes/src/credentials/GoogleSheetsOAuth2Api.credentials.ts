import { googleServiceOAuth2 } from './google-service-oauth2.js';

const SHEETS = 'https://www.googleapis.com/auth/spreadsheets';
const DRIVE_FILE = 'https://www.googleapis.com/auth/drive.file';
const DRIVE_METADATA = 'https://www.googleapis.com/auth/drive.metadata';

export const googleSheetsOAuth2Api = googleServiceOAuth2('googleSheetsOAuth2Api', 'Google Sheets OAuth2 API', [DRIVE_FILE, SHEETS, DRIVE_METADATA], 'file:googleSheets.svg');

/** The trigger also reads other people's sheets it was shared (full Drive read for revisions). */
export const googleSheetsTriggerOAuth2Api = googleServiceOAuth2(
  'googleSheetsTriggerOAuth2Api', 'Google Sheets Trigger OAuth2 API', ['https://www.googleapis.com/auth/drive', DRIVE_FILE, SHEETS, DRIVE_METADATA], 'file:googleSheets.svg',
);
