import QRCode from 'qrcode';
import { navy, white } from '@/tailwind.config';

/**
 * A QR code as an SVG data URL, made at build time (the review-request page is a server
 * component, so the encoder never reaches the browser). Error correction M survives a creased
 * or slightly smudged print; the colours are the brand navy on white, dark enough for any
 * phone camera.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: navy[950], light: white },
  });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
