/**
 * The feed's address as a QR code, for a phone's camera: drawn as SVG by
 * uqr, in a chunk of its own (loaded only when an address is shown), and
 * shown as an image so no markup is injected into the page.
 */
import { renderSVG } from 'uqr';
import { calendarSyncCopy as t } from '../copy';
import * as styles from './calendar-sync.css';

export default function FeedQr({ value }: { value: string }) {
  // Black on white in both themes: cameras read dark modules on a light ground.
  const svg = renderSVG(value, { border: 2, ecc: 'M', blackColor: '#000', whiteColor: '#fff' });
  return <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t.qrLabel} width={200} height={200} />;
}
