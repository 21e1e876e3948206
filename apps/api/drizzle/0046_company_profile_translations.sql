ALTER TABLE "company_profiles" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
