import type * as S from '../schemas/admin.ts';
import { endpoint } from './endpoint.ts';

/**
 * The admin desk (issue 14): the review queue of tailor applications and the desk's other lists.
 * Every call answers 401 without a signed-in session and 403 for an account without the admin
 * role, before it reads anything. Lists are newest first, a page at a time.
 */
export const adminApi = {
  applications: endpoint<{
    query: typeof S.applicationsQuerySchema;
    response: typeof S.applicationsPage;
  }>('GET', '/api/admin/tailor-applications'),
  approve: endpoint<{
    params: typeof S.idParams;
    body: typeof S.approveSchema;
    response: typeof S.reviewApplication;
  }>('POST', '/api/admin/tailor-applications/:id/approve'),
  reject: endpoint<{
    params: typeof S.idParams;
    body: typeof S.rejectSchema;
    response: typeof S.reviewApplication;
  }>('POST', '/api/admin/tailor-applications/:id/reject'),
  tailors: endpoint<{ query: typeof S.pageQuerySchema; response: typeof S.adminTailorsPage }>(
    'GET',
    '/api/admin/tailors',
  ),
  setTailorVerified: endpoint<{
    params: typeof S.idParams;
    body: typeof S.verifiedSchema;
    response: typeof S.adminTailor;
  }>('PUT', '/api/admin/tailors/:id/verified'),
  orders: endpoint<{ query: typeof S.pageQuerySchema; response: typeof S.adminOrdersPage }>(
    'GET',
    '/api/admin/orders',
  ),
  contactMessages: endpoint<{
    query: typeof S.pageQuerySchema;
    response: typeof S.adminContactMessagesPage;
  }>('GET', '/api/admin/contact-messages'),
  books: endpoint<{ response: typeof S.adminBooks }>('GET', '/api/admin/books'),
};
