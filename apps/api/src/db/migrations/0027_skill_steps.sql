-- The concrete steps of each catalogue skill, keyed by the skill's English name as the professions
-- catalogue spells it (a skill shared by several professions has one list). The catalogue seed fills
-- it from the shipped content and leaves rows alone once they exist: catalogue admins edit them.
CREATE TABLE "skill_steps" (
	"skill" text PRIMARY KEY NOT NULL,
	"steps" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
