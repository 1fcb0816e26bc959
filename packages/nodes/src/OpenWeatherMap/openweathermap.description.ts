import type { INodeProperties } from '@weft/workflow';

/** The parameters of `n8n-nodes-base.openWeatherMap` 1, in n8n's order. */
export const openWeatherMapProperties: INodeProperties[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'currentWeather',
    options: [
      { name: 'Current Weather', value: 'currentWeather', description: 'Returns the current weather data', action: 'Return current weather data' },
      { name: '5 Day Forecast', value: '5DayForecast', description: 'Returns the weather data for the next 5 days', action: 'Return weather data for the next 5 days' },
    ],
  },
  {
    displayName: 'Format',
    name: 'format',
    type: 'options',
    default: 'metric',
    description: 'The format in which the data should be returned',
    options: [
      { name: 'Imperial', value: 'imperial', description: 'Fahrenheit | miles/hour' },
      { name: 'Metric', value: 'metric', description: 'Celsius | meter/sec' },
      { name: 'Scientific', value: 'standard', description: 'Kelvin | meter/sec' },
    ],
  },
  {
    displayName: 'Location Selection',
    name: 'locationSelection',
    type: 'options',
    default: 'cityName',
    description: 'How to define the location for which to return the weather',
    options: [
      { name: 'City Name', value: 'cityName' },
      { name: 'City ID', value: 'cityId' },
      { name: 'Coordinates', value: 'coordinates' },
      { name: 'Zip Code', value: 'zipCode' },
    ],
  },
  {
    displayName: 'City', name: 'cityName', type: 'string', default: '', required: true, placeholder: 'berlin,de',
    description: 'The name of the city to return the weather of', displayOptions: { show: { locationSelection: ['cityName'] } },
  },
  {
    displayName: 'City ID', name: 'cityId', type: 'number', default: 160001123, required: true,
    description: 'The ID of city to return the weather of (list: bulk.openweathermap.org/sample/city.list.json.gz)',
    displayOptions: { show: { locationSelection: ['cityId'] } },
  },
  {
    displayName: 'Latitude', name: 'latitude', type: 'string', default: '', required: true, placeholder: '13.39',
    description: 'The latitude of the location to return the weather of', displayOptions: { show: { locationSelection: ['coordinates'] } },
  },
  {
    displayName: 'Longitude', name: 'longitude', type: 'string', default: '', required: true, placeholder: '52.52',
    description: 'The longitude of the location to return the weather of', displayOptions: { show: { locationSelection: ['coordinates'] } },
  },
  {
    displayName: 'Zip Code', name: 'zipCode', type: 'string', default: '', required: true, placeholder: '10115,de',
    description: 'The zip code of the location to return the weather of', displayOptions: { show: { locationSelection: ['zipCode'] } },
  },
  {
    displayName: 'Language', name: 'language', type: 'string', default: '', placeholder: 'en',
    description: 'The two letter language code to get the description in (e.g. "de" or "en")',
  },
];
