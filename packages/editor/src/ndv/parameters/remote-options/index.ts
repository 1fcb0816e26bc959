export { useRemoteOptions } from './use-remote-options';
export type { RemoteOptions, UseRemoteOptionsArgs } from './use-remote-options';
export { hasRemoteOptions } from './remote-options-request';
