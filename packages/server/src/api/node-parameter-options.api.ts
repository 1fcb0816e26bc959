import type { FastifyInstance } from 'fastify';
import { getNodeParameterOptions, getResourceLocatorResults, getResourceMapperFields } from '@weft/contracts';
import type { IDataObject, INodeCredentials } from '@weft/workflow';
import type { AppServices } from '../services/app-services.js';
import { engineLogger } from '../services/executions/server-logger.js';
import { NodeParameterOptionsService } from '../services/node-parameter-options.service.js';
import { registerRoute } from './register-route.js';
import { signedInUser } from '../services/auth/request-user.js';

export function nodeParameterOptionsApi(app: FastifyInstance, services: AppServices): void {
  const options = new NodeParameterOptionsService(services.engine, engineLogger(app.log));
  registerRoute(app, getNodeParameterOptions, ({ query, request }) => options.load({
    nodeType: query.nodeTypeAndVersion,
    path: query.path,
    methodName: query.methodName,
    loadOptions: query.loadOptions as IDataObject | undefined,
    currentNodeParameters: query.currentNodeParameters as IDataObject,
    credentials: query.credentials as INodeCredentials | undefined,
    credentialsHelper: services.credentials.helperFor(signedInUser(request)),
  }));
  registerRoute(app, getResourceLocatorResults, ({ query, request }) => options.search({
    nodeType: query.nodeTypeAndVersion,
    path: query.path,
    methodName: query.methodName,
    filter: query.filter,
    paginationToken: query.paginationToken,
    currentNodeParameters: query.currentNodeParameters as IDataObject,
    credentials: query.credentials as INodeCredentials | undefined,
    credentialsHelper: services.credentials.helperFor(signedInUser(request)),
  }));
  registerRoute(app, getResourceMapperFields, ({ query, request }) => options.mapperFields({
    nodeType: query.nodeTypeAndVersion,
    path: query.path,
    methodName: query.methodName,
    currentNodeParameters: query.currentNodeParameters as IDataObject,
    credentials: query.credentials as INodeCredentials | undefined,
    credentialsHelper: services.credentials.helperFor(signedInUser(request)),
  }));
}
