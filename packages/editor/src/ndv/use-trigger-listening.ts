import { useWorkflowStore } from '../stores/workflow/workflow-store-context';

export interface TriggerListening {
  /** The trigger waits for its event: a test webhook call, or the event a trigger node (IMAP, a queue...) is started for. */
  listening: boolean;
  /** The command that ends the wait: a test webhook is unregistered, a started trigger's run is stopped. */
  stopCommand: 'stopWaiting' | 'stopExecution';
}

/**
 * Whether the trigger `nodeName` is listening for a test event. A webhook trigger waits before the run
 * starts; any other trigger is started by the run and stays its executing node until its first event.
 */
export function useTriggerListening(nodeName: string, isTrigger: boolean): TriggerListening {
  const waitingForWebhook = useWorkflowStore((state) => isTrigger && state.run?.waitingForWebhook === true);
  const started = useWorkflowStore((state) => isTrigger && state.isRunning() && (state.run?.executingNodes.includes(nodeName) ?? false));
  return { listening: waitingForWebhook || started, stopCommand: waitingForWebhook ? 'stopWaiting' : 'stopExecution' };
}
