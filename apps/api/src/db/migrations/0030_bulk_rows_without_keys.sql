-- The frozen instruction's items and the actual lines are written in bulk (180,000 and 100,000 rows in one statement at
-- 100,000 members) from rows that exist in the same statement: their foreign keys' per-row checks cost 4-5 s of a freeze
-- and 4 of 5.5 s of storing the lines, for nothing the writer does not already guarantee (docs/decisions/0024).
ALTER TABLE "payroll_actual_lines" DROP CONSTRAINT "payroll_actual_lines_payroll_period_id_payroll_periods_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_actual_lines" DROP CONSTRAINT "payroll_actual_lines_instruction_id_payroll_instructions_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_actual_lines" DROP CONSTRAINT "payroll_actual_lines_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_instruction_items" DROP CONSTRAINT "payroll_instruction_items_instruction_id_payroll_instructions_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_instruction_items" DROP CONSTRAINT "payroll_instruction_items_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_instruction_items" DROP CONSTRAINT "payroll_instruction_items_agreement_id_agreements_id_fk";
