/**
 * The passkey offer after a first 'Keep me signed in' (issue 27 item 14), as
 * a notice that never blocks: shown by the app's notice area, never over a
 * video session nor on the screen it leads to.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useRoute } from 'wouter';
import { paths } from '../../../domain/routes';
import { Banner } from '../../../ui/banner/banner';
import { Button } from '../../../ui/button/button';
import { passkeyOfferCopy } from '../copy';
import { PASSKEYS_ANCHOR, passkeyOfferAnswerAtom, passkeyOfferShownAtom } from '../passkey-offer';

/** The offer as a notice: Add (to the Security screen's passkeys) or Not now, both remembered. */
export function PasskeyOffer({ className }: { className?: string }) {
  const shown = useAtomValue(passkeyOfferShownAtom);
  const answer = useSetAtom(passkeyOfferAnswerAtom);
  const [location, navigate] = useLocation();
  const [inCall] = useRoute(paths.connect);
  // Not over a session, nor on the screen it leads to.
  if (!shown || inCall || location === paths.securityQuestion || location === paths.login) return null;
  return (
    <Banner
      data-testid="passkey-offer"
      className={className}
      text={passkeyOfferCopy.text}
      actions={
        <>
          <Button
            variant="primary"
            size="sm"
            aria-label={passkeyOfferCopy.addLabel}
            onClick={() => {
              answer('add');
              navigate(`${paths.securityQuestion}#${PASSKEYS_ANCHOR}`);
            }}
          >
            {passkeyOfferCopy.add}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => answer('not_now')}>
            {passkeyOfferCopy.notNow}
          </Button>
        </>
      }
    />
  );
}
