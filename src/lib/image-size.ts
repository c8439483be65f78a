/**
 * The intrinsic size an image address carries in its fragment, `#<width>x<height>` (the server
 * adds it to a tenant image's address: server/tenants/tenant-assets.ts). Set as the <img>'s width
 * and height, it gives the image its proportions before it loads, so the box it takes does not
 * grow when it does (the page jumped, and a test's click missed a link below a figure).
 * Empty for an address without one, so `<img {...imageSize(src)}>` is always safe.
 */
export function imageSize(src: string): { width?: number; height?: number } {
  const match = /#(\d{1,5})x(\d{1,5})$/.exec(src);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? { width, height } : {};
}
