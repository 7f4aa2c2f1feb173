/**
 * Screen copy of the chat screens that only the browser uses: what an empty
 * dashboard suggests next. The spec's chat labels (`chatTexts`) stay in
 * domain/messages.ts.
 */
export const chatCopy = {
  noConversationsHint: 'Start one with the new chat button at the top, or from a contact.',
  noMatchesHint: 'Check the spelling, or clear the search to see every conversation.',
  noFavouritesHint: 'Star a person to keep them here; turn off Favourites only to see everyone.',
} as const;
