import { googleServiceOAuth2 } from './google-service-oauth2.js';

/** Full Drive access (the node moves, shares and deletes any file), app data and Photos read. */
export const GOOGLE_DRIVE_SCOPES = [
  'https://www.googleapis.com/auth/drive',
  'https://www.googleapis.com/auth/drive.appdata',
  'https://www.googleapis.com/auth/drive.photos.readonly',
];

export const googleDriveOAuth2Api = googleServiceOAuth2('googleDriveOAuth2Api', 'Google Drive OAuth2 API', GOOGLE_DRIVE_SCOPES, 'file:googleDrive.svg');
