CREATE TABLE "activation_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activation_codes_hash_uq" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "organization_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"code" text NOT NULL,
	"mentor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "seat_count" integer;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_membership_id_organization_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."organization_memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_groups" ADD CONSTRAINT "organization_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_groups" ADD CONSTRAINT "organization_groups_mentor_id_organization_memberships_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."organization_memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activation_codes_membership_idx" ON "activation_codes" USING btree ("membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_groups_code_uq" ON "organization_groups" USING btree ("organization_id",lower("code"));--> statement-breakpoint
CREATE INDEX "organization_groups_mentor_idx" ON "organization_groups" USING btree ("mentor_id");--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD CONSTRAINT "organization_memberships_group_id_organization_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organization_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_memberships_list_idx" ON "organization_memberships" USING btree ("organization_id","role","created_at","id");--> statement-breakpoint
CREATE INDEX "organization_memberships_group_idx" ON "organization_memberships" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "organizations_name_idx" ON "organizations" USING btree (lower("name"),"id");