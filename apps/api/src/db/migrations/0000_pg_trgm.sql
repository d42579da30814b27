-- pg_trgm gives trigram similarity search (users, posts, catalogue) on PGlite and PostgreSQL alike.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
