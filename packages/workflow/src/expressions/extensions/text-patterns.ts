/*
 * What n8n's string checks and extractions accept, as observed on n8n 1.123: e-mail addresses need a
 * top-level domain of two letters or more (or an IP literal), URLs need http(s) and a dotted host,
 * localhost or an IPv4 address, and domains may carry a port or a path.
 */

const LOCAL_PART = "[\\w!#$%&'*+/=?^`{|}~-]+(?:\\.[\\w!#$%&'*+/=?^`{|}~-]+)*";
const HOST_NAME = '(?:[a-z\\d](?:[a-z\\d-]*[a-z\\d])?\\.)+[a-z]{2,}';
const EMAIL = `${LOCAL_PART}@(?:${HOST_NAME}|\\[(?:\\d{1,3}\\.){3}\\d{1,3}\\])`;

export const EMAIL_IN_TEXT = new RegExp(`${EMAIL}(?![\\w.-]*[\\w-])`, 'i');
export const WHOLE_EMAIL = new RegExp(`^${EMAIL}$`, 'i');
export const WHOLE_URL = new RegExp(`^https?://(?:localhost|(?:\\d{1,3}\\.){3}\\d{1,3}|${HOST_NAME})(?::\\d+)?(?:[/?#]\\S*)?$`, 'i');
export const WHOLE_DOMAIN = /^(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[\w-]+\.)+[a-z\d]{2,})(?::\d+)?(?:[/?#]\S*)?$/i;
export const URL_IN_TEXT = /[a-z][a-z\d+.-]*:\/\/\S+/i;
export const URL_HOST = /^[a-z][a-z\d+.-]*:\/\/(?:[^@/\s]*@)?([^/:?#\s]+)/i;
