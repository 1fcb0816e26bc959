import { FixedValueInput } from './ParameterInput';
import type { ParameterInputProps } from './inputs/input-props';

/** The input for a parameter's current value. */
export function ParameterValueInput(props: ParameterInputProps) {
  return <FixedValueInput {...props} />;
}
