-- People to invite to a project, by name (first name, last name, id): a walk over this index reads
-- a page of matches of a common name without sorting every match among 200,000 users.
CREATE INDEX "users_name_order_idx" ON "users" USING btree ("first_name","last_name","id") WHERE "users"."onboarded";
