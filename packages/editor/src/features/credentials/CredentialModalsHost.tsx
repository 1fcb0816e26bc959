import { CredentialEditModal } from './CredentialEditModal';
import { CredentialSelectModal } from './CredentialSelectModal';
import { CredentialsListModal } from './CredentialsListModal';

/** The credential dialogs, opened through useCredentialModals from the sidebar, a node or each other. */
export function CredentialModalsHost() {
  return (
    <>
      <CredentialsListModal />
      <CredentialSelectModal />
      <CredentialEditModal />
    </>
  );
}
