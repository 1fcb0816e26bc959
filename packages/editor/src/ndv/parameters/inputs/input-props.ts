import type { INodeProperties, NodeParameterValueType } from '@weft/workflow';

export interface ParameterInputProps {
  parameter: INodeProperties;
  /** The parameter's path in the node's parameters (`url`, `options.timeout`, `headerParameters.parameters[0].name`). */
  path: string;
  value: unknown;
  /** `typing`: part of the field's current focus session, merged into one undo step. */
  onChange: (value: NodeParameterValueType | undefined, typing?: boolean) => void;
  /** Starts a new focus session (one undo step per focus of a field). */
  onFocus: () => void;
  onBlur: () => void;
  readOnly: boolean;
  /** The message under the input, already decided by the field (shown after blur or once issues show). */
  error?: string;
}

export const inputTestId = (path: string) => `parameter-input-${path}`;
