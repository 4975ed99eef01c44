import { type DeductionQuestion, formatDate, formatPeriod, formatRupiah } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QuestionStatusChip } from './question-status-chip';

function QuestionItem({ question }: { question: DeductionQuestion }) {
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {question.lineDescription}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            Periode {formatPeriod(question.period)} · {formatRupiah(question.amount)} · diajukan{' '}
            {formatDate(question.askedAt)}
          </Typography>
        </Box>
        <QuestionStatusChip status={question.status} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {question.question}
      </Typography>
      {question.status === 'ANSWERED' && question.answer !== null && (
        <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'success.main' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            Jawaban bagian keuangan{question.answeredAt ? `, ${formatDate(question.answeredAt)}` : ''}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {question.answer}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/**
 * "Keberatan Anda": the member's questions on their deductions, newest first, with FINANCE's answer once given.
 * Nothing at all when the member has asked nothing.
 */
export function DeductionQuestions({ questions }: { questions: readonly DeductionQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="questions-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="questions-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Keberatan Anda
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {questions.map((question) => (
          <QuestionItem key={question.id} question={question} />
        ))}
      </Box>
    </Paper>
  );
}
