// Product pictures a fake store serves itself (option selfImages), so a demo shows images without internet:
// one small SVG per product image, drawn from the product's handle, at /cdn/shop/files/{handle}-{n}.svg.

export const OWN_IMAGE_PATH = /^\/cdn\/shop\/files\/([^/]+)-(\d+)\.svg$/;
export const SVG_TYPE = 'image/svg+xml';

/** The URL of image n (1-based) of a product, on the store's own host. */
export const ownImageSrc = (origin: string, handle: string, n: number, version: number): string =>
  `${origin}/cdn/shop/files/${handle}-${n}.svg?v=${version}`;

/** A stable number from a string (FNV-1a), for the picture's colours. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Up to two capital letters from the title's words ("Alpine Trail Jacket" -> "AT"). */
function initials(title: string): string {
  const letters = title
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, '').charAt(0))
    .filter(Boolean);
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}

/** A square picture: a colour field, a shape whose form changes with n, and the product's initials. */
export function productImageSvg(title: string, handle: string, n: number): string {
  const h = hash(`${handle}:${n}`);
  const hue = h % 360;
  const shape =
    n % 3 === 1
      ? `<circle cx="400" cy="360" r="220" fill="hsl(${hue} 45% 55%)"/>`
      : n % 3 === 2
        ? `<rect x="180" y="140" width="440" height="440" rx="48" fill="hsl(${hue} 45% 55%)"/>`
        : `<path d="M400 120 L640 560 L160 560 Z" fill="hsl(${hue} 45% 55%)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` +
    `<rect width="800" height="800" fill="hsl(${hue} 40% 90%)"/>${shape}` +
    `<text x="400" y="420" font-family="system-ui, sans-serif" font-size="160" font-weight="700" ` +
    `text-anchor="middle" fill="#fff">${initials(title)}</text>` +
    `<text x="400" y="700" font-family="system-ui, sans-serif" font-size="44" text-anchor="middle" ` +
    `fill="hsl(${hue} 35% 30%)">${n}</text></svg>`
  );
}
