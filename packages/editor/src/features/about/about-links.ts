/**
 * Where the About modal sends people for the source and the license. Kept in one place: these are
 * the project's public addresses, not something an instance configures.
 */
export const SOURCE_CODE_URL = 'https://github.com/weft-automation/weft';
export const LICENSE_URL = 'https://github.com/weft-automation/weft/blob/main/LICENSE.md';
