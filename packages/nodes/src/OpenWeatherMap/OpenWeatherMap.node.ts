import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from '@weft/workflow';
import { NodeApiError, NodeOperationError } from '@weft/workflow';
import { mapEachItem } from '../shared/item-loop.helper.js';
import { rewordServiceError } from '../shared/service-api-error.js';
import { openWeatherMapProperties } from './openweathermap.description.js';

const API = 'https://api.openweathermap.org/data/2.5';
const PATHS: Record<string, string> = { currentWeather: '/weather', '5DayForecast': '/forecast' };

/** The query naming the location, as the API takes it: q, id, lat and lon, or zip. */
function locationQuery(context: IExecuteFunctions, i: number): IDataObject {
  const selection = context.getNodeParameter('locationSelection', i) as string;
  switch (selection) {
    case 'cityName': return { q: context.getNodeParameter('cityName', i) as string };
    case 'cityId': return { id: context.getNodeParameter('cityId', i) as number };
    case 'coordinates': return { lat: context.getNodeParameter('latitude', i) as string, lon: context.getNodeParameter('longitude', i) as string };
    case 'zipCode': return { zip: context.getNodeParameter('zipCode', i) as string };
    default: throw new NodeOperationError(context.getNode(), `The location selection "${selection}" is not known`, { itemIndex: i });
  }
}

/** OpenWeatherMap answers errors as `{ cod, message }`: its message is what a user can act on. */
function weatherError(context: IExecuteFunctions, error: unknown, itemIndex: number): NodeApiError | undefined {
  const reworded = rewordServiceError(context.getNode(), error, { describe: (body) => (typeof body.message === 'string' ? body.message : undefined), itemIndex });
  return reworded instanceof NodeApiError ? reworded : undefined;
}

/** `n8n-nodes-base.openWeatherMap` 1: current weather and the 5 day / 3 hour forecast of a place. */
export class OpenWeatherMap implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'OpenWeatherMap',
    name: 'n8n-nodes-base.openWeatherMap',
    icon: 'file:openWeatherMap.svg',
    group: ['input'],
    version: 1,
    description: 'Gets current and future weather information',
    defaults: { name: 'OpenWeatherMap' },
    usableAsTool: true,
    inputs: ['main'],
    outputs: ['main'],
    credentials: [{ name: 'openWeatherMapApi', required: true }],
    properties: openWeatherMapProperties,
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const output = await mapEachItem(this, this.getInputData(), async (_item, i) => {
      const operation = this.getNodeParameter('operation', i) as string;
      const path = PATHS[operation];
      if (!path) throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not known`, { itemIndex: i });
      const format = this.getNodeParameter('format', i) as string;
      const language = this.getNodeParameter('language', i, '') as string;
      const qs: IDataObject = { ...locationQuery(this, i), units: format, ...(language ? { lang: language } : {}) };
      const answer = await this.helpers.httpRequestWithAuthentication.call(this, 'openWeatherMapApi', { method: 'GET', url: `${API}${path}`, qs, json: true }) as IDataObject;
      return { json: answer, pairedItem: { item: i } };
    }, (error, i) => weatherError(this, error, i));
    return [output];
  }
}
