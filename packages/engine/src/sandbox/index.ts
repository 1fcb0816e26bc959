export { ExecutionSandbox, resolveSandboxLimits } from './execution-sandbox.js';
export { defaultModuleSearchFolders } from './module-resolver.js';
export type { CodeModuleSettings } from './module-resolver.js';
export { formatSeconds } from './sandbox-errors.js';
export { DEFAULT_SANDBOX_LIMITS, CODE_RUN_MODES } from './sandbox.types.js';
export type {
  SandboxLimits, CodeRunMode, CodeRunRequest, CodeRunResult, SandboxDataBridge, NodeAccessMember,
  InputAccessMember, ConsoleLevel,
} from './sandbox.types.js';
export { PythonSandbox, sharedPythonSandbox, shutdownPythonSandbox } from './python-sandbox.js';
export type { PythonRunRequest, PythonRunMode } from './python-sandbox.js';
