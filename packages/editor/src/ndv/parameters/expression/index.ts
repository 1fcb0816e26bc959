export { ValueModeToggle } from './ValueModeToggle';
export type { ValueModeToggleProps } from './ValueModeToggle';
export { ExpressionInput } from './ExpressionInput';
export type { ExpressionInputProps } from './ExpressionInput';
export { ParameterDropZone } from './ParameterDropZone';
export type { ParameterDropZoneProps } from './ParameterDropZone';
export { canBeExpression } from './value-mode';
export { fieldExpression, MAPPING_PATH_MIME } from './mapping-expression';
