import { apiErrorSchema, type ApiError } from '../../shared/api-error.ts';

export type ApiIssue = NonNullable<ApiError['issues']>[number];

/**
 * The field issues of a 400 refusal thrown by apiRequest ("400: {json body}"), so a form can show
 * each message beneath the field it is about. Anything else gives an empty list.
 */
export function errorIssues(error: unknown): ApiIssue[] {
  if (!(error instanceof Error) || !error.message.startsWith('400: ')) return [];
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(error.message.slice(5)));
    return parsed.success ? (parsed.data.issues ?? []) : [];
  } catch {
    return [];
  }
}
