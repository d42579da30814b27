-- The activation code itself, sealed with AES-256-GCM under ACTIVATION_CODE_KEY, so the codes still
-- valid can be downloaded and printed again (decision 026). Rows issued before have none: their codes
-- cannot be shown again, only replaced.
ALTER TABLE "activation_codes" ADD COLUMN "code_sealed" text;
