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

/**
 * The server's own words for a refusal thrown by apiRequest ("429: {json body}"): the first field
 * issue's message when there is one (it names what to fix), else the body's message. Undefined
 * for anything that is not a JSON error body, so the caller can fall back to its own words.
 */
export function errorMessage(error: unknown): string | undefined {
  const body = errorBody(error);
  if (!body) return undefined;
  const issues = errorIssues(new Error(`400: ${JSON.stringify(body)}`));
  return issues[0]?.message ?? body.message;
}

/** The JSON error body of a refusal thrown by apiRequest, with any fields the server added. */
export function errorBody(error: unknown): (ApiError & Record<string, unknown>) | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(match[1]!);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || !isText((body as ApiError).message)) return;
  return body as ApiError & Record<string, unknown>;
}
