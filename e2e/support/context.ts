// What the global setup hands to every journey (vitest's provide/inject).
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app under test, e.g. http://127.0.0.1:41234 */
    appUrl: string;
    /** The mail capture's HTTP endpoint (GET /messages). */
    mailUrl: string;
    /** Where screenshots go: e2e/artifacts */
    artifactsDir: string;
    /** The Chromium binary to drive. */
    chromiumPath: string;
    /** Loopback port reserved for a journey's fake Shopify store (allow-listed in the app). */
    fakeStorePort: number;
    /** Five more such ports, for a journey that tracks several stores at once. */
    moreStorePorts: number[];
    /** The Slack and webhook stand-in (POST anything; GET /__received lists what came). */
    hooksUrl: string;
    /** Its self-signed certificate (to read /__received over https). */
    hooksCaFile: string;
    /** The social platforms' stand-ins over plain HTTP (`/x/2/tweets/:id` reads what X took) and X's token. */
    socialStandIn: { url: string; xToken: string };
  }
}

export const appUrl = () => inject('appUrl');
export const mailUrl = () => inject('mailUrl');
export const artifactsDir = () => inject('artifactsDir');
export const chromiumPath = () => inject('chromiumPath');
export const fakeStorePort = () => inject('fakeStorePort');
export const moreStorePorts = () => inject('moreStorePorts');
export const hooksUrl = () => inject('hooksUrl');
export const hooksCaFile = () => inject('hooksCaFile');
export const socialStandIn = () => inject('socialStandIn');
