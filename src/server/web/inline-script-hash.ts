import { createHash } from 'node:crypto';
import { PAINT_FIRST_BOOT } from '@shared/web/paint-first';

/** The CSP source that allows the page's one inline script, the paint-first boot, and no other. */
export const PAINT_FIRST_CSP = `'sha256-${createHash('sha256').update(PAINT_FIRST_BOOT).digest('base64')}'`;
