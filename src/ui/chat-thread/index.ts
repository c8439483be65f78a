export { ChatThread, type ChatEntry, type ChatThreadProps } from './chat-thread';
export { ChatComposer, type ChatComposerProps } from './chat-composer';
