import type { AuditNodeLocation, AuditReport, AuditSection } from '@weft/contracts';
import type { INode } from '@weft/workflow';
import type { AuditWorkflow } from './audit-input.js';
import { countedSubject, nodeLocation } from './node-locations.js';

/**
 * n8n's SQL nodes that take query parameters. Weft has Postgres and MySQL built in; the others come in
 * with workflows imported from n8n, and would run wherever those workflows are taken back to.
 */
export const SQL_NODE_TYPES_WITH_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'n8n-nodes-base.postgres', 'n8n-nodes-base.crateDb', 'n8n-nodes-base.questDb', 'n8n-nodes-base.timescaleDb',
]);

export const SQL_NODE_TYPES: ReadonlySet<string> = new Set([
  ...SQL_NODE_TYPES_WITH_QUERY_PARAMS, 'n8n-nodes-base.mySql', 'n8n-nodes-base.microsoftSql', 'n8n-nodes-base.snowflake',
]);

/**
 * Weft's MySQL node from version 2, and its Postgres node in every version, send each `{{ }}` of a query
 * as a bound value (or a quoted name), never as SQL text.
 */
const bindsExpressions = (node: INode): boolean =>
  (node.type === 'n8n-nodes-base.mySql' && node.typeVersion >= 2) || node.type === 'n8n-nodes-base.postgres';

const isExpression = (value: unknown): boolean => typeof value === 'string' && value.startsWith('=');

function field(parameters: Record<string, unknown>, group: string, name: string): unknown {
  const fields = parameters[group];
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>)[name] : undefined;
}

/** The query parameters of an "Execute Query" node: `options.queryReplacement` (v2) or `additionalFields.queryParams` (v1). */
function queryParameters(node: INode): unknown {
  const parameters = node.parameters as Record<string, unknown>;
  return field(parameters, 'options', 'queryReplacement') ?? field(parameters, 'additionalFields', 'queryParams');
}

interface DatabaseFindings {
  expressionInQuery: AuditNodeLocation[];
  expressionInQueryParameters: AuditNodeLocation[];
  noQueryParameters: AuditNodeLocation[];
}

function findings(workflows: readonly AuditWorkflow[]): DatabaseFindings {
  const found: DatabaseFindings = { expressionInQuery: [], expressionInQueryParameters: [], noQueryParameters: [] };
  for (const workflow of workflows) {
    for (const node of workflow.nodes) {
      if (!SQL_NODE_TYPES.has(node.type) || node.parameters?.operation !== 'executeQuery' || bindsExpressions(node)) continue;
      const location = nodeLocation(workflow, node);
      if (isExpression(node.parameters.query)) found.expressionInQuery.push(location);
      if (!SQL_NODE_TYPES_WITH_QUERY_PARAMS.has(node.type)) continue;
      const params = queryParameters(node);
      if (params === undefined || params === '') found.noQueryParameters.push(location);
      else if (isExpression(params)) found.expressionInQueryParameters.push(location);
    }
  }
  return found;
}

/** SQL nodes whose "Execute Query" is built from expressions: data from outside may end up as SQL (injection). */
export function databaseRiskReport(workflows: readonly AuditWorkflow[]): AuditReport | null {
  const found = findings(workflows);
  const subject = (count: number) => countedSubject(count, 'This SQL node builds', 'These SQL nodes build');
  const sections: AuditSection[] = [];
  if (found.expressionInQuery.length > 0) {
    sections.push({
      title: 'Expressions in "Execute Query" fields in SQL nodes',
      description: `${subject(found.expressionInQuery.length)} the "Query" of an "Execute Query" operation with an expression: `
        + 'a value that reaches the expression can change the SQL that runs (SQL injection).',
      recommendation: 'Keep the query fixed and pass the values in the "Query Parameters" field, or check the values before the node.',
      location: found.expressionInQuery,
    });
  }
  if (found.expressionInQueryParameters.length > 0) {
    sections.push({
      title: 'Expressions in "Query Parameters" fields in SQL nodes',
      description: `${subject(found.expressionInQueryParameters.length)} the "Query Parameters" of an "Execute Query" operation `
        + 'with an expression: the list of values itself comes from data.',
      recommendation: 'Check what the expression in the "Query Parameters" field can produce.',
      location: found.expressionInQueryParameters,
    });
  }
  if (found.noQueryParameters.length > 0) {
    sections.push({
      title: 'Unused "Query Parameters" fields in SQL nodes',
      description: `${countedSubject(found.noQueryParameters.length, 'This SQL node runs', 'These SQL nodes run')} an "Execute Query" `
        + 'operation without "Query Parameters": any value in the query is pasted into the SQL unescaped.',
      recommendation: 'Pass the values of the query in the "Query Parameters" field ($1, $2, ...) instead of writing them into the query.',
      location: found.noQueryParameters,
    });
  }
  return sections.length > 0 ? { risk: 'database', sections } : null;
}
