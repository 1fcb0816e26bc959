import { isPlainObject } from '@weft/workflow';

/** One field Edit Fields (Set v3.3+) sets: its name, the type it is converted to, and the value. */
export interface Assignment {
  id: string;
  name: string;
  value: unknown;
  type: AssignmentType;
}

export const ASSIGNMENT_TYPES = ['string', 'number', 'boolean', 'array', 'object'] as const;
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];

/** n8n also writes types as `numberValue`, `booleanValue`...; anything unknown is text. */
function typeOf(type: unknown): AssignmentType {
  const name = String(type ?? 'string').replace(/Value$/, '');
  return (ASSIGNMENT_TYPES as readonly string[]).includes(name) ? (name as AssignmentType) : 'string';
}

export function assignmentsOf(value: unknown): Assignment[] {
  if (!isPlainObject(value) || !Array.isArray(value.assignments)) return [];
  return (value.assignments as unknown[]).filter(isPlainObject).map((entry, index) => ({
    id: typeof entry.id === 'string' ? entry.id : `assignment-${index}`,
    name: typeof entry.name === 'string' ? entry.name : '',
    value: entry.value ?? '',
    type: typeOf(entry.type),
  }));
}

/** The parameter's value for a list of assignments, in the shape the Set node reads. */
export function assignmentValue(assignments: readonly Assignment[]): { assignments: Assignment[] } {
  return { assignments: assignments.map((assignment) => ({ ...assignment })) };
}

/** A value kept when the type changes: a boolean becomes false unless it already is one, others stay as typed. */
export function withAssignmentType(assignment: Assignment, type: AssignmentType): Assignment {
  if (type === 'boolean') return { ...assignment, type, value: typeof assignment.value === 'boolean' ? assignment.value : false };
  if (typeof assignment.value === 'boolean') return { ...assignment, type, value: '' };
  return { ...assignment, type };
}
