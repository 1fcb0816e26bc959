import type { FastifyRequest } from 'fastify';
import type { StoredUser } from '../../db/users.repository.js';
import { seesEverything, signedInUser } from './request-user.js';

/**
 * The workflows a caller may see and change, and with them their executions: a member only those
 * they own (`ownerId`), the owner and the default user all of them (spec/admin.md §6). Something
 * outside the scope is answered as if it did not exist (404), so that a member learns nothing of
 * other people's workflows, not even that an id is taken.
 */
export interface WorkflowScope {
  ownerId?: string;
}

export const ALL_WORKFLOWS: WorkflowScope = Object.freeze({});

export function workflowScopeOf(user: StoredUser): WorkflowScope {
  return seesEverything(user) ? ALL_WORKFLOWS : { ownerId: user.id };
}

/** The scope of the signed-in user of a request (401 when nobody is signed in). */
export function scopeOfRequest(request: FastifyRequest): WorkflowScope {
  return workflowScopeOf(signedInUser(request));
}

export function isWholeInstance(scope: WorkflowScope): boolean {
  return scope.ownerId === undefined;
}
