import type { ICustomData, Logger } from '@weft/workflow';
import { InvalidCustomDataError } from '@weft/workflow';

/** n8n's limits for custom execution data. */
const CUSTOM_DATA_LIMITS = { maxKeys: 10, keyLength: 50, valueLength: 255 } as const;

const KEY_CHARACTERS = /^[A-Za-z0-9_]+$/;

function checkedKey(key: unknown): string {
  if (typeof key !== 'string' || key === '') {
    throw new InvalidCustomDataError('A custom data key must be a non-empty text', 'Give each saved value a key such as "order_id".');
  }
  if (!KEY_CHARACTERS.test(key)) {
    throw new InvalidCustomDataError(
      `The custom data key "${key}" may only hold letters, digits and underscores`,
      'Use a key such as "order_id" (no spaces, dots or dashes).',
    );
  }
  return key;
}

function checkedValue(key: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  throw new InvalidCustomDataError(
    `The custom data value of "${key}" must be a text or a number`,
    'Convert objects to text first, for example with JSON.stringify().',
  );
}

/**
 * The custom data of one execution, kept in `store` (the run data's `resultData.metadata`, saved with
 * the execution). Over-long keys and values are cut, with a warning; keys beyond the tenth are ignored,
 * with a warning, as in n8n.
 */
export function createCustomData(store: () => Record<string, string>, logger?: Logger): ICustomData {
  const set = (key: string, value: string | number | bigint): void => {
    const text = checkedValue(key, value);
    let name = checkedKey(key);
    if (name.length > CUSTOM_DATA_LIMITS.keyLength) {
      logger?.warn(`Custom data key "${name}" is longer than ${CUSTOM_DATA_LIMITS.keyLength} characters: it is cut`);
      name = name.slice(0, CUSTOM_DATA_LIMITS.keyLength);
    }
    const data = store();
    if (!Object.hasOwn(data, name) && Object.keys(data).length >= CUSTOM_DATA_LIMITS.maxKeys) {
      logger?.warn(`Custom data holds at most ${CUSTOM_DATA_LIMITS.maxKeys} keys: "${name}" is not saved`);
      return;
    }
    if (text.length > CUSTOM_DATA_LIMITS.valueLength) {
      logger?.warn(`Custom data value of "${name}" is longer than ${CUSTOM_DATA_LIMITS.valueLength} characters: it is cut`);
    }
    data[name] = text.slice(0, CUSTOM_DATA_LIMITS.valueLength);
  };
  return {
    set,
    setAll(values) {
      if (typeof values !== 'object' || values === null || Array.isArray(values)) {
        throw new InvalidCustomDataError('Custom data must be set from an object of keys and values', 'For example { "order_id": "42" }.');
      }
      for (const [key, value] of Object.entries(values)) set(key, value);
    },
    get: (key) => store()[key],
    getAll: () => ({ ...store() }),
  };
}
