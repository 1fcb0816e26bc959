import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { testCredential } from '../../test-support/credential-test.js';
import { serviceRunner } from '../../test-support/service-node-run.js';
import { startOpenWeatherMapStandIn } from '../../test-support/openweathermap-stand-in/openweathermap-stand-in.js';
import type { OpenWeatherMapStandIn } from '../../test-support/openweathermap-stand-in/openweathermap-stand-in.js';

const KEY = 'owm-key-0001';
let standIn: OpenWeatherMapStandIn;
const runner = serviceRunner({
  good: { type: 'openWeatherMapApi', data: { accessToken: KEY } },
  bad: { type: 'openWeatherMapApi', data: { accessToken: 'expired' } },
});

const weather = (parameters: IDataObject, options: { credential?: string; continueOnFail?: boolean } = {}) => runner.run({
  type: 'n8n-nodes-base.openWeatherMap', typeVersion: 1, parameters, uses: { openWeatherMapApi: options.credential ?? 'good' },
  ...(options.continueOnFail ? { continueOnFail: true } : {}),
});

beforeAll(async () => {
  standIn = await startOpenWeatherMapStandIn({ keys: [KEY] });
  process.env.WEFT_TEST_SERVICE_HOSTS = JSON.stringify({ 'https://api.openweathermap.org': standIn.origin });
});
afterAll(async () => {
  delete process.env.WEFT_TEST_SERVICE_HOSTS;
  await standIn.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.quota.remaining = Infinity;
});

const query = (index = 0) => Object.fromEntries(standIn.requests[index]?.query ?? []);

describe('OpenWeatherMap 1', () => {
  it('gets the current weather of a city by name in Celsius (the default format), the key in appid', async () => {
    const { json } = await weather({ cityName: 'berlin,de' });
    expect(standIn.requests[0]?.path).toBe('/data/2.5/weather');
    expect(query()).toEqual({ q: 'berlin,de', units: 'metric', appid: KEY });
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({ name: 'Berlin', id: 2950159, cod: 200, main: { temp: 12 }, weather: [{ description: 'scattered clouds' }] });
  });

  it('finds the place by city id, by coordinates and by zip code, in Fahrenheit, Kelvin and another language', async () => {
    const byId = await weather({ locationSelection: 'cityId', cityId: 2643743, format: 'imperial' });
    expect(query(0)).toEqual({ id: '2643743', units: 'imperial', appid: KEY });
    expect(byId.json[0]).toMatchObject({ name: 'London', main: { temp: 50 } });
    const byCoordinates = await weather({ locationSelection: 'coordinates', latitude: '52.52', longitude: '13.39', format: 'standard', language: 'de' });
    expect(query(1)).toEqual({ lat: '52.52', lon: '13.39', units: 'standard', lang: 'de', appid: KEY });
    expect(byCoordinates.json[0]).toMatchObject({ name: 'Berlin', main: { temp: 285.15 }, weather: [{ description: 'Mäßig bewölkt' }] });
    const byZip = await weather({ locationSelection: 'zipCode', zipCode: '10115,de' });
    expect(query(2)).toMatchObject({ zip: '10115,de' });
    expect(byZip.json[0]).toMatchObject({ name: 'Berlin' });
  });

  it('gets the 5 day forecast: 40 three-hour steps and the city, as one item', async () => {
    const { json } = await weather({ operation: '5DayForecast', cityName: 'London' });
    expect(standIn.requests[0]?.path).toBe('/data/2.5/forecast');
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({ cod: '200', cnt: 40, city: { name: 'London', country: 'GB' } });
    expect((json[0]?.list as IDataObject[])[0]).toMatchObject({ dt: 1700006400, dt_txt: '2023-11-15 00:00:00', main: { temp: 6 } });
  });

  it('makes one request per input item', async () => {
    const { json } = await runner.run({
      type: 'n8n-nodes-base.openWeatherMap', typeVersion: 1, parameters: { cityName: '={{ $json.city }}' }, uses: { openWeatherMapApi: 'good' },
      input: [{ json: { city: 'Berlin' } }, { json: { city: 'London' } }],
    });
    expect(json.map((item) => item.name)).toEqual(['Berlin', 'London']);
  });

  it('turns OpenWeatherMap\'s errors into messages a user can act on', async () => {
    const unknown = await weather({ cityName: 'Atlantis' });
    expect(unknown.error?.message).toBe('The resource you are requesting could not be found');
    expect(unknown.error?.description).toBe('city not found');
    const refused = await weather({ cityName: 'Berlin' }, { credential: 'bad' });
    expect(refused.error?.message).toBe('Authorization failed - please check your credentials');
    expect(refused.error?.description).toMatch(/^Invalid API key/);
    standIn.quota.remaining = 0;
    const limited = await weather({ cityName: 'Berlin' });
    expect(limited.error?.message).toBe('The service is receiving too many requests from you');
    expect(limited.error?.description).toMatch(/exceeding of requests limitation/);
  });

  it('outputs the error as an item when continuing on fail', async () => {
    const { json } = await weather({ cityName: 'Atlantis' }, { continueOnFail: true });
    expect(json).toEqual([{ error: 'The resource you are requesting could not be found' }]);
  });
});

describe('openWeatherMapApi credential test', () => {
  it('gets London\'s weather with a good key, 401 with a wrong one', async () => {
    const good = await testCredential('openWeatherMapApi', { accessToken: KEY });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ name: 'London' });
    expect(Object.fromEntries(standIn.requests[0]?.query ?? [])).toEqual({ q: 'London', appid: KEY });
    const bad = await testCredential('openWeatherMapApi', { accessToken: 'nope' });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ cod: 401 });
  });
});
