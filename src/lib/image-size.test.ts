import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';

describe('the size an image address carries', () => {
  it('reads #<width>x<height> at the end of the address', () => {
    expect(imageSize('/tenant-assets/bank/ecg.svg?v=0123456789#983x228')).toEqual({ width: 983, height: 228 });
    expect(imageSize('https://cdn.example.com/a.png#1x1')).toEqual({ width: 1, height: 1 });
  });

  it.each([
    ['no fragment', '/tenant-assets/bank/ecg.svg?v=0123456789'],
    ['another fragment', '/tenant-assets/sprite.svg#icon-heart'],
    ['a zero side', '/a.svg#0x228'],
    ['a size that is not the whole fragment', '/a.svg#view-983x228'],
    ['a size in the query, not the fragment', '/a.svg?size=983x228'],
    ['an absurd size', '/a.svg#1234567x2'],
  ])('gives nothing for an address with %s', (_what, src) => {
    expect(imageSize(src)).toEqual({});
  });
});
