import { jpegSize } from '@/tests/helpers/jpeg-size';

// The capture server's reading of a photo's pixel size (tests/helpers/jpeg-size.ts).
const segment = (marker: number, payload: number[]) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];

describe('jpegSize', () => {
  it('reads width and height from the start-of-frame marker, past the segments before it', () => {
    const app0 = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
    const sof0 = segment(0xc0, [8, 0x04, 0xb0, 0x06, 0x40, 3]);
    expect(jpegSize(new Uint8Array([0xff, 0xd8, ...app0, ...sof0]))).toEqual({ width: 1600, height: 1200 });
    const progressive = segment(0xc2, [8, 0x0b, 0xb8, 0x0f, 0xa0, 3]);
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, ...progressive]))).toEqual({ width: 4000, height: 3000 });
  });

  it('answers nothing for what is not a JPEG, or one cut short', () => {
    expect(jpegSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeUndefined();
    expect(jpegSize(new Uint8Array(1_000).fill(7))).toBeUndefined();
  });
});
