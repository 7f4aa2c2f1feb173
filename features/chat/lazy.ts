/** features/chat's on-demand entry: the chat dashboard and a conversation. */
export { ChatDashboard } from './components/chat-dashboard';
export { Conversation } from './components/conversation';
