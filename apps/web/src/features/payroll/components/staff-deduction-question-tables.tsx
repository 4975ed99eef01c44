import {
  formatDate,
  formatDateTime,
  formatPeriod,
  formatRupiah,
  type StaffDeductionQuestion,
} from '@kopkar/domain';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ScrollTable } from '@/components/staff/scroll-table';

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const text = { overflowWrap: 'anywhere', whiteSpace: 'pre-line', minWidth: 200 } as const;

/** The member and the line a question is about: NIK, name, period, line and amount, one cell each. */
function QuestionCells({ question }: { question: StaffDeductionQuestion }) {
  return (
    <>
      <TableCell component="th" scope="row" sx={figure}>
        {question.nik}
      </TableCell>
      <TableCell>{question.name}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPeriod(question.period)}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{question.lineDescription}</TableCell>
      <TableCell align="right" sx={figure}>
        {formatRupiah(question.amount)}
      </TableCell>
    </>
  );
}

const MEMBER_COLUMNS = ['NIK', 'Nama', 'Periode', 'Baris'] as const;

type OpenQuestionsTableProps = {
  questions: readonly StaffDeductionQuestion[];
  /** FINANCE's "Jawab" per row; without it the table only reads. */
  onAnswer?: (question: StaffDeductionQuestion) => void;
};

/** The questions waiting for an answer, oldest first as the server lists them. */
export function OpenQuestionsTable({ questions, onAnswer }: OpenQuestionsTableProps) {
  return (
    <ScrollTable label="Keberatan yang menunggu jawaban">
      <TableHead>
        <TableRow>
          {MEMBER_COLUMNS.map((column) => (
            <TableCell key={column}>{column}</TableCell>
          ))}
          <TableCell align="right">Jumlah</TableCell>
          <TableCell>Keberatan</TableCell>
          <TableCell>Diajukan</TableCell>
          {onAnswer && <TableCell align="right">Aksi</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {questions.map((question) => (
          <TableRow key={question.id}>
            <QuestionCells question={question} />
            <TableCell sx={text}>{question.question}</TableCell>
            <TableCell sx={figure}>{formatDateTime(question.askedAt)}</TableCell>
            {onAnswer && (
              <TableCell align="right">
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onAnswer(question)}
                  aria-label={`Jawab keberatan ${question.name} (${question.nik}): ${question.lineDescription}`}
                >
                  Jawab
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

/** The latest answered questions: what the member asked, the answer they read, who gave it and when. */
export function AnsweredQuestionsTable({ questions }: { questions: readonly StaffDeductionQuestion[] }) {
  return (
    <ScrollTable label="Keberatan yang sudah dijawab">
      <TableHead>
        <TableRow>
          {MEMBER_COLUMNS.map((column) => (
            <TableCell key={column}>{column}</TableCell>
          ))}
          <TableCell align="right">Jumlah</TableCell>
          <TableCell>Keberatan</TableCell>
          <TableCell>Jawaban</TableCell>
          <TableCell>Dijawab</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {questions.map((question) => (
          <TableRow key={question.id}>
            <QuestionCells question={question} />
            <TableCell sx={text}>{question.question}</TableCell>
            <TableCell sx={text}>{question.answer}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {[question.answeredBy, question.answeredAt && formatDate(question.answeredAt)]
                .filter(Boolean)
                .join(', ')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
