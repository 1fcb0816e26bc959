export { CodeParameterInput } from './CodeParameterInput';
export type { CodeParameterInputProps } from './CodeParameterInput';
