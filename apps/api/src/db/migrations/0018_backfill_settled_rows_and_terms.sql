-- Rows an early settlement closed name it, so the schedule shows its date and amount (docs/decisions/0018-settlement-interest-per-day.md).
-- The key is added here, not in the drizzle schema, where it would make agreements.ts and settlements.ts import each other.
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "settlements"("id");--> statement-breakpoint
-- A loan is settled at most once (PAI makes it FIN), and only its confirmed settlement pays rows by settlement;
-- rows of a loan replaced at funding have no settlement row and stay null.
UPDATE "instalments" AS i SET "settlement_id" = s."id"
  FROM "settlements" AS s
  WHERE s."agreement_id" = i."agreement_id" AND s."status" = 'PAI' AND i."paid_by" = 'SETTLEMENT' AND i."settlement_id" IS NULL;--> statement-breakpoint
-- The seeded terms said "bunga berjalan sesuai perhitungan koperasi": they now state the rule the quote and the letter use.
-- A text an editor has rewritten does not contain the old sentence and is left as the editor wrote it.
UPDATE "pages" SET "body_html" = replace("body_html",
  'adalah sisa pokok ditambah bunga berjalan sesuai perhitungan koperasi.</p>',
  'adalah sisa pokok ditambah bunga berjalan.</p>
<p>Bunga berjalan dihitung per hari: bunga angsuran yang periodenya sedang berjalan × jumlah hari sejak jatuh tempo sebelumnya (untuk angsuran pertama: sejak tanggal pencairan) ÷ jumlah hari periode angsuran itu, dibulatkan ke rupiah terdekat. Bunga angsuran yang sudah jatuh tempo tetapi belum dibayar dihitung penuh; bunga angsuran sesudahnya tidak dikenakan.</p>')
  WHERE "slug" = 'terms';
