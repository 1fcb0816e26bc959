import { isExpression } from '@weft/workflow';
import type { NodeParameterValueType } from '@weft/workflow';
import { CodeParameterInput } from './code';
import { ExpressionInput, ParameterDropZone } from './expression';
import { FixedValueInput } from './ParameterInput';
import type { ParameterInputProps } from './inputs/input-props';
import { useParametersContext } from './parameters-context';

const CODE_EDITORS = new Set(['codeNodeEditor', 'jsEditor', 'code']);

/**
 * The input for a parameter's current value: the expression input when it holds an expression, the
 * code editor for code parameters, else the fixed input of its type; all of them accept a dragged
 * input field (the drop zone).
 */
export function ParameterValueInput(props: ParameterInputProps) {
  const { nodeName } = useParametersContext();
  const { parameter, path, value, readOnly } = props;
  const onChange = (next: NodeParameterValueType) => props.onChange(next);
  let input;
  if (isExpression(value)) {
    input = <ExpressionInput nodeName={nodeName} path={path} parameter={parameter} value={value} onChange={onChange} readOnly={readOnly} />;
  } else if (typeof parameter.typeOptions?.editor === 'string' && CODE_EDITORS.has(parameter.typeOptions.editor)) {
    input = <CodeParameterInput nodeName={nodeName} path={path} parameter={parameter} value={value as NodeParameterValueType} onChange={onChange} readOnly={readOnly} />;
  } else {
    input = <FixedValueInput {...props} />;
  }
  return (
    <ParameterDropZone nodeName={nodeName} path={path} parameter={parameter} value={value as NodeParameterValueType} onChange={onChange} readOnly={readOnly}>
      {input}
    </ParameterDropZone>
  );
}
