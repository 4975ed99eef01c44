import type { StaffDeductionQuestion } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useHasBeenTrue } from '@/components/lazy-dialogs';
import { SkeletonBlock } from '@/components/skeleton-block';
import { SectionCard } from '@/components/staff/section-card';
import { visuallyHidden } from '@/components/visually-hidden';
import { getErrorMessage } from '@/lib/api-client';
import { useStaffSession } from '@/lib/session';
import { useDeductionQuestions } from '../api/get-deduction-questions';
import { AnsweredQuestionsTable, OpenQuestionsTable } from './staff-deduction-question-tables';

// The answer's form (MUI Modal, react-hook-form, zod) loads when FINANCE first answers a question (rule 20).
const DeductionAnswerDialog = lazy(() =>
  import('./staff-deduction-answer-dialog').then((m) => ({ default: m.DeductionAnswerDialog })),
);

function QuestionsSkeleton() {
  return (
    <Stack spacing={1.5} aria-busy="true">
      <Box component="span" role="status" sx={visuallyHidden}>
        Memuat keberatan…
      </Box>
      <SkeletonBlock width="60%" />
      <SkeletonBlock height={96} rounded />
    </Stack>
  );
}

function Subheading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * "Keberatan Anggota": members' questions on a line of their coming deduction ("Ajukan keberatan" on
 * /potongan-gaji), the open ones first, each answered by FINANCE in a dialog (the member gets 'Keberatan Dijawab'
 * and an e-mail), then the latest answered with the answer and who gave it. ADMIN reads.
 */
export function DeductionQuestionsSection() {
  const questions = useDeductionQuestions();
  const canAnswer = useStaffSession()?.staff.role === 'FINANCE';
  const [answering, setAnswering] = useState<StaffDeductionQuestion | null>(null);
  const [isOpen, setOpen] = useState(false);
  const hasOpened = useHasBeenTrue(isOpen);
  const openId = useId();
  const answeredId = useId();
  const data = questions.data;

  const answer = (question: StaffDeductionQuestion) => {
    setAnswering(question);
    setOpen(true);
  };

  return (
    <SectionCard title="Keberatan Anggota">
      {questions.isPending && <QuestionsSkeleton />}
      {questions.isError && <Alert severity="error">{getErrorMessage(questions.error)}</Alert>}
      {data && (
        <Stack spacing={3}>
          <Box component="section" aria-labelledby={openId}>
            <Subheading id={openId}>Menunggu jawaban</Subheading>
            {data.open.length === 0 ? (
              <Typography color="text.secondary">Tidak ada keberatan yang menunggu jawaban.</Typography>
            ) : (
              <OpenQuestionsTable questions={data.open} onAnswer={canAnswer ? answer : undefined} />
            )}
            {!canAnswer && data.open.length > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Keberatan dijawab oleh petugas FINANCE.
              </Typography>
            )}
          </Box>
          {data.answered.length > 0 && (
            <Box component="section" aria-labelledby={answeredId}>
              <Subheading id={answeredId}>Sudah dijawab</Subheading>
              <AnsweredQuestionsTable questions={data.answered} />
            </Box>
          )}
        </Stack>
      )}
      {hasOpened && answering && (
        <Suspense fallback={null}>
          <DeductionAnswerDialog
            key={answering.id}
            question={answering}
            open={isOpen}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
