import type { StandInRequest, StandInServer } from '../stand-in-server.js';
import { startStandInServer } from '../stand-in-server.js';

/*
 * OpenWeatherMap's current weather (/data/2.5/weather) and 5 day / 3 hour forecast (/data/2.5/forecast),
 * from openweathermap.org/current and /forecast5: the key in `appid`, the place by q, id, lat+lon or zip,
 * `units` (standard Kelvin, metric Celsius, imperial Fahrenheit) and `lang`; errors as `{ cod, message }`.
 */

interface City { id: number; name: string; country: string; zip: string; lat: number; lon: number; kelvin: number; wind: number }

const CITIES: City[] = [
  { id: 2950159, name: 'Berlin', country: 'DE', zip: '10115', lat: 52.5244, lon: 13.4105, kelvin: 285.15, wind: 4 },
  { id: 2643743, name: 'London', country: 'GB', zip: 'EC1A', lat: 51.5085, lon: -0.1257, kelvin: 283.15, wind: 6 },
];

const DESCRIPTIONS: Record<string, string> = { en: 'scattered clouds', de: 'Mäßig bewölkt', fr: 'nuages épars' };

export interface OpenWeatherMapStandIn extends StandInServer {
  requests: StandInRequest[];
  /** Calls allowed before the key is blocked with 429 (Infinity: no limit). */
  quota: { remaining: number };
}

function temperature(kelvin: number, units: string): number {
  if (units === 'metric') return Math.round((kelvin - 273.15) * 100) / 100;
  if (units === 'imperial') return Math.round(((kelvin - 273.15) * 9 / 5 + 32) * 100) / 100;
  return kelvin;
}

function findCity(query: URLSearchParams): City | 'missing' | undefined {
  if (query.has('q')) {
    const [name, country] = String(query.get('q')).split(',').map((part) => part.trim().toLowerCase());
    return CITIES.find((city) => city.name.toLowerCase() === name && (!country || city.country.toLowerCase() === country));
  }
  if (query.has('id')) return CITIES.find((city) => String(city.id) === query.get('id'));
  if (query.has('lat') || query.has('lon')) {
    const lat = Number(query.get('lat'));
    const lon = Number(query.get('lon'));
    return CITIES.find((city) => Math.abs(city.lat - lat) < 0.5 && Math.abs(city.lon - lon) < 0.5);
  }
  if (query.has('zip')) {
    const [zip, country = 'us'] = String(query.get('zip')).split(',').map((part) => part.trim().toLowerCase());
    return CITIES.find((city) => city.zip.toLowerCase() === zip && city.country.toLowerCase() === country);
  }
  return 'missing';
}

function conditions(city: City, units: string, lang: string, offsetKelvin = 0) {
  const temp = temperature(city.kelvin + offsetKelvin, units);
  const wind = units === 'imperial' ? Math.round(city.wind * 2.23694 * 100) / 100 : city.wind;
  return {
    weather: [{ id: 802, main: 'Clouds', description: DESCRIPTIONS[lang] ?? DESCRIPTIONS.en, icon: '03d' }],
    main: { temp, feels_like: temp, temp_min: temp, temp_max: temp, pressure: 1012, humidity: 70 },
    wind: { speed: wind, deg: 240 },
    clouds: { all: 40 },
  };
}

export async function startOpenWeatherMapStandIn(options: { keys: string[] }): Promise<OpenWeatherMapStandIn> {
  const requests: StandInRequest[] = [];
  const quota = { remaining: Infinity };
  const server = await startStandInServer((request, reply) => {
    requests.push(request);
    if (request.method !== 'GET') return reply.json(405, { cod: '405', message: 'Method not allowed' });
    const endpoint = request.path.replace('/data/2.5', '');
    if (endpoint !== '/weather' && endpoint !== '/forecast') return reply.json(404, { cod: '404', message: 'Internal error' });
    if (!options.keys.includes(request.query.get('appid') ?? '')) {
      return reply.json(401, { cod: 401, message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.' });
    }
    if (quota.remaining <= 0) {
      return reply.json(429, {
        cod: 429, message: 'Your account is temporary blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price',
      }, { 'retry-after': '60' });
    }
    quota.remaining -= 1;
    const city = findCity(request.query);
    if (city === 'missing') return reply.json(400, { cod: '400', message: 'Nothing to geocode' });
    if (!city) return reply.json(404, { cod: '404', message: 'city not found' });
    const units = request.query.get('units') ?? 'standard';
    if (!['standard', 'metric', 'imperial'].includes(units)) return reply.json(400, { cod: '400', message: `${units} is not a valid units value` });
    const lang = request.query.get('lang') ?? 'en';
    const place = { id: city.id, name: city.name, coord: { lat: city.lat, lon: city.lon }, country: city.country, timezone: 3600 };
    if (endpoint === '/weather') {
      return reply.json(200, {
        coord: place.coord, ...conditions(city, units, lang), base: 'stations', visibility: 10000, dt: 1700000000,
        sys: { country: city.country, sunrise: 1699944000, sunset: 1699976000 }, timezone: 3600, id: city.id, name: city.name, cod: 200,
      });
    }
    const list = Array.from({ length: Number(request.query.get('cnt') ?? 40) }, (_, index) => ({
      dt: 1700006400 + index * 10800, ...conditions(city, units, lang, (index % 8) - 4), visibility: 10000, pop: 0.2,
      dt_txt: new Date((1700006400 + index * 10800) * 1000).toISOString().replace('T', ' ').slice(0, 19),
    }));
    return reply.json(200, { cod: '200', message: 0, cnt: list.length, list, city: { ...place, population: 1000000, sunrise: 1699944000, sunset: 1699976000 } });
  });
  return { ...server, requests, quota };
}
