-- Trigram indexes back the catalog's substring search (ILIKE '%…%'), decision 006.
-- pg_trgm is a trusted extension (PostgreSQL 13+), so the database owner may create it;
-- PGlite ships it and loads it in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
