import type { ComponentType } from 'react';
import type { NodePropertyType } from '@weft/workflow';
import { AssignmentCollectionInput } from './inputs/AssignmentCollectionInput';
import { BooleanInput } from './inputs/BooleanInput';
import { CollectionInput } from './inputs/CollectionInput';
import { ColorParameterInput } from './inputs/ColorParameterInput';
import { CredentialsSelectInput } from './inputs/CredentialsSelectInput';
import { CurlImportButton } from './inputs/CurlImportButton';
import { DateTimeInput } from './inputs/DateTimeInput';
import { FilterInput } from './inputs/FilterInput';
import { FixedCollectionInput } from './inputs/FixedCollectionInput';
import type { ParameterInputProps } from './inputs/input-props';
import { JsonInput } from './inputs/JsonInput';
import { MultiOptionsInput } from './inputs/MultiOptionsInput';
import { NumberParameterInput } from './inputs/NumberParameterInput';
import { OptionsInput } from './inputs/OptionsInput';
import { ResourceLocatorInput } from './inputs/ResourceLocatorInput';
import { ResourceMapperInput } from './inputs/ResourceMapperInput';
import { StringInput } from './inputs/StringInput';

const JsonValueInput = (props: ParameterInputProps) => <JsonInput {...props} asValue />;

const INPUTS: Partial<Record<NodePropertyType, ComponentType<ParameterInputProps>>> = {
  string: StringInput,
  number: NumberParameterInput,
  boolean: BooleanInput,
  options: OptionsInput,
  multiOptions: MultiOptionsInput,
  color: ColorParameterInput,
  dateTime: DateTimeInput,
  json: JsonInput,
  collection: CollectionInput,
  fixedCollection: FixedCollectionInput,
  credentialsSelect: CredentialsSelectInput,
  filter: FilterInput,
  assignmentCollection: AssignmentCollectionInput,
  workflowSelector: ResourceLocatorInput,
  resourceLocator: ResourceLocatorInput,
  resourceMapper: ResourceMapperInput,
  curlImport: CurlImportButton,
};

/** The fixed-value input of a parameter's type; types without one edit their value as JSON, never failing. */
export function FixedValueInput(props: ParameterInputProps) {
  const Input = INPUTS[props.parameter.type] ?? JsonValueInput;
  return <Input {...props} />;
}
