import type { ICredentialType } from '../model/index.js';
import { credentialLineage } from './credential-lineage.js';

/** Credential types by name (built-in ones and those of installed packages). */
export interface ICredentialTypes {
  getByName(name: string): ICredentialType | undefined;
  /** Every known type. */
  list(): ICredentialType[];
}

/** A plain registry of credential types. */
export class CredentialTypeRegistry implements ICredentialTypes {
  private readonly types = new Map<string, ICredentialType>();

  constructor(types: Iterable<ICredentialType> = []) {
    for (const type of types) this.add(type);
  }

  add(type: ICredentialType): void {
    this.types.set(type.name, type);
  }

  getByName(name: string): ICredentialType | undefined {
    return this.types.get(name);
  }

  list(): ICredentialType[] {
    return [...this.types.values()];
  }

  /** The type and every type it extends, nearest first (oAuth2Api for a service's OAuth2 type). */
  lineage(name: string): ICredentialType[] {
    return credentialLineage(this, name);
  }
}
