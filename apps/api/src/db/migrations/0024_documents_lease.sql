-- A PDF's job holds its row while it draws it (issue 25, defect 13; decision 0072): the lease
-- runs out when its worker dies, and the job's retry takes the row again.
ALTER TABLE "documents" ADD COLUMN "lease_until" timestamp with time zone;
