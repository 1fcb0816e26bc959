/** JSON values as they travel between nodes. */
export type GenericValue = string | number | boolean | object | null | undefined;

export interface IDataObject {
  [key: string]: GenericValue | IDataObject | GenericValue[] | IDataObject[];
}
