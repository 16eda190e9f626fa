import type { ApiError } from '../../shared/api-error.ts';

export type ApiIssue = NonNullable<ApiError['issues']>[number];

const isText = (v: unknown): v is string => typeof v === 'string';
const isIssue = (v: unknown): v is ApiIssue =>
  typeof v === 'object' &&
  v !== null &&
  isText((v as ApiIssue).path) &&
  isText((v as ApiIssue).message);

/**
 * The field issues of a 400 refusal thrown by apiRequest ("400: {json body}"), so a form can show
 * each message beneath the field it is about. Anything else gives an empty list. The body is
 * checked by hand against shared/api-error.ts's shape (zod stays out of the browser, issue #5).
 */
export function errorIssues(error: unknown): ApiIssue[] {
  if (!(error instanceof Error) || !error.message.startsWith('400: ')) return [];
  let body: unknown;
  try {
    body = JSON.parse(error.message.slice(5));
  } catch {
    return [];
  }
  if (typeof body !== 'object' || body === null || !isText((body as ApiError).message)) return [];
  const { issues } = body as { issues?: unknown };
  if (issues === undefined) return [];
  if (!Array.isArray(issues) || !issues.every(isIssue)) return [];
  return issues.map(({ path, message }) => ({ path, message }));
}
