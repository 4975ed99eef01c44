-- Counter-offers made before applications kept the offer's own state (docs/decisions/0019-counter-offer-state.md).
-- Declining cancels the application (the only way a counter-offer becomes CNCL).
UPDATE "applications" SET "offer_status" = 'DECLINED'
WHERE "type" = 'NST' AND "offer_status" IS NULL AND "status" = 'CNCL';
--> statement-breakpoint
-- Still waiting: RJT, and the decision that left it RJT in its current round is the counter-offer (an accepted
-- offer starts a new round, where only a rejection makes it RJT again).
UPDATE "applications" AS a SET "offer_status" = 'OPEN'
WHERE a."type" = 'NST' AND a."offer_status" IS NULL AND a."status" = 'RJT'
  AND EXISTS (
    SELECT 1 FROM "approval_history" AS h
    WHERE h."application_id" = a."id" AND h."round" = a."round" AND h."status" = 'NST'
  )
  AND NOT EXISTS (
    SELECT 1 FROM "approval_history" AS h
    WHERE h."application_id" = a."id" AND h."round" = a."round" AND h."status" = 'RJT'
  );
--> statement-breakpoint
-- Every other counter-offer was accepted: NEW again, approved, funded or finished, or rejected after accepting.
UPDATE "applications" SET "offer_status" = 'ACCEPTED'
WHERE "type" = 'NST' AND "offer_status" IS NULL;
