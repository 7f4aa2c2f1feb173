/** features/chat's public entry: the live chat events every signed-in screen keeps. The screens come through lazy.ts. */
export { ChatRealtime } from './components/chat-realtime';
export { ChatBadge } from './components/chat-badge';
