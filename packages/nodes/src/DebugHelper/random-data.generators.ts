import type { IDataObject } from '@weft/workflow';
import type { Random } from './seeded-random.js';

const FIRST_NAMES = ['Ada', 'Alan', 'Grace', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances', 'Edsger', 'Radia', 'Tim'];
const LAST_NAMES = ['Lovelace', 'Turing', 'Hopper', 'Torvalds', 'Hamilton', 'Ritchie', 'Liskov', 'Thompson', 'Allen', 'Dijkstra', 'Perlman', 'Berners'];
const STREETS = ['Main Street', 'Oak Avenue', 'Station Road', 'Harbour Lane', 'Mill Road', 'Park Way', 'Church Street', 'Bridge Road'];
const CITIES: Array<[string, string, string]> = [
  ['Berlin', 'Germany', 'DE'], ['Lisbon', 'Portugal', 'PT'], ['Toronto', 'Canada', 'CA'], ['Osaka', 'Japan', 'JP'],
  ['Leeds', 'United Kingdom', 'GB'], ['Austin', 'United States', 'US'], ['Lyon', 'France', 'FR'], ['Utrecht', 'Netherlands', 'NL'],
];
const DOMAINS = ['example.com', 'example.org', 'example.net', 'test.dev'];
const WORDS = ['alpha', 'delta', 'orbit', 'pixel', 'river', 'stone', 'cloud', 'maple', 'ember', 'quartz'];
const CARDS: Array<{ type: string; prefix: string; length: number }> = [
  { type: 'Visa', prefix: '4', length: 16 }, { type: 'MasterCard', prefix: '5', length: 16 },
  { type: 'American Express', prefix: '37', length: 15 }, { type: 'Discover', prefix: '6011', length: 16 },
];
const HEX = '0123456789abcdef';

function hex(random: Random, length: number): string {
  let text = '';
  for (let index = 0; index < length; index++) text += HEX[random.int(0, 15)];
  return text;
}

function digits(random: Random, length: number): string {
  let text = '';
  for (let index = 0; index < length; index++) text += String(random.int(0, 9));
  return text;
}

/** The check digit that makes `body` + digit pass the Luhn test, as card numbers do. */
export function luhnCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

function name(random: Random): { firstName: string; lastName: string } {
  return { firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES) };
}

function email(random: Random, person = name(random)): string {
  return `${person.firstName}.${person.lastName}${random.int(1, 99)}@${random.pick(DOMAINS)}`.toLowerCase();
}

function uuid(random: Random): string {
  const variant = HEX[8 + random.int(0, 3)] as string;
  return `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${variant}${hex(random, 3)}-${hex(random, 12)}`;
}

function nanoid(random: Random, alphabet: string, length: number): string {
  let text = '';
  for (let index = 0; index < length; index++) text += alphabet[random.int(0, alphabet.length - 1)];
  return text;
}

export interface GeneratorOptions {
  nanoidAlphabet: string;
  nanoidLength: number;
}

type Generator = (random: Random, options: GeneratorOptions) => IDataObject;

/** One generator per random data type; each answers one item's json. */
export const GENERATORS: Record<string, Generator> = {
  address: (random) => {
    const [city, country, countryCode] = random.pick(CITIES);
    return { street: `${random.int(1, 250)} ${random.pick(STREETS)}`, city, zipCode: digits(random, 5), country, countryCode };
  },
  latLong: (random) => ({
    latitude: Math.round((random.next() * 180 - 90) * 1e6) / 1e6,
    longitude: Math.round((random.next() * 360 - 180) * 1e6) / 1e6,
  }),
  creditCard: (random) => {
    const card = random.pick(CARDS);
    const body = card.prefix + digits(random, card.length - card.prefix.length - 1);
    const month = String(random.int(1, 12)).padStart(2, '0');
    return {
      type: card.type,
      number: body + String(luhnCheckDigit(body)),
      ccv: digits(random, card.length === 15 ? 4 : 3),
      exp: `${month}/${random.int(27, 35)}`,
    };
  },
  email: (random) => ({ email: email(random) }),
  ipv4: (random) => ({ ip: [random.int(1, 223), random.int(0, 255), random.int(0, 255), random.int(1, 254)].join('.') }),
  ipv6: (random) => ({ ipv6: Array.from({ length: 8 }, () => hex(random, 4)).join(':') }),
  macAddress: (random) => ({ mac: Array.from({ length: 6 }, () => hex(random, 2)).join(':') }),
  nanoid: (random, options) => ({ nanoId: nanoid(random, options.nanoidAlphabet, options.nanoidLength) }),
  url: (random) => ({ url: `https://${random.pick(WORDS)}.${random.pick(DOMAINS)}/${random.pick(WORDS)}/${random.int(1, 999)}` }),
  user: (random) => {
    const person = name(random);
    return { uid: uuid(random), email: email(random, person), ...person, password: nanoid(random, 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!#%', 14) };
  },
  uuid: (random) => ({ uuid: uuid(random) }),
  semver: (random) => ({ semver: `${random.int(0, 9)}.${random.int(0, 20)}.${random.int(0, 30)}` }),
};
