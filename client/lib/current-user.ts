import { PLACEHOLDER_USER_ID } from '../../shared/catalog.ts';

/**
 * Every screen acts for the spec's placeholder shopper until sign-in exists (spec §6). The server
 * decides who is acting; this id only fills the paths and bodies of spec §7.
 */
export function useCurrentUserId(): string {
  return PLACEHOLDER_USER_ID;
}
