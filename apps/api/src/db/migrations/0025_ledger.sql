CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_date" date NOT NULL,
	"description" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"event_key" text,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"approved_by" text,
	"posted_at" timestamp with time zone,
	"reverses_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_status_check" CHECK ("journal_entries"."status" in ('PENDING', 'POSTED', 'REJECTED')),
	CONSTRAINT "journal_entries_posted_check" CHECK (("journal_entries"."status" = 'POSTED') = ("journal_entries"."posted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_code" text NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_lines_side_check" CHECK ("journal_lines"."debit" >= 0 and "journal_lines"."credit" >= 0 and ("journal_lines"."debit" > 0) <> ("journal_lines"."credit" > 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_code_check" CHECK ("ledger_accounts"."code" ~ '^[1-5][0-9]{3}$'),
	CONSTRAINT "ledger_accounts_type_check" CHECK ("ledger_accounts"."type" in ('ASSET', 'LIABILITY', 'EQUITY', 'INCOME', 'EXPENSE'))
);
--> statement-breakpoint
CREATE TABLE "ledger_periods" (
	"month" text PRIMARY KEY NOT NULL,
	"closed_by" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_id_journal_entries_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_code_ledger_accounts_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."ledger_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_event_key_unique" ON "journal_entries" USING btree ("event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reverses_unique" ON "journal_entries" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("entry_date");--> statement-breakpoint
CREATE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_code");
--> statement-breakpoint
-- The default chart of accounts (packages/domain/src/ledger-accounts.ts DEFAULT_CHART; ledger.migration.test.ts
-- checks the two agree).
INSERT INTO "ledger_accounts" ("code", "name", "type") VALUES
  ('1101', 'Kas', 'ASSET'),
  ('1102', 'Bank', 'ASSET'),
  ('1201', 'Piutang pinjaman anggota', 'ASSET'),
  ('1202', 'Piutang potongan gaji (perusahaan)', 'ASSET'),
  ('2101', 'Simpanan sukarela', 'LIABILITY'),
  ('2102', 'Hutang premi PTA', 'LIABILITY'),
  ('2103', 'Hutang SHU anggota', 'LIABILITY'),
  ('3101', 'Simpanan pokok', 'EQUITY'),
  ('3102', 'Simpanan wajib', 'EQUITY'),
  ('3201', 'Cadangan', 'EQUITY'),
  ('3301', 'SHU tahun berjalan', 'EQUITY'),
  ('3901', 'Ekuitas saldo awal', 'EQUITY'),
  ('4101', 'Pendapatan jasa pinjaman', 'INCOME'),
  ('4102', 'Pendapatan administrasi', 'INCOME'),
  ('4901', 'Pendapatan lain-lain', 'INCOME'),
  ('5101', 'Beban jasa simpanan', 'EXPENSE'),
  ('5201', 'Beban operasional', 'EXPENSE'),
  ('5901', 'Beban lain-lain', 'EXPENSE');
--> statement-breakpoint
-- Every entry balances at commit, whatever code wrote it: checked once all its lines are in (deferred), for the
-- entry and for each line added to it. SQLSTATE KL002.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry bigint;
  total_debit bigint;
  total_credit bigint;
BEGIN
  IF TG_TABLE_NAME = 'journal_lines' THEN
    entry := NEW.entry_id;
  ELSE
    entry := NEW.id;
  END IF;
  SELECT coalesce(sum(debit), 0), coalesce(sum(credit), 0) INTO total_debit, total_credit
    FROM journal_lines WHERE entry_id = entry;
  IF total_debit <> total_credit OR total_debit = 0 THEN
    RAISE EXCEPTION 'Jurnal % tidak seimbang: debit %, kredit %', entry, total_debit, total_credit
      USING ERRCODE = 'KL002';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
-- Lines are never changed or removed, and an entry is never removed: a correction is a reversal entry. SQLSTATE KL003.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Jurnal tidak dapat diubah atau dihapus; koreksi dengan jurnal pembalik' USING ERRCODE = 'KL003';
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_immutable BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_not_deleted BEFORE DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- An entry changes once, from PENDING to POSTED or REJECTED (a manual entry's second staff member), and nothing
-- else of it changes. Lines join an entry only in the transaction that created it. SQLSTATE KL003.
CREATE FUNCTION ledger_check_entry_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'PENDING' OR NEW.status = 'PENDING'
     OR (NEW.entry_date, NEW.description, NEW.source, NEW.source_id, NEW.event_key, NEW.actor, NEW.reverses_id)
        IS DISTINCT FROM
        (OLD.entry_date, OLD.description, OLD.source, OLD.source_id, OLD.event_key, OLD.actor, OLD.reverses_id) THEN
    RAISE EXCEPTION 'Jurnal % tidak dapat diubah; koreksi dengan jurnal pembalik', OLD.id USING ERRCODE = 'KL003';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_update BEFORE UPDATE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_update();
--> statement-breakpoint
CREATE FUNCTION ledger_check_line_entry_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- created_at defaults to now(), the creating transaction's start: equal only inside that transaction.
  IF EXISTS (SELECT 1 FROM journal_entries e WHERE e.id = NEW.entry_id AND e.created_at <> now()) THEN
    RAISE EXCEPTION 'Jurnal % sudah dibuat; koreksi dengan jurnal pembalik', NEW.entry_id USING ERRCODE = 'KL003';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_entry_open BEFORE INSERT ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION ledger_check_line_entry_open();
--> statement-breakpoint
-- Nothing is entered or posted into a closed month. Writers of a month share its advisory lock and closing takes
-- it alone, so an entry and the month's close never pass each other: the close waits for entries being written,
-- and a later entry sees the month closed. SQLSTATE KL001.
CREATE FUNCTION ledger_check_period_open() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry_month text := to_char(NEW.entry_date, 'YYYY-MM');
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status <> 'POSTED' THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtext('ledger_period:' || entry_month));
  IF EXISTS (SELECT 1 FROM ledger_periods p WHERE p.month = entry_month) THEN
    RAISE EXCEPTION 'Periode % sudah ditutup', entry_month USING ERRCODE = 'KL001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_period_open BEFORE INSERT OR UPDATE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_check_period_open();
--> statement-breakpoint
-- What each control account must equal, from the records of the modules that own the money, on `as_of` (Jakarta
-- dates), as the account's balance on its own side. The reconciliation compares the ledger with it and the opening
-- entry below starts the ledger from it: one definition of each sub-ledger.
CREATE FUNCTION ledger_subledger_balances(as_of date)
RETURNS TABLE (account_code text, amount bigint) LANGUAGE sql STABLE AS $$
  SELECT '1201', coalesce(sum(i.principal), 0)::bigint
    FROM instalments i JOIN agreements a ON a.id = i.agreement_id
   WHERE a.funding_date <= as_of AND (i.paid_date IS NULL OR i.paid_date > as_of)
  UNION ALL
  SELECT '3101', coalesce(sum(delta), 0)::bigint FROM savings_ledger WHERE kind = 'POKOK' AND booked_on <= as_of
  UNION ALL
  SELECT '2101', coalesce(sum(delta), 0)::bigint FROM savings_ledger WHERE kind = 'SUKARELA' AND booked_on <= as_of
  UNION ALL
  SELECT '3102', coalesce(sum(c.amount), 0)::bigint
    FROM contributions c LEFT JOIN payroll_periods p ON p.id = c.payroll_period_id
   WHERE coalesce(p.cut_off_date, (c.created_at AT TIME ZONE 'Asia/Jakarta')::date) <= as_of
  UNION ALL
  SELECT '2103', (
    (SELECT coalesce(sum(s.total), 0) FROM shu_shares s JOIN shu_years y ON y.year = s.year
      WHERE (y.posted_at AT TIME ZONE 'Asia/Jakarta')::date <= as_of)
    - (SELECT coalesce(sum(delta), 0) FROM savings_ledger WHERE reason = 'SHU' AND booked_on <= as_of)
  )::bigint
$$;
--> statement-breakpoint
-- An installation upgraded from before the ledger starts balanced: one opening entry carries today's sub-ledgers,
-- with Ekuitas saldo awal (3901) taking the difference until FINANCE moves it to the real cash and bank balances.
-- On an empty database there is nothing to open. The demo seed calls it after writing its history.
CREATE FUNCTION ledger_open_from_subledgers(on_date date) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  entry bigint;
  net bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_subledger_balances(on_date) b WHERE b.amount <> 0) THEN
    RETURN NULL;
  END IF;
  INSERT INTO journal_entries (entry_date, description, source, event_key, status, actor, posted_at)
  VALUES (on_date, 'Saldo awal dari data anggota', 'opening', 'opening', 'POSTED', 'system', now())
  RETURNING id INTO entry;
  -- Assets on the debit side, the rest on the credit side; a negative balance goes to the other side.
  INSERT INTO journal_lines (entry_id, account_code, debit, credit)
  SELECT entry, b.account_code,
         CASE WHEN (left(b.account_code, 1) = '1') = (b.amount > 0) THEN abs(b.amount) ELSE 0 END,
         CASE WHEN (left(b.account_code, 1) = '1') = (b.amount > 0) THEN 0 ELSE abs(b.amount) END
    FROM ledger_subledger_balances(on_date) b WHERE b.amount <> 0;
  SELECT sum(debit) - sum(credit) INTO net FROM journal_lines WHERE entry_id = entry;
  IF net <> 0 THEN
    INSERT INTO journal_lines (entry_id, account_code, debit, credit)
    VALUES (entry, '3901', greatest(-net, 0), greatest(net, 0));
  END IF;
  RETURN entry;
END $$;
--> statement-breakpoint
SELECT ledger_open_from_subledgers((now() AT TIME ZONE 'Asia/Jakarta')::date);
