/**
 * /chat_dashboard and /messenger wired to the header's favourites mode and
 * to the contact screens: a favourite changed on the chat dashboard reloads
 * the contacts list (spec 4 "updates favourite lists of contacts and chat";
 * the chat dashboard itself reloads its details on every visit). Lives in
 * app/ because features do not import each other (composition).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { ChatDashboard } from '../features/chat/lazy';
import { favouritesModeAtom, invalidateContactsAtom } from '../features/contacts';
import { nonPortalAtom } from '../features/session';

export function ChatDashboardScreen() {
  const favouritesMode = useAtomValue(favouritesModeAtom);
  // Portal users have no favourites mode toggle (spec 6): a mode left on by an earlier user never hides their chats.
  const nonPortal = useAtomValue(nonPortalAtom);
  const invalidateContacts = useSetAtom(invalidateContactsAtom);
  return <ChatDashboard favouritesOnly={nonPortal && favouritesMode} onFavouriteChanged={invalidateContacts} />;
}
