import type { TConfig } from '../../config';
import { createFacebookClient } from './facebook';
import { createLinkedInClient } from './linkedin';
import { createRedditClient } from './reddit';
import type { TPlatformClient, TSocialPlatform } from './types';
import { createXClient } from './x';

export type TPlatformClients = Record<TSocialPlatform, TPlatformClient>;

/** Every platform's client from config; an unconfigured one names its missing variables when asked to post. */
export function createPlatformClients(config: TConfig): TPlatformClients {
  return {
    twitter: createXClient(config),
    linkedin: createLinkedInClient(config),
    facebook: createFacebookClient(config),
    reddit: createRedditClient(config),
  };
}
