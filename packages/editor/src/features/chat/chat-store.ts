import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { WorkflowStore } from '../../stores/workflow/workflow-store';
import { useWorkflowStoreApi } from '../../stores/workflow/workflow-store-context';
import type { ChatStep } from './chat-run-data';

export interface ChatMessage {
  id: string;
  from: 'user' | 'bot';
  text: string;
  /** The names of the files sent with the message (user messages). */
  files?: string[];
  error?: boolean;
  /** The run that answered (bot messages): its steps stay shown under the answer. */
  executionId?: string;
  steps?: ChatStep[];
}

export interface ChatState {
  open: boolean;
  sessionId: string;
  messages: ChatMessage[];
  /** A message is being answered: the panel shows the run's steps live and takes no other message. */
  pending: boolean;
  setOpen(open: boolean): void;
  addMessage(message: Omit<ChatMessage, 'id'>): void;
  setPending(pending: boolean): void;
  /** A new conversation: a new session id (the memory starts empty) and no messages. */
  newSession(): void;
}

const newSessionId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(16).slice(2)}`).replace(/-/g, '');

function createChatStore(): StoreApi<ChatState> {
  let counter = 0;
  return createStore<ChatState>()((set) => ({
    open: false,
    sessionId: newSessionId(),
    messages: [],
    pending: false,
    setOpen: (open) => set({ open }),
    addMessage: (message) => set((state) => ({ messages: [...state.messages, { ...message, id: `m${++counter}` }] })),
    setPending: (pending) => set({ pending }),
    newSession: () => set({ sessionId: newSessionId(), messages: [], pending: false }),
  }));
}

/** One chat per open workflow, living as long as its workflow store (opening another starts afresh). */
const chats = new WeakMap<WorkflowStore, StoreApi<ChatState>>();

export function chatStoreOf(workflow: WorkflowStore): StoreApi<ChatState> {
  let chat = chats.get(workflow);
  if (!chat) chats.set(workflow, chat = createChatStore());
  return chat;
}

export function useChatStoreApi(): StoreApi<ChatState> {
  return chatStoreOf(useWorkflowStoreApi());
}

export function useChat<T>(selector: (state: ChatState) => T): T {
  return useStore(useChatStoreApi(), selector);
}
