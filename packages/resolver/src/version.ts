/** Recorded in every provenance record; bump when a resolution rule changes meaning. */
export const RESOLVER_VERSION = '0.1.0';
