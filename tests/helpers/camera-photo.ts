// A stand-in for a photo straight from the owner's phone: a JPEG of a garage door with noise
// like a camera's, the position of the customer's house (GPS in EXIF), the camera's make and a
// serial, and orientation 6 (stored sideways, shown upright: portrait once turned).
import sharp from 'sharp';

/** Where the test photo says it was taken (Venice, Florida). */
export const photoPosition = { latitude: 27.0998, longitude: -82.4543 };

function scene(width: number, height: number): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 400">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc7ea"/><stop offset="1" stop-color="#eef3f7"/></linearGradient></defs>
    <rect width="300" height="400" fill="url(#sky)"/><polygon points="0,120 150,40 300,120" fill="#8a5a44"/>
    <rect x="20" y="120" width="260" height="230" fill="#efe6d6"/><rect x="45" y="170" width="210" height="180" fill="#fdfdfb" stroke="#c9c2b4" stroke-width="3"/>
    ${[0, 1, 2, 3].map((row) => `<line x1="45" x2="255" y1="${215 + row * 45}" y2="${215 + row * 45}" stroke="#d8d2c6" stroke-width="3"/>`).join('')}
    <rect x="0" y="350" width="300" height="50" fill="#b9b4ab"/><circle cx="250" cy="70" r="18" fill="#fff6c9"/></svg>`);
}

/**
 * A portrait picture (width × height as shown) stored sideways with orientation 6, as a phone
 * saves an upright photo, with a GPS position, camera make and serial in its EXIF.
 */
export async function cameraJpeg({ width = 300, height = 400 }: { width?: number; height?: number } = {}): Promise<Buffer> {
  const upright = await sharp(scene(width, height)).resize(width, height).raw().toBuffer({ resolveWithObject: true });
  // Sensor noise, so the picture compresses like a photo and not like a drawing.
  const noisy = Buffer.from(upright.data);
  for (let i = 0; i < noisy.length; i += 1) noisy[i] = Math.max(0, Math.min(255, noisy[i] + ((i * 7919) % 23) - 11));
  const { latitude, longitude } = photoPosition;
  const dms = (value: number) => {
    const abs = Math.abs(value);
    const degrees = Math.floor(abs);
    const minutes = Math.floor((abs - degrees) * 60);
    const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 100);
    return `${degrees}/1 ${minutes}/1 ${seconds}/100`;
  };
  return (
    sharp(noisy, { raw: upright.info })
      // Stored turned a quarter to the left; orientation 6 tells a viewer to turn it back.
      .rotate(-90)
      .jpeg({ quality: 85 })
      .withExif({
        IFD0: { Make: 'Apple', Model: 'iPhone 15' },
        IFD2: { BodySerialNumber: 'F17XK2ABC123' },
        IFD3: {
          GPSLatitudeRef: latitude >= 0 ? 'N' : 'S',
          GPSLatitude: dms(latitude),
          GPSLongitudeRef: longitude >= 0 ? 'E' : 'W',
          GPSLongitude: dms(longitude),
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer()
  );
}
