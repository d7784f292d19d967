import type { AdminLocationBody, AdminLocationChange } from '@mise/contracts';
import {
  auditStaffAction,
  badRequest,
  type Database,
  HttpProblem,
  type Queryable,
} from '@mise/platform';
import type { FastifyRequest } from 'fastify';
import { findCity } from '../store/cities.js';
import {
  findStaffLocation,
  insertLocation,
  type StaffLocation,
  updateLocation,
} from '../store/locations.js';
import { outbox } from '../store/schema.js';

/** A location's fields as staff set them, for the audit. */
export const locationFieldsOf = ({
  name,
  cityId,
  lineOne,
  postalCode,
  hours,
  active,
}: StaffLocation) => ({ name, cityId, lineOne, postalCode, hours, active });

const record = (id: string) => ({ type: 'pickup-location', id });

/** `toronto-king-west`: the city and the name, in lower-case letters and digits. */
export const locationIdOf = (cityId: string, name: string) =>
  `${cityId}-${name}`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);

async function knownCity(tx: Queryable, cityId: string): Promise<void> {
  if (await findCity(tx, cityId)) return;
  const message = `cityId must be a delivery city's id; no city has the id ${cityId}`;
  throw badRequest(`The request body is not valid: ${message}.`, [
    { field: 'cityId', rule: 'unknown-city', message },
  ]);
}

async function reread(tx: Queryable, id: string): Promise<StaffLocation> {
  const location = await findStaffLocation(tx, id);
  if (!location) throw new Error(`The pickup location ${id} was just written and is gone.`);
  return location;
}

/**
 * Adds a pickup location: the location and its audit entry commit together. Its id is made of
 * its city and name; a 409 when a location has that id already (open or switched off).
 */
export function createLocation(
  db: Database,
  request: FastifyRequest,
  body: AdminLocationBody,
): Promise<StaffLocation> {
  return db.transaction(async (tx) => {
    await knownCity(tx, body.cityId);
    const id = locationIdOf(body.cityId, body.name);
    if (!(await insertLocation(tx, id, body))) {
      throw new HttpProblem(
        409,
        'Conflict',
        `A pickup location named ${body.name} exists already in this city (${id}).`,
      );
    }
    const created = await reread(tx, id);
    await auditStaffAction(tx, outbox, request, 'delivery-slots', {
      action: 'locations.create',
      record: record(id),
      before: null,
      after: locationFieldsOf(created),
    });
    return created;
  });
}

/**
 * Changes a location's fields, keeping those the change leaves out; `active: false` switches it
 * off (shoppers no longer see it, orders keep it). Undefined (and nothing written) for an
 * unknown id; a change that changes nothing writes nothing, not even an audit entry.
 */
export function changeLocation(
  db: Database,
  request: FastifyRequest,
  id: string,
  change: AdminLocationChange,
): Promise<StaffLocation | undefined> {
  return db.transaction(async (tx) => {
    const before = await findStaffLocation(tx, id, { lock: true });
    if (!before) return undefined;
    if (change.cityId !== undefined && change.cityId !== before.cityId) {
      await knownCity(tx, change.cityId);
    }
    const fields = locationFieldsOf(before);
    const after = { ...fields, ...change };
    const keys = Object.keys(fields) as (keyof typeof fields)[];
    if (keys.every((key) => fields[key] === after[key])) return before;
    await updateLocation(tx, id, after);
    const changed = await reread(tx, id);
    await auditStaffAction(tx, outbox, request, 'delivery-slots', {
      action: 'locations.update',
      record: record(id),
      before: fields,
      after: locationFieldsOf(changed),
    });
    return changed;
  });
}
