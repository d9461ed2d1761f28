/**
 * The service simulator: a stateful stand-in for the media-tracking service of
 * shared/spec/service-api.md, serving the API, web, CDN and image hosts on loopback ports.
 * Decisions where the contract is silent: GAPS.md beside this file.
 */
export { startSimulator, type Simulator, type SimulatorOptions } from './server.ts';
export type { SimState, Urls } from './state.ts';
export type { RequestEntry, Violation } from './violations.ts';
export { CLIENTS, USERS } from './accounts.ts';
