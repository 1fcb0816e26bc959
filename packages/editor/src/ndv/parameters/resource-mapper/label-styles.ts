/** The mapper's own selects labelled as the NDV's parameter labels are (size sm, weight 500). */
export const PARAMETER_LABEL_STYLES = { label: { fontWeight: 500, marginBottom: 4 } } as const;
