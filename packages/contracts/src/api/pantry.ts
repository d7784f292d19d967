import { accountDataPart } from '../account/account-data.js';
import { adminRecordAnswer } from '../admin/list.js';
import { adminPantrySummary, adminPantrySummaryQuery } from '../pantry/admin.js';
import {
  addToPantryBody,
  editPantryBody,
  pantryAnswer,
  pantryQuery,
  pantryReminders,
  pantryRemovalQuery,
} from '../pantry/http.js';
import { type RouteDoc, routeDoc } from './route-doc.js';

const tag = 'pantry';

export const pantryRouteDocs: RouteDoc[] = [
  routeDoc({
    method: 'GET',
    path: '/api/users/pantry',
    summary: "A page of the shopper's pantry, one row per ingredient, and this month's waste",
    tag,
    access: 'session',
    query: pantryQuery,
    answers: { 200: pantryAnswer },
  }),
  routeDoc({
    method: 'POST',
    path: '/api/users/pantry',
    summary: 'Adds ingredients to the pantry; answers the whole pantry',
    tag,
    access: 'session',
    body: addToPantryBody,
    answers: { 201: pantryAnswer },
  }),
  routeDoc({
    method: 'PUT',
    path: '/api/users/pantry/updateGroceriesAvailability',
    summary: 'Removes the lots the shopper no longer has (a JSON list in the query)',
    tag,
    access: 'session',
    query: pantryRemovalQuery,
    answers: { 200: pantryAnswer },
  }),
  routeDoc({
    method: 'PUT',
    path: '/api/users/pantry/updateGroceriesDetails',
    summary: "Edits lots' quantity or expiry",
    tag,
    access: 'session',
    body: editPantryBody,
    answers: { 200: pantryAnswer },
  }),
  routeDoc({
    method: 'GET',
    path: '/api/users/pantry/reminders',
    summary: 'Whether the shopper gets the mail about lots about to expire',
    tag,
    access: 'session',
    answers: { 200: pantryReminders },
  }),
  routeDoc({
    method: 'PUT',
    path: '/api/users/pantry/reminders',
    summary: 'Turns the expiry mail on or off',
    tag,
    access: 'session',
    body: pantryReminders,
    answers: { 200: pantryReminders },
  }),
  routeDoc({
    method: 'GET',
    path: '/api/admin/pantry-summary',
    summary: "A customer's pantry in short: held, worth, expiring soon, wasted this month",
    tag,
    access: { staff: 'read' },
    query: adminPantrySummaryQuery,
    answers: { 200: adminRecordAnswer(adminPantrySummary) },
  }),
  routeDoc({
    method: 'GET',
    path: '/api/users/pantry/account-data',
    summary: "The pantry's part of the shopper's data export: lots, waste, reminder setting",
    tag,
    access: 'session',
    answers: { 200: accountDataPart },
    problems: [401],
  }),
];
