import type { FastifyInstance } from 'fastify';
import { tailorCatalogueContract } from '../../../shared/schemas/tailor-catalogue.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../plugins/route.ts';
import { noTailorProfile } from '../tailors/acting-tailor.ts';
import {
  eventCapacityByUserId,
  updateEventCapacityByUserId,
  updateProfileByUserId,
  updateWorkshopByUserId,
  workshopByUserId,
} from '../tailors/tailors.repository.ts';

/**
 * The public profile's own words (bio, specialties, location, response time), as /tailors/{id}
 * shows them. A tailors write moves catalog_version by trigger, so the page shows it at once.
 * The profile is read with GET /api/tailor/me.
 */
export async function tailorProfileRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, tailorCatalogueContract.saveProfile, {}, async (request) => {
    const row = await updateProfileByUserId(db, request.userId!, request.body);
    if (!row) throw noTailorProfile();
    return row;
  });

  /** The workshop for pickups (issue 29): shown to shoppers on their pickup order's page. */
  route(app, tailorCatalogueContract.workshop, {}, async (request) => {
    const row = await workshopByUserId(db, request.userId!);
    if (!row) throw noTailorProfile();
    return row;
  });

  route(app, tailorCatalogueContract.saveWorkshop, {}, async (request) => {
    const row = await updateWorkshopByUserId(db, request.userId!, request.body);
    if (!row) throw noTailorProfile();
    return row;
  });

  /** Aso-ebi (issue 32): event orders a week, each new look's capacity (decision 054). */
  route(app, tailorCatalogueContract.eventCapacity, {}, async (request) => {
    const row = await eventCapacityByUserId(db, request.userId!);
    if (!row) throw noTailorProfile();
    return row;
  });

  route(app, tailorCatalogueContract.saveEventCapacity, {}, async (request) => {
    const row = await updateEventCapacityByUserId(
      db,
      request.userId!,
      request.body.eventOrdersPerWeek,
    );
    if (!row) throw noTailorProfile();
    return row;
  });
}
