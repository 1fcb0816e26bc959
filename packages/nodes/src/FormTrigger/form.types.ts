/** One entry of `formFields.values`, as saved. */
export interface FormField {
  fieldLabel?: string;
  fieldType?: 'text' | 'textarea' | 'number' | 'email' | 'password' | 'date' | 'dropdown' | 'checkbox' | 'radio' | 'file' | string;
  requiredField?: boolean;
  placeholder?: string;
  fieldOptions?: { values?: Array<{ option?: string }> };
  multiselect?: boolean;
  acceptFileTypes?: string;
  multipleFiles?: boolean;
}

/** The HTML name of a field: its position, so that any label works. */
export const fieldName = (index: number) => `field-${index}`;

export const labelOf = (field: FormField, index: number) => field.fieldLabel?.trim() || `Field ${index + 1}`;

export const optionsOf = (field: FormField): string[] =>
  (field.fieldOptions?.values ?? []).map((entry) => String(entry.option ?? '')).filter((option) => option !== '');

/** Dropdowns with multiple choice and checkbox groups give a list of options. */
export const isMultiChoice = (field: FormField) =>
  field.fieldType === 'checkbox' || (field.fieldType === 'dropdown' && field.multiselect === true);
