/** features/account's small always-loaded part: whether to offer a passkey, and the offer itself (issue 27 item 14). */
export { PasskeyOffer } from './components/passkey-offer';
export { passkeyOfferShownAtom } from './passkey-offer';
