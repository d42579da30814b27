-- A self-registered account whose address is not confirmed yet: it cannot sign in by password (the
-- answer is that of a wrong password) and a new signup with the same address replaces it. Set by
-- signup, cleared by the mailed confirmation link or a password reset (decision 023).
ALTER TABLE "users" ADD COLUMN "signup_pending" boolean DEFAULT false NOT NULL;
