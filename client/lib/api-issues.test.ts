import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../shared/api-error.ts';
import { errorIssues, errorMessage } from './api-issues.ts';

const refusal = (body: string) => new Error(`400: ${body}`);

describe('errorIssues', () => {
  it('reads the field issues of a 400 body', () => {
    const body = { message: 'Invalid request body', issues: [{ path: 'chest', message: 'No' }] };
    expect(errorIssues(refusal(JSON.stringify(body)))).toEqual([{ path: 'chest', message: 'No' }]);
  });

  it.each([
    '{"message":"Invalid","issues":[{"path":"a","message":"m","extra":1}],"statusCode":400}',
    '{"message":"Invalid"}',
    '{"message":"Invalid","issues":null}',
    '{"message":"Invalid","issues":[{"path":1,"message":"m"}]}',
    '{"message":"Invalid","issues":[{"path":"a"}]}',
    '{"message":"Invalid","issues":{}}',
    '{"issues":[{"path":"a","message":"m"}]}',
    '[{"path":"a","message":"m"}]',
    'null',
    '"text"',
  ])('accepts exactly what the shared error schema accepts: %s', (body) => {
    const parsed = apiErrorSchema.safeParse(JSON.parse(body));
    expect(errorIssues(refusal(body))).toEqual(parsed.success ? (parsed.data.issues ?? []) : []);
  });

  it('gives nothing for other errors and bodies that are not JSON', () => {
    expect(errorIssues(refusal('Bad Request'))).toEqual([]);
    expect(errorIssues(new Error('500: {"message":"x","issues":[]}'))).toEqual([]);
    expect(errorIssues('400: {}')).toEqual([]);
  });
});

describe('errorMessage', () => {
  it("gives the server's words, the first field issue before the general message", () => {
    const tooMany = new Error('429: {"message":"Too many codes asked for. Try again in 1 hour."}');
    expect(errorMessage(tooMany)).toBe('Too many codes asked for. Try again in 1 hour.');
    const invalid = refusal(
      '{"message":"Invalid request body","issues":[{"path":"code","message":"The code is 6 digits"}]}',
    );
    expect(errorMessage(invalid)).toBe('The code is 6 digits');
  });

  it('gives nothing for bodies that are not the error shape', () => {
    expect(errorMessage(new Error('500: Internal Server Error'))).toBeUndefined();
    expect(errorMessage(refusal('{"issues":[]}'))).toBeUndefined();
    expect(errorMessage(new Error('Failed to fetch'))).toBeUndefined();
    expect(errorMessage('400: {"message":"x"}')).toBeUndefined();
  });
});
