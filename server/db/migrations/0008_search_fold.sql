-- Issue 17. How catalogue text is compared, the database's twin of foldSearchText in
-- shared/search-text.ts (server/db/search-fold.test.ts holds the two to each other): compatibility
-- decomposition with the combining marks removed (Adùnní → Adunni, Ẹ̀kọ́ → Eko), lower case,
-- hyphens and dashes as spaces (Aso-oke → aso oke), curly apostrophes straight, runs of white
-- space as one space, trimmed. Every step is immutable, so generated columns and indexes may
-- use it; searches fold their text with it too, so both sides always agree.
CREATE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT btrim(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          lower(
            regexp_replace(
              normalize($1, NFKD),
              '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'
            )
          ),
          '[-\u2010-\u2015\u2212]', ' ', 'g'
        ),
        '[\u2018\u2019\u02bc]', '''', 'g'
      ),
      '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'
    ),
    ' '
  )
$$;
