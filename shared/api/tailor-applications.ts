import type * as S from '../schemas/tailor-application.ts';
import { endpoint } from './endpoint.ts';

/** The applicant's side of tailor applications (issue 14); the review desk's is shared/api/admin.ts. */
export const tailorApplicationsApi = {
  mine: endpoint<{ response: typeof S.myApplications }>('GET', '/api/tailor-applications/mine'),
  submit: endpoint<{
    body: typeof S.createTailorApplicationSchema;
    response: typeof S.submittedApplication;
  }>('POST', '/api/tailor-applications'),
};
