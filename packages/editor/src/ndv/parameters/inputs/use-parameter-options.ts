import type { INodeProperties, INodePropertyOptions } from '@weft/workflow';
import { hasRemoteOptions, useRemoteOptions } from '../remote-options';
import { staticOptions } from '../option-items';
import { useParametersContext } from '../parameters-context';

export interface ParameterOptions {
  options: INodePropertyOptions[];
  loading: boolean;
  remote: boolean;
  error?: string;
}

/** The choices of an options or multiOptions parameter: loaded from the server when the description says so. */
export function useParameterOptions(parameter: INodeProperties, path: string): ParameterOptions {
  const { nodeName } = useParametersContext();
  const remote = hasRemoteOptions(parameter);
  // The hook does nothing for a parameter without a load method; it is called always, as hooks must be.
  const loaded = useRemoteOptions({ nodeName, parameter, path });
  if (!remote) return { options: staticOptions(parameter), loading: false, remote };
  return { options: loaded.options, loading: loaded.loading, error: loaded.error, remote };
}
