import type * as S from '../schemas/tailor-application.ts';
import { endpoint } from './endpoint.ts';

/** The applicant's side of tailor applications (issue 14); the review desk's is shared/api/admin.ts. */
export const tailorApplicationsApi = {
  mine: endpoint<{ response: typeof S.myApplications }>(
    'GET',
    '/api/tailor-applications/mine',
    "The signed-in applicant's applications and how their review went (401 when not signed in)",
  ),
  submit: endpoint<{
    body: typeof S.createTailorApplicationSchema;
    response: typeof S.submittedApplication;
  }>(
    'POST',
    '/api/tailor-applications',
    'Applies to be a tailor on Telo (201; 200 with the stored one when sent again; 409 one pending)',
  ),
};
