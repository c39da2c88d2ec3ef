import {
  encodeAttempts,
  fitCount,
  fitWithin,
  jpegName,
  jpegQualities,
  photoLimits,
  sendableAsIs,
  uploadAllowanceMs,
} from '@/lib/photos/plan';

describe('photo resizing maths', () => {
  it('fits a 4000 x 3000 photo to 1600 px on its long side, keeping its shape', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: 3000, height: 4000 })).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin({ width: 4032, height: 1908 })).toEqual({ width: 1600, height: 757 });
  });

  it('never enlarges a small photo, and keeps a sliver at least one pixel wide', () => {
    expect(fitWithin({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 1600, height: 1600 })).toEqual({ width: 1600, height: 1600 });
    expect(fitWithin({ width: 20000, height: 3 })).toEqual({ width: 1600, height: 1 });
  });

  it('treats a picture without a size as nothing to draw', () => {
    expect(fitWithin({ width: 0, height: 300 })).toEqual({ width: 0, height: 0 });
    expect(fitWithin({ width: Number.NaN, height: 300 })).toEqual({ width: 0, height: 0 });
    expect(encodeAttempts({ width: 0, height: 0 })).toEqual([]);
  });

  it('tries each quality at the fitted size first, best first, then smaller sizes at the lowest', () => {
    const attempts = encodeAttempts({ width: 4000, height: 3000 });
    const full = attempts.slice(0, jpegQualities.length);
    expect(full.map((attempt) => attempt.quality)).toEqual([...jpegQualities]);
    for (const attempt of full) expect(attempt).toMatchObject({ width: 1600, height: 1200 });
    expect(attempts.slice(jpegQualities.length)).toEqual([
      { width: 1200, height: 900, quality: 0.45 },
      { width: 800, height: 600, quality: 0.45 },
    ]);
    const qualities = attempts.map((attempt) => attempt.quality);
    expect(qualities).toEqual([...qualities].sort((a, b) => b - a));
  });

  it('never tries a size past the limit or a larger one after a smaller', () => {
    for (const source of [
      { width: 4000, height: 3000 },
      { width: 640, height: 480 },
      { width: 1080, height: 1920 },
    ]) {
      const attempts = encodeAttempts(source);
      for (const [index, attempt] of attempts.entries()) {
        expect(Math.max(attempt.width, attempt.height)).toBeLessThanOrEqual(photoLimits.maxEdge);
        if (index > 0) expect(attempt.width).toBeLessThanOrEqual(attempts[index - 1].width);
      }
    }
  });

  it('keeps at most three photos in all, however they are picked', () => {
    expect(fitCount(0, 2)).toEqual({ take: 2, leftOut: 0 });
    expect(fitCount(0, 5)).toEqual({ take: 3, leftOut: 2 });
    expect(fitCount(2, 2)).toEqual({ take: 1, leftOut: 1 });
    expect(fitCount(3, 1)).toEqual({ take: 0, leftOut: 1 });
    expect(fitCount(1, 0)).toEqual({ take: 0, leftOut: 0 });
  });

  it('names a resized photo after the original, as a JPEG', () => {
    expect(jpegName('IMG_0412.HEIC')).toBe('IMG_0412.jpg');
    expect(jpegName('broken spring.final.png')).toBe('broken spring.final.jpg');
    expect(jpegName('C:\\fakepath\\door.jpeg')).toBe('door.jpg');
    expect(jpegName('')).toBe('photo.jpg');
    expect(jpegName('.jpg')).toBe('photo.jpg');
  });

  it('gives a lead 10 s more per MB of photos before it counts as failed, none without photos', () => {
    expect(uploadAllowanceMs(0)).toBe(0);
    expect(uploadAllowanceMs(1)).toBe(1000);
    expect(uploadAllowanceMs(photoLimits.maxBytes)).toBe(10_000);
    expect(uploadAllowanceMs(3 * photoLimits.maxBytes)).toBe(30_000);
  });

  it('sends a photo it could not resize only when it is a picture already small enough', () => {
    expect(sendableAsIs({ type: 'image/heic', size: 900_000 })).toBe(true);
    expect(sendableAsIs({ type: 'image/heic', size: 3_200_000 })).toBe(false);
    expect(sendableAsIs({ type: 'application/pdf', size: 20_000 })).toBe(false);
    expect(sendableAsIs({ type: 'image/jpeg', size: 0 })).toBe(false);
  });
});
